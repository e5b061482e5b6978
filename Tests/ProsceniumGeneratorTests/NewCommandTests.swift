import ProsceniumTestSupport
import Testing

/// `proscenium new` end to end, in-process, on throwaway packages.
struct NewCommandTests {
  func shop() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)
    try folder.write(".proscenium.json", #"{"preset": ["uikit-mvp"]}"#)
    return folder
  }

  @Test func writesTheFeatureInTheStyleOfTheConfiguredPreset() throws {
    let folder = try shop()

    let run = proscenium("new", "feature", "Orders", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    #expect(run.errors.contains("note: style 'uikit-mvp' from the preset in '.proscenium.json'"))
    #expect(folder.exists("Sources/ShopPresentation/Features/Orders/OrdersPresenter.swift"))
    #expect(folder.exists("Tests/ShopPresentationTests/Features/Orders/OrdersPresenterTests.swift"))
    #expect(run.output.contains("created "))
  }

  @Test func anInvalidNameExitsWith2AndWritesNothing() throws {
    let folder = try shop()
    for name in ["../Escape", "class", "my-screen", "9Lives"] {
      let run = proscenium("new", "feature", name, "--project", folder.root)
      #expect(run.code == 2, "\(name)")
      #expect(run.errors.hasPrefix("error: invalid name '\(name)'"), "\(run.errors)")
    }
    #expect(folder.files() == [".proscenium.json", "Package.swift"])
  }

  @Test func intoOutsideTheProjectExitsWith2() throws {
    let folder = try shop()
    let run = proscenium("new", "feature", "Orders", "--project", folder.root, "--into", folder.path("../Elsewhere"))
    #expect(run.code == 2)
    #expect(run.errors.contains("is outside the project"))
    #expect(folder.files() == [".proscenium.json", "Package.swift"])
  }

  @Test func existingFilesNeedForceAndForceKeepsBackups() throws {
    let folder = try shop()
    let presenter = "Sources/ShopPresentation/Features/Orders/OrdersPresenter.swift"
    try folder.write(presenter, "// mine\n")

    let refused = proscenium("new", "feature", "Orders", "--style", "uikit-mvp", "--project", folder.root)
    #expect(refused.code == 2)
    #expect(refused.errors.contains("already exists"))
    #expect(refused.errors.contains("--force"))
    #expect(folder.read(presenter) == "// mine\n")
    #expect(!folder.exists("Sources/ShopPresentation/Features/Orders/OrdersContract.swift"))

    let forced = proscenium("new", "feature", "Orders", "--style", "uikit-mvp", "--project", folder.root, "--force")
    #expect(forced.code == 0, "\(forced.errors)")
    #expect(folder.read(presenter + ".bak") == "// mine\n")
    #expect(folder.read(presenter)?.contains("final class OrdersPresenter") == true)
  }

  @Test func dryRunPrintsTheFilesAndTheirDiffAndWritesNothing() throws {
    let folder = try shop()
    let run = proscenium("new", "feature", "Orders", "--style", "observable", "--project", folder.root, "--dry-run")

    #expect(run.code == 0, "\(run.errors)")
    #expect(
      run.output.contains("create: \(folder.path("Sources/ShopPresentation/Features/Orders/View/OrdersView.swift"))"))
    #expect(run.output.contains("+final class OrdersViewModel {"))
    #expect(folder.files() == [".proscenium.json", "Package.swift"])
  }

  @Test func anXcodeAppBelowIOS17IsJudgedByItsAppTargetsOwnSetting() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Shop.xcodeproj/project.pbxproj",
      """
      // !$*UTF8*$!
      {
        objects = {
          P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); buildConfigurationList = LP; };
          G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
          T1 = {
            isa = PBXNativeTarget; name = Shop; buildConfigurationList = L1; buildPhases = ();
            productType = "com.apple.product-type.application";
          };
          PD = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos; }; name = Debug; };
          D1 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.4; }; name = Debug; };
          LP = {isa = XCConfigurationList; buildConfigurations = (PD, ); };
          L1 = {isa = XCConfigurationList; buildConfigurations = (D1, ); };
        };
        rootObject = P0;
      }
      """)
    try folder.write(".proscenium.json", "{}")

    let run = proscenium("new", "feature", "Orders", "--project", folder.root, "--dry-run")

    // The app target's own 16.4 wins over the project's 17.0: the style follows it, and the runtime refuses it.
    #expect(run.code == 2)
    #expect(run.errors.contains("style 'observable-object'"), "\(run.errors)")
    #expect(run.errors.contains("does not fit the deployment target iOS 16.4 (from 'Shop.xcodeproj')"), "\(run.errors)")
    #expect(folder.files() == [".proscenium.json", "Shop.xcodeproj/project.pbxproj"])
  }

  @Test func followsTheIndentationOfNeighbouringFiles() throws {
    let folder = try shop()
    try folder.write("Sources/ShopPresentation/Home.swift", "struct Home {\n    var a = 1\n}\n")

    let run = proscenium("new", "feature", "Orders", "--style", "observable", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    #expect(run.errors.contains("note: indenting with 4 spaces"))
    let viewModel = folder.read("Sources/ShopPresentation/Features/Orders/ViewModel/OrdersViewModel.swift") ?? ""
    #expect(viewModel.contains("\n    private(set) var state"))
  }

  @Test func listTemplatesNamesEachTemplateAndItsOrigin() throws {
    let folder = try shop()
    try folder.write(".proscenium/templates/observable/View.swift", "struct {{Name}}View {}\n")

    let run = proscenium("new", "--list-templates", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    #expect(run.output.contains("observable: "))
    #expect(
      run.output.contains("override .proscenium/templates/observable/View.swift")
        || run.output.contains("override \(folder.path(".proscenium/templates/observable/View.swift"))"))
    #expect(run.output.contains("Presenter.swift"))
    #expect(run.output.contains("{{Name}}"))
  }

  let routeEnum = "enum AppRoute: Hashable {\n  case home\n}\n"
  let routeView = """
    #if canImport(SwiftUI)
      import SwiftUI

      extension AppRoute {
        @ViewBuilder
        func view() -> some View {
          switch self {
          case .home:
            HomeView()
          }
        }
      }
    #endif

    """

  @Test func routeAddsTheCaseAndTheArmToTheRouteEnum() throws {
    let folder = try shop()
    try folder.write("Sources/ShopPresentation/Navigation/AppRoute.swift", routeEnum)
    try folder.write("Sources/ShopPresentation/Navigation/AppRoute+View.swift", routeView)

    let run = proscenium(
      "new", "feature", "OrderHistory", "--style", "observable", "--route", "AppRoute", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    #expect(
      folder.read("Sources/ShopPresentation/Navigation/AppRoute.swift")
        == "enum AppRoute: Hashable {\n  case home\n  case orderHistory\n}\n")
    let view = folder.read("Sources/ShopPresentation/Navigation/AppRoute+View.swift") ?? ""
    #expect(
      view.contains(
        "      case .orderHistory:\n        OrderHistoryView(viewModel: OrderHistoryViewModel(loadOrderHistoryUseCase: LoadOrderHistoryUseCase()))\n      }"
      ))
    #expect(run.output.contains("edited "))
    #expect(folder.exists("Sources/ShopPresentation/Features/OrderHistory/View/OrderHistoryView.swift"))
  }

  @Test func theRouteArmBuildsTheFeaturesOwnUseCaseAndEverythingPassesCheck() throws {
    let folder = try shop()
    try folder.write(".proscenium.json", #"{"preset": ["observable"]}"#)
    try folder.write("Sources/ShopPresentation/Navigation/AppRoute.swift", routeEnum)
    try folder.write("Sources/ShopPresentation/Navigation/AppRoute+View.swift", routeView)

    let run = proscenium(
      "new", "feature", "OrderHistory", "--use-case", "GetOrders", "--route", "AppRoute", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    let view = folder.read("Sources/ShopPresentation/Navigation/AppRoute+View.swift") ?? ""
    #expect(view.contains("OrderHistoryView(viewModel: OrderHistoryViewModel(getOrdersUseCase: GetOrdersUseCase()))"))
    #expect(!view.contains("<#"), "no editor placeholder is left to fill")
    // The use case the arm builds is the one the feature wrote, and it needs no argument.
    let useCase = folder.read("Sources/ShopPresentation/Features/OrderHistory/UseCase/GetOrdersUseCase.swift") ?? ""
    #expect(useCase.contains("struct GetOrdersUseCase: GetOrdersUseCaseProtocol {\n  func execute()"))
    let check = proscenium("check", "--strict", folder.path("Sources"), folder.path("Tests"))
    #expect(check.code == 0, "\(check.output)\(check.errors)")
  }

  @Test func aRouteWithLayersIsRefusedWithTheArmToWriteAndNothingIsWritten() throws {
    let folder = try shop()
    try folder.write("Sources/ShopPresentation/Navigation/AppRoute.swift", routeEnum)

    let run = proscenium(
      "new", "feature", "OrderHistory", "--style", "observable", "--layers", "--route", "AppRoute", "--project",
      folder.root)

    #expect(run.code == 2)
    #expect(run.errors.contains("'--route' cannot be combined with '--layers'"), "\(run.errors)")
    #expect(
      run.errors.contains(
        "OrderHistoryViewModel(loadOrderHistoryUseCase: LoadOrderHistoryUseCase(repository: DefaultOrderHistoryRepository()))"
      ), "\(run.errors)")
    #expect(
      folder.files() == [".proscenium.json", "Package.swift", "Sources/ShopPresentation/Navigation/AppRoute.swift"])
    #expect(folder.read("Sources/ShopPresentation/Navigation/AppRoute.swift") == routeEnum)
  }

  @Test func newRouteStopsWhenTheCaseExistsAndWritesNothing() throws {
    let folder = try shop()
    try folder.write("Sources/ShopPresentation/Navigation/AppRoute.swift", routeEnum)

    let run = proscenium("new", "route", "home", "--router", "AppRoute", "--project", folder.root)

    #expect(run.code == 2)
    #expect(run.errors.contains("'AppRoute' already has a case 'home'"), "\(run.errors)")
    #expect(folder.read("Sources/ShopPresentation/Navigation/AppRoute.swift") == routeEnum)

    let added = proscenium("new", "route", "settings", "--router", "AppRoute", "--project", folder.root)
    #expect(added.code == 0, "\(added.errors)")
    #expect(added.errors.contains("warning: no 'switch self' over 'AppRoute' found"))
    #expect(folder.read("Sources/ShopPresentation/Navigation/AppRoute.swift")?.contains("  case settings\n") == true)
  }

  @Test func aFailedRouteEditWritesNoFeatureFiles() throws {
    let folder = try shop()
    let run = proscenium(
      "new", "feature", "OrderHistory", "--style", "observable", "--route", "Missing", "--project", folder.root)
    #expect(run.code == 2)
    #expect(run.errors.contains("no enum named 'Missing'"))
    #expect(folder.files() == [".proscenium.json", "Package.swift"])
  }

  @Test func unknownKindsAndMissingNamesAreUsageErrors() {
    #expect(proscenium("new", "widget", "Orders").code == 2)
    #expect(proscenium("new", "feature").code == 2)
    #expect(proscenium("new").code == 2)
    #expect(proscenium("new", "feature", "Orders", "--style", "mvvm").code == 2)
    #expect(proscenium("new", "route", "settings").code == 2, "a route needs --router")
    #expect(proscenium("new", "route", "Settings", "--router", "AppRoute").code == 2)
  }
}
