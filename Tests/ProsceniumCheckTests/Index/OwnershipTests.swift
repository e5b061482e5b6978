import Testing

@testable import ProsceniumCheck

/// Who makes and who shares an observable class decides whether it is a screen's view model:
/// views observe app-wide state and data models too.
@Suite struct OwnershipTests {
  /// A view that observes `type` the way a screen observes its view model.
  private func observingView(_ type: String) -> String {
    """
    struct ObservingView: View {
      @ObservedObject var model: \(type)
      var body: some View { Text("") }
    }
    """
  }

  @Test func aClassAViewMakesIsAScreenViewModel() {
    let index = indexOf([
      "Sources/App/ProfileModel.swift": "final class ProfileModel: ObservableObject { @Published var name = \"\" }",
      "Sources/App/ProfileView.swift": """
      struct ProfileView: View {
        @StateObject private var model = ProfileModel()
        var body: some View { Text(model.name) }
      }
      """,
    ])
    #expect(index.roles(of: "ProfileModel").contains(.viewModel))
    #expect(index.isScreenViewModel("ProfileModel"))
    #expect(index.ownership(of: "ProfileModel") == .screen(creator: "ProfileView"))
  }

  @Test(arguments: [
    "static let shared = ToastCenter()", "static let main: ToastCenter = .init()", "static let shared = Self()",
  ])
  func aClassHeldOnceInAStaticPropertyIsAppWideState(declaration: String) {
    let index = indexOf([
      "Sources/App/ToastCenter.swift": """
      final class ToastCenter: ObservableObject {
        \(declaration)
        @Published var toasts: [String] = []
      }
      """,
      "Sources/App/ObservingView.swift": observingView("ToastCenter"),
    ])
    #expect(index.roles(of: "ToastCenter").contains(.appWideState))
    #expect(!index.roles(of: "ToastCenter").contains(.viewModel))
    #expect(!index.isScreenViewModel("ToastCenter"))
    #expect(index.ownership(of: "ToastCenter") == .shared(holder: "ToastCenter"))
  }

  @Test func sampleDataInAStaticPropertySharesNothing() {
    let index = indexOf([
      "Sources/App/FeedModel.swift": """
      final class FeedModel: ObservableObject {
        static let preview = FeedModel()
        @Published var items: [String] = []
      }
      """,
      "Sources/App/ObservingView.swift": observingView("FeedModel"),
    ])
    #expect(index.roles(of: "FeedModel").contains(.viewModel))
  }

  @Test func aClassTheAppMakesIsAppWideState() {
    let index = indexOf([
      "Sources/App/AppState.swift": "@Observable final class AppState { var isSignedIn = false }",
      "Sources/App/MyApp.swift": """
      @main struct MyApp: App {
        @State private var state = AppState()
        var body: some Scene { WindowGroup { RootView().environment(state) } }
      }
      """,
      "Sources/App/RootView.swift": """
      struct RootView: View {
        let state: AppState
        var body: some View { Text("") }
      }
      """,
    ])
    #expect(index.roles(of: "AppState").contains(.appWideState))
    #expect(index.ownership(of: "AppState") == .app(creator: "MyApp"))
  }

  @Test func aViewModelTheAppMakesForEveryScreenIsAppWideWhateverItsName() {
    let index = indexOf([
      "Sources/App/GrocyViewModel.swift": "@Observable final class GrocyViewModel { var products: [String] = [] }",
      "Sources/App/GrocyApp.swift": """
      @main struct GrocyApp: App {
        @State private var model = GrocyViewModel()
        var body: some Scene { WindowGroup { ContentView().environment(model) } }
      }
      """,
      "Sources/App/ContentView.swift": """
      struct ContentView: View {
        @Environment(GrocyViewModel.self) private var model
        var body: some View { Text("") }
      }
      """,
    ])
    #expect(index.roles(of: "GrocyViewModel").contains(.appWideState))
    #expect(!index.isScreenViewModel("GrocyViewModel"))
  }

  @Test func stateTheAppsSharedStateMakesIsAppWideToo() {
    let index = indexOf([
      "Sources/App/AppModel.swift": """
      final class AppModel {
        static let shared = AppModel()
        let toasts = ToastQueue()
      }
      """,
      "Sources/App/ToastQueue.swift":
        "final class ToastQueue: ObservableObject { @Published var items: [String] = [] }",
      "Sources/App/ObservingView.swift": observingView("ToastQueue"),
    ])
    #expect(index.roles(of: "ToastQueue").contains(.appWideState))
    #expect(index.ownership(of: "ToastQueue") == .appState(creator: "AppModel"))
  }

  @Test func aClassTheDataLayerMakesAndKeepsIsADataModel() {
    let index = indexOf([
      "Sources/App/ProfileStore.swift": """
      final class ProfileStore {
        private var cache: [String: ProfileData] = [:]
        func data(for id: String) -> ProfileData {
          if let data = cache[id] { return data }
          let data = ProfileData(id: id)
          cache[id] = data
          return data
        }
      }
      """,
      "Sources/App/ProfileData.swift": """
      final class ProfileData: ObservableObject {
        let id: String
        @Published var name = ""
        init(id: String) { self.id = id }
      }
      """,
      "Sources/App/ObservingView.swift": observingView("ProfileData"),
    ])
    #expect(index.roles(of: "ProfileData").contains(.dataModel))
    #expect(!index.isScreenViewModel("ProfileData"))
    #expect(index.ownership(of: "ProfileData") == .dataLayer(creator: "ProfileStore"))
  }

  @Test func aClassNamedViewModelThatAStoreMakesStaysAViewModel() {
    let index = indexOf([
      "Sources/App/RowStore.swift": "final class RowStore { func row() -> RowViewModel { RowViewModel() } }",
      "Sources/App/RowViewModel.swift": "final class RowViewModel: ObservableObject { @Published var title = \"\" }",
      "Sources/App/ObservingView.swift": observingView("RowViewModel"),
    ])
    #expect(index.isScreenViewModel("RowViewModel"))
  }

  @Test func aScreenMakingItWinsOverTheDataLayer() {
    let index = indexOf([
      "Sources/App/Cache.swift": "final class SearchCache { let model = SearchModel() }",
      "Sources/App/SearchModel.swift": "final class SearchModel: ObservableObject { @Published var query = \"\" }",
      "Sources/App/SearchView.swift": """
      struct SearchView: View {
        @StateObject private var model = SearchModel()
        var body: some View { Text("") }
      }
      """,
    ])
    #expect(index.isScreenViewModel("SearchModel"))
  }

  @Test func previewsAndTestsMakeObjectsWithoutOwningThem() {
    let index = indexOf([
      "Sources/App/FeedModel.swift": "final class FeedModel: ObservableObject { @Published var items: [String] = [] }",
      "Sources/App/ObservingView.swift": observingView("FeedModel") + """

        struct ObservingView_Previews: PreviewProvider {
          static var previews: some View { ObservingView(model: FeedModel()) }
        }
        """,
      "Tests/AppTests/FeedModelTests.swift": """
      final class FeedModelTests: XCTestCase { let cache = FeedCache() }
      final class FeedCache { let model = FeedModel() }
      """,
    ])
    #expect(index.ownership(of: "FeedModel") == .unknown)
    #expect(index.isScreenViewModel("FeedModel"))
  }

  @Test func aSessionBuiltOnTheBaseViewModelButSharedIsNotAViewModel() {
    let index = indexOf([
      "Sources/App/BaseViewModel.swift": "class BaseViewModel: ObservableObject { @Published var isLoading = false }",
      "Sources/App/SessionManager.swift": """
      final class SessionManager: BaseViewModel {
        static let shared = SessionManager()
      }
      """,
      "Sources/App/HomeViewModel.swift": "final class HomeViewModel: BaseViewModel {}",
      "Sources/App/ObservingView.swift": observingView("BaseViewModel"),
    ])
    #expect(index.roles(of: "SessionManager").contains(.appWideState))
    #expect(!index.roles(of: "SessionManager").contains(.viewModel))
    #expect(index.roles(of: "HomeViewModel").contains(.viewModel))
  }

  @Test func theEvidenceNamesTheOwner() {
    let index = indexOf([
      "Sources/App/ToastCenter.swift":
        "final class ToastCenter: ObservableObject { static let shared = ToastCenter() }",
      "Sources/App/ObservingView.swift": observingView("ToastCenter"),
    ])
    let evidence = index.roleEvidence(of: "ToastCenter")
    #expect(evidence.contains { $0.contains("shared app-wide through a static property of 'ToastCenter'") })
    #expect(evidence.contains { $0.contains("app-wide state") })
  }

  @Test func aViewOnlyPreviewsMakeIsPreviewCode() {
    let index = indexOf([
      "Sources/App/Helpers.swift": """
      struct PreviewHost: View { var body: some View { Text("") } }
      struct SwatchView: View { var body: some View { Text("") } }
      struct BadgeView: View { var body: some View { Text("") } }
      struct ProfileView: View { var body: some View { BadgeView() } }

      #Preview { PreviewHost() }
      #Preview { BadgeView() }
      struct Swatch_Previews: PreviewProvider {
        static var previews: some View { SwatchView() }
      }
      """
    ])
    #expect(index.isMadeOnlyByPreviews("PreviewHost"))
    #expect(index.isMadeOnlyByPreviews("SwatchView"))
    // Shown in a preview and made by a screen: shipped.
    #expect(!index.isMadeOnlyByPreviews("BadgeView"))
    // Nothing the index sees makes it: not known to be preview code.
    #expect(!index.isMadeOnlyByPreviews("ProfileView"))
  }
}
