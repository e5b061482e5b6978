import ProsceniumGenerator
import Testing

struct RouteWiringTests {
  let routes = """
    import Proscenium

    /// Every screen a stack can push.
    public enum AppRoute: Hashable, Codable, Sendable {
      /// A member's profile.
      case profile(id: Int)
      /// The article list.
      case articles
    }

    """

  let builder = """
    #if canImport(SwiftUI)
      import SwiftUI

      extension AppRoute {
        @MainActor
        @ViewBuilder
        func view(factory: ScreenFactory) -> some View {
          switch self {
          case .profile(let id):
            ProfileView(id: id)
          case .articles:
            ArticlesView()
          }
        }
      }
    #endif

    """

  let wiring = RouteWiring(enumName: "AppRoute", caseName: "orderHistory", destination: "OrderHistoryView()")

  @Test func addsTheCaseAndTheArmKeepingEverythingElse() throws {
    let (files, notes) = try wiring.plan(sources: ["/p/AppRoute.swift": routes, "/p/AppRoute+View.swift": builder])

    #expect(notes.isEmpty)
    #expect(files.count == 2)
    let view = try #require(files.first { $0.path == "/p/AppRoute+View.swift" })
    #expect(
      view.contents
        == builder.replacingOccurrences(
          of: "        ArticlesView()\n",
          with: "        ArticlesView()\n      case .orderHistory:\n        OrderHistoryView()\n"))
    let route = try #require(files.first { $0.path == "/p/AppRoute.swift" })
    #expect(
      route.contents
        == routes.replacingOccurrences(
          of: "  case articles\n", with: "  case articles\n  /// The route to order history.\n  case orderHistory\n"))
    #expect(files.allSatisfy { $0.isEdit })
  }

  @Test func anExistingCaseStopsWithAnError() {
    let existing = RouteWiring(enumName: "AppRoute", caseName: "articles", destination: "ArticlesView()")
    #expect(
      throws: GeneratorError.cannotEdit(path: "/p/AppRoute.swift", reason: "'AppRoute' already has a case 'articles'")
    ) {
      try existing.plan(sources: ["/p/AppRoute.swift": routes])
    }
  }

  @Test func aMissingEnumIsAnError() {
    let missing = RouteWiring(enumName: "Destination", caseName: "home", destination: "HomeView()")
    #expect(throws: GeneratorError.self) { try missing.plan(sources: ["/p/AppRoute.swift": routes]) }
  }

  @Test func anArmGoesBeforeDefaultAndMatchesTabs() throws {
    let text =
      "enum Tab {\n\tcase home\n\n\tvar title: String {\n\t\tswitch self {\n\t\tcase .home: \"Home\"\n\t\tdefault: \"\"\n\t\t}\n\t}\n}\n"
    let wiring = RouteWiring(enumName: "Tab", caseName: "search", destination: "\"Search\"")
    let (files, _) = try wiring.plan(sources: ["/p/Tab.swift": text])
    #expect(
      files.first?.contents
        == "enum Tab {\n\tcase home\n\tcase search\n\n\tvar title: String {\n\t\tswitch self {\n\t\tcase .home: \"Home\"\n\t\tcase .search:\n\t\t\t\"Search\"\n\t\tdefault: \"\"\n\t\t}\n\t}\n}\n"
    )
  }

  @Test func withoutAViewBuilderOnlyTheCaseIsAddedAndTheNoteSaysSo() throws {
    let (files, notes) = try wiring.plan(sources: ["/p/AppRoute.swift": routes])
    #expect(files.count == 1)
    #expect(notes.first?.contains("add the arm for '.orderHistory'") == true)
  }

  @Test func anEditorPlaceholderArmStillParses() throws {
    let placeholder = RouteWiring(enumName: "AppRoute", caseName: "settings", destination: "<#the view of .settings#>")
    let (files, _) = try placeholder.plan(sources: ["/p/AppRoute.swift": routes, "/p/AppRoute+View.swift": builder])
    #expect(files.first { $0.path.hasSuffix("View.swift") }?.contents.contains("<#the view of .settings#>") == true)
  }

  @Test(arguments: ["Settings", "my-route", "class", "../x", ""])
  func rejectsCaseNamesSwiftWouldNot(_ raw: String) {
    #expect(throws: GeneratorError.self) { try RouteWiring.validateCaseName(raw) }
  }

  @Test func acceptsLowerCamelCaseNames() throws {
    try RouteWiring.validateCaseName("orderHistory")
    try RouteWiring.validateCaseName("settings2")
  }
}
