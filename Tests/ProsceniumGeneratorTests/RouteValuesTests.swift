import ProsceniumGenerator
import ProsceniumTestSupport
import Testing

/// `--route 'AppRoute.orderDetail(id: Int)'`: a case with values, its arm binding them, the use case keeping them, and
/// the deep link carrying them.
struct RouteValuesTests {
  @Test func aRouteCaseParsesItsNameAndLabelledValues() throws {
    let parsed = try RouteCase(parsing: "orderDetail(id: Int, tab: String?)")

    #expect(parsed.name == "orderDetail")
    #expect(parsed.values.map(\.label) == ["id", "tab"])
    #expect(parsed.values.map(\.type) == ["Int", "String?"])
    #expect(parsed.declaration == "orderDetail(id: Int, tab: String?)")
    #expect(parsed.pattern == ".orderDetail(let id, let tab)")
    #expect(parsed.forwardedArguments == "id: id, tab: tab")
    #expect(try RouteCase(parsing: "settings") == RouteCase(name: "settings"))
  }

  @Test func aRouteCaseThatCannotBeWiredIsRefused() {
    for bad in [
      "OrderDetail", "order(Int)", "order(_ id: Int)", "order(id: Int = 1)", "order(id: Int, id: String)", "order()",
      "order = 1", "order, other", "order(id: Int", "class",
    ] {
      #expect(throws: GeneratorError.self, "\(bad)") { try RouteCase(parsing: bad) }
    }
  }

  let routes = "enum AppRoute: Hashable {\n  case home\n}\n"
  let builder = """
    extension AppRoute {
      func title() -> String {
        switch self {
        case .home:
          "Home"
        }
      }
    }

    """
  let links = """
    import Foundation
    import Proscenium

    /// The links the app opens.
    enum AppLinks {
      static let table: DeepLinks<AppRoute> = {
        var links = DeepLinks<AppRoute>(schemes: ["shop"])
        links.register("/home") { _ in [.home] }
        return links
      }()
    }

    """

  func sources() -> [String: String] {
    ["/p/AppRoute.swift": routes, "/p/AppRoute+Title.swift": builder, "/p/AppLinks.swift": links]
  }

  @Test func theCaseTheArmAndTheDeepLinkCarryTheValues() throws {
    let wiring = RouteWiring(
      enumName: "AppRoute", routeCase: try RouteCase(parsing: "orderDetail(id: Int, tab: String)"),
      destination: "\"Order \\(id) \\(tab)\"")

    let (files, notes) = try wiring.plan(sources: sources())

    #expect(notes.isEmpty)
    let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    #expect(
      byPath["/p/AppRoute.swift"]
        == "enum AppRoute: Hashable {\n  case home\n  case orderDetail(id: Int, tab: String)\n}\n")
    #expect(
      byPath["/p/AppRoute+Title.swift"]?.contains(
        "    case .orderDetail(let id, let tab):\n      \"Order \\(id) \\(tab)\"\n") == true)
    #expect(
      byPath["/p/AppLinks.swift"]
        == links.replacingOccurrences(
          of: "    links.register(\"/home\") { _ in [.home] }\n",
          with: """
                links.register("/home") { _ in [.home] }
                links.register("/order-detail/:id/:tab") { parameters in
                  [.orderDetail(id: try parameters.int("id"), tab: try parameters.string("tab"))]
                } reverse: { route in
                  guard case .orderDetail(let id, let tab) = route else { return nil }
                  return ["id": String(id), "tab": tab]
                }

            """))
  }

  @Test func aCaseWithoutValuesLinksToItsPath() throws {
    let wiring = RouteWiring(enumName: "AppRoute", caseName: "settings", destination: "\"Settings\"")

    let (files, _) = try wiring.plan(sources: sources())

    let linksFile = try #require(files.first { $0.path == "/p/AppLinks.swift" })
    #expect(
      linksFile.contents.contains("links.register(\"/settings\") { _ in\n      [.settings]\n    } reverse: { route in"))
    #expect(linksFile.contents.contains("guard case .settings = route else { return nil }\n      return [:]\n"))
  }

  @Test func aValueNoLinkCanCarryOrAPatternTakenLeavesTheTableAloneWithANote() throws {
    let custom = RouteWiring(
      enumName: "AppRoute", routeCase: try RouteCase(parsing: "order(item: OrderItem)"), destination: "\"Order\"")
    let (customFiles, customNotes) = try custom.plan(sources: sources())
    #expect(!customFiles.contains { $0.path == "/p/AppLinks.swift" })
    #expect(customNotes.contains { $0.contains("a deep link cannot carry 'item: OrderItem'") }, "\(customNotes)")

    let taken = RouteWiring(enumName: "AppRoute", caseName: "home2", destination: "\"Home\"")
    var withTakenPattern = sources()
    withTakenPattern["/p/AppLinks.swift"] = links.replacingOccurrences(of: "\"/home\"", with: "\"/home2\"")
    let (takenFiles, takenNotes) = try taken.plan(sources: withTakenPattern)
    #expect(!takenFiles.contains { $0.path == "/p/AppLinks.swift" })
    #expect(takenNotes.contains { $0.contains("already registers '/home2'") }, "\(takenNotes)")
  }

  @Test func withoutADeepLinkTableNothingElseIsTouched() throws {
    let wiring = RouteWiring(enumName: "AppRoute", caseName: "settings", destination: "\"Settings\"")
    var plain = sources()
    plain["/p/AppLinks.swift"] = nil

    let (files, notes) = try wiring.plan(sources: plain)

    #expect(Set(files.map(\.path)) == ["/p/AppRoute.swift", "/p/AppRoute+Title.swift"])
    #expect(notes.isEmpty)
  }

  @Test func theUseCaseKeepsTheRouteValuesAndTheArmPassesThem() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)
    try folder.write(".proscenium.json", #"{"preset": ["observable"]}"#)
    try folder.write("Sources/ShopPresentation/Navigation/AppRoute.swift", routes)
    try folder.write(
      "Sources/ShopPresentation/Navigation/AppRoute+View.swift",
      """
      #if canImport(SwiftUI)
        import SwiftUI

        extension AppRoute {
          @ViewBuilder
          func view() -> some View {
            switch self {
            case .home:
              Text("Home")
            }
          }
        }
      #endif

      """)
    try folder.write("Sources/ShopPresentation/Navigation/AppLinks.swift", links)

    let run = proscenium(
      "new", "feature", "OrderDetail", "--route", "AppRoute.orderDetail(id: Int)", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    let useCase =
      folder.read("Sources/ShopPresentation/Features/OrderDetail/UseCase/LoadOrderDetailUseCase.swift") ?? ""
    #expect(
      useCase.contains(
        "struct LoadOrderDetailUseCase: LoadOrderDetailUseCaseProtocol {\n  /// What to load: the values of the route that opened Order Detail.\n  let id: Int\n\n  func execute()"
      ), "\(useCase)")
    let view = folder.read("Sources/ShopPresentation/Navigation/AppRoute+View.swift") ?? ""
    #expect(
      view.contains(
        "      case .orderDetail(let id):\n        OrderDetailView(viewModel: OrderDetailViewModel(loadOrderDetailUseCase: LoadOrderDetailUseCase(id: id)))\n"
      ), "\(view)")
    #expect(
      folder.read("Sources/ShopPresentation/Navigation/AppLinks.swift")?.contains("\"/order-detail/:id\"") == true)
    #expect(run.output.contains("edited "))

    let check = proscenium("check", "--strict", folder.path("Sources"), folder.path("Tests"))
    #expect(check.code == 0, "\(check.output)\(check.errors)")
  }

  @Test func aRouteThatCannotBeParsedIsAUsageErrorBeforeAnythingIsWritten() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)
    try folder.write("Sources/ShopPresentation/Navigation/AppRoute.swift", routes)

    let run = proscenium(
      "new", "feature", "OrderDetail", "--style", "observable", "--route", "AppRoute.orderDetail(Int)", "--project",
      folder.root)

    #expect(run.code == 2)
    #expect(run.errors.contains("each value needs a label"), "\(run.errors)")
    #expect(folder.files() == ["Package.swift", "Sources/ShopPresentation/Navigation/AppRoute.swift"])

    let unnamed = proscenium(
      "new", "feature", "OrderDetail", "--style", "observable", "--route", "AppRoute(id: Int)", "--project",
      folder.root)
    #expect(unnamed.code == 2)
    #expect(unnamed.errors.contains("hint: name the case after the enum: '--route AppRoute.orderDetail(id: Int)'"))
    #expect(folder.files() == ["Package.swift", "Sources/ShopPresentation/Navigation/AppRoute.swift"])
  }

  @Test func newRouteTakesACaseWithValuesAndLinksIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)
    try folder.write("Sources/ShopPresentation/Navigation/AppRoute.swift", routes)
    try folder.write("Sources/ShopPresentation/Navigation/AppLinks.swift", links)

    let run = proscenium("new", "route", "settings(tab: String)", "--router", "AppRoute", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    #expect(run.errors.contains("warning: no 'switch self' over 'AppRoute' found"), "\(run.errors)")
    #expect(
      folder.read("Sources/ShopPresentation/Navigation/AppRoute.swift")
        == "enum AppRoute: Hashable {\n  case home\n  case settings(tab: String)\n}\n")
    let table = folder.read("Sources/ShopPresentation/Navigation/AppLinks.swift") ?? ""
    #expect(
      table.contains(
        "links.register(\"/settings/:tab\") { parameters in\n      [.settings(tab: try parameters.string(\"tab\"))]"))
    #expect(table.contains("return [\"tab\": tab]"))
  }
}
