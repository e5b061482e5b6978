import ProsceniumGenerator
import ProsceniumTestSupport
import Testing

/// `new route CASE --router ENUM` builds the project's own view in the arm it adds, or refuses with what to pass; it
/// never writes an editor placeholder.
struct RouteViewLookupTests {
  func destination(_ raw: String, view: String? = nil, _ sources: [String: String]) throws -> String {
    try RouteViewLookup(enumName: "AppRoute", routeCase: try RouteCase(parsing: raw), viewType: view)
      .destination(sources: sources)
  }

  @Test func aViewWithAMemberwiseInitializerGetsTheCasesValues() throws {
    let profile = """
      import SwiftUI

      struct ProfileView: View {
        let id: Int
        var highlighted: Bool?
        @Environment(\\.dismiss) private var dismiss
        @State private var isEditing = false
        private let title = "Profile"

        var body: some View { Text(title) }
      }

      """
    #expect(try destination("profile(id: Int)", ["/p/Profile/ProfileView.swift": profile]) == "ProfileView(id: id)")
  }

  @Test func aScreenIsFoundWhenThereIsNoViewAndAWrittenInitializerIsUsed() throws {
    let screen = """
      struct SettingsScreen: View {
        private let tab: String

        init(tab: String = "general") {
          self.tab = tab
        }

        var body: some View { Text(tab) }
      }

      """
    #expect(try destination("settings", ["/p/SettingsScreen.swift": screen]) == "SettingsScreen()")
    #expect(try destination("settings(tab: String)", ["/p/SettingsScreen.swift": screen]) == "SettingsScreen(tab: tab)")
  }

  /// The shape `new feature` writes: the view takes a view model, which takes a use-case protocol, whose production
  /// type keeps the route's values. Test doubles and private mocks are not candidates.
  @Test func aGeneratedFeatureIsBuiltThroughItsViewModelAndProductionUseCase() throws {
    let sources = [
      "/p/Sources/App/Orders/View/OrdersView.swift": """
      struct OrdersView: View {
        @State private var viewModel: OrdersViewModel

        init(viewModel: OrdersViewModel) {
          _viewModel = State(initialValue: viewModel)
        }
      }

      """,
      "/p/Sources/App/Orders/ViewModel/OrdersViewModel.swift": """
      @MainActor
      @Observable
      final class OrdersViewModel {
        private(set) var state: LoadingState<[OrdersItem]> = .idle
        private let loadOrdersUseCase: any LoadOrdersUseCaseProtocol

        init(loadOrdersUseCase: any LoadOrdersUseCaseProtocol) {
          self.loadOrdersUseCase = loadOrdersUseCase
        }
      }

      #if DEBUG
        private struct MockLoadOrdersUseCase: LoadOrdersUseCaseProtocol {}
      #endif

      """,
      "/p/Sources/App/Orders/UseCase/LoadOrdersUseCase.swift": """
      protocol LoadOrdersUseCaseProtocol: Sendable {}

      struct LoadOrdersUseCase: LoadOrdersUseCaseProtocol {
        let customer: Int
      }

      """,
      "/p/Tests/AppTests/Orders/StubLoadOrdersUseCase.swift": """
      final class StubLoadOrdersUseCase: LoadOrdersUseCaseProtocol {}
      final class QuietLoadOrdersUseCase: LoadOrdersUseCaseProtocol {}

      """,
    ]

    #expect(
      try destination("orders(customer: Int)", sources)
        == "OrdersView(viewModel: OrdersViewModel(loadOrdersUseCase: LoadOrdersUseCase(customer: customer)))")
  }

  @Test func aValueOfAnotherTypeIsNotPassedAndTheErrorSaysWhatToDo() throws {
    let profile = "struct ProfileView: View {\n  let id: String\n}\n"
    let error = #expect(throws: GeneratorError.self) {
      try destination("profile(id: Int)", ["/p/ProfileView.swift": profile])
    }
    #expect(
      error?.message.contains(
        "cannot build 'ProfileView' for '.profile(id: Int)': none of its initializers (it takes (id: String)) can")
        == true,
      "\(String(describing: error))")
    #expect(error?.message.contains("--view TypeName") == true)
  }

  @Test func withoutAViewTheErrorNamesWhatWasLookedForAndTheOption() throws {
    let error = #expect(throws: GeneratorError.self) {
      try destination("settings", ["/p/Other.swift": "struct OtherView {}\n"])
    }
    #expect(
      error?.message.contains("the project declares no 'SettingsView' or 'SettingsScreen'; pass '--view TypeName'")
        == true, "\(String(describing: error))")
  }

  @Test func viewNamesTheTypeToBuild() throws {
    let sources = [
      "/p/SettingsView.swift": "struct SettingsView: View {\n  let account: Account\n}\n",
      "/p/PreferencesView.swift": "struct PreferencesView: View {}\n",
    ]
    #expect(try destination("settings", view: "PreferencesView", sources) == "PreferencesView()")
    #expect(throws: GeneratorError.self) { try destination("settings", sources) }
  }

  // MARK: The command

  let routes = "enum AppRoute: Hashable {\n  case home\n}\n"
  let builder = """
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

    """

  func project() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)
    try folder.write("Sources/ShopPresentation/Navigation/AppRoute.swift", routes)
    try folder.write("Sources/ShopPresentation/Navigation/AppRoute+View.swift", builder)
    return folder
  }

  @Test func newRouteBuildsTheProjectsViewInTheArm() throws {
    let folder = try project()
    try folder.write(
      "Sources/ShopPresentation/Settings/SettingsView.swift", "struct SettingsView: View {\n  let tab: String\n}\n")

    let run = proscenium(
      "new", "route", "settings(tab: String)", "--router", "AppRoute", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    let edited = folder.read("Sources/ShopPresentation/Navigation/AppRoute+View.swift") ?? ""
    #expect(edited.contains("    case .settings(let tab):\n      SettingsView(tab: tab)\n"), "\(edited)")
    #expect(!edited.contains("<#"))
  }

  @Test func newRouteWithoutAViewExitsWith2AndWritesNothing() throws {
    let folder = try project()

    let run = proscenium("new", "route", "settings", "--router", "AppRoute", "--project", folder.root)

    #expect(run.code == 2)
    #expect(run.errors.contains("no view for '.settings'"), "\(run.errors)")
    #expect(run.errors.contains("pass '--view TypeName'"), "\(run.errors)")
    #expect(folder.read("Sources/ShopPresentation/Navigation/AppRoute.swift") == routes)
    #expect(folder.read("Sources/ShopPresentation/Navigation/AppRoute+View.swift") == builder)

    try folder.write("Sources/ShopPresentation/Preferences.swift", "struct PreferencesView: View {}\n")
    let named = proscenium(
      "new", "route", "settings", "--router", "AppRoute", "--view", "PreferencesView", "--project", folder.root)
    #expect(named.code == 0, "\(named.errors)")
    #expect(
      folder.read("Sources/ShopPresentation/Navigation/AppRoute+View.swift")?.contains("PreferencesView()") == true)
  }

  @Test func viewBelongsToNewRoute() throws {
    let folder = try project()
    let run = proscenium(
      "new", "feature", "Orders", "--style", "observable", "--view", "OrdersView", "--project", folder.root)
    #expect(run.code == 2)
    #expect(run.errors.contains("'--view' belongs to 'new route'"), "\(run.errors)")
  }
}
