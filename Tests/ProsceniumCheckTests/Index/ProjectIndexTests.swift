import Testing

@testable import ProsceniumCheck

@Suite struct ProjectIndexTests {
  func index(_ files: [String: String]) -> ProjectIndex { indexOf(files) }

  @Test func aViewThroughAProtocolRefiningView() {
    let index = index([
      "Sources/App/Card.swift": "protocol CardView: SwiftUI.View {}\nprotocol FancyCard: CardView {}\n",
      "Sources/App/Home.swift": "struct Home: FancyCard { var body: some View { Text(\"\") } }\n",
    ])
    #expect(index.roles(of: "Home").contains(.view))
    #expect(index.supertypes(of: "Home") == ["FancyCard", "CardView", "View"])
    #expect(!index.roles(of: "CardView").contains(.view), "a protocol is not itself a view")
    #expect(index.inherits("Home", from: "View"))
    #expect(index.hasSubtypes("CardView"))
    #expect(!index.hasSubtypes("Home"))
  }

  @Test func aConformanceAddedInAnExtensionInAnotherFile() {
    let index = index([
      "Sources/App/Home.swift": "struct Home { }\n",
      "Sources/App/Home+View.swift": "extension Home: View { var body: some View { EmptyView() } }\n",
    ])
    #expect(index.roles(of: "Home").contains(.view))
    #expect(index.types(named: "Home").map(\.kind) == [.struct])
    #expect(index.declarations["Home"]?.count == 2)
  }

  @Test func anObservableObjectOwnedByAViewIsAViewModel() {
    let index = index([
      "Sources/App/HomeStore.swift":
        "final class HomeStore: ObservableObject {}\nfinal class Cache: ObservableObject {}\n",
      "Sources/App/ProfileState.swift": "@Observable final class ProfileState {}\n",
      "Sources/App/Screens.swift": """
      struct HomeScreen: View {
        @StateObject private var store = HomeStore()
        @Environment(Settings.self) private var settings: Settings
        var body: some View { Text("") }
      }
      struct ProfileScreen: View {
        let state: ProfileState
        var body: some View { Text("") }
      }
      """,
      "Sources/App/Settings.swift": "@Observable final class Settings {}\n",
    ])
    #expect(index.roles(of: "HomeStore").contains(.viewModel))
    #expect(index.roles(of: "ProfileState").contains(.viewModel))
    #expect(!index.roles(of: "Cache").contains(.viewModel), "no view owns it")
    #expect(!index.roles(of: "Settings").contains(.viewModel), "environment objects are shared state, not view models")
  }

  @Test func aViewModelOwnedByAViewControllerThroughItsInitializer() {
    let index = index([
      "Sources/App/Feed.swift": """
      final class FeedState: ObservableObject {}
      final class FeedViewController: UIViewController {
        init(state: FeedState) { super.init(nibName: nil, bundle: nil) }
      }
      """
    ])
    #expect(index.roles(of: "FeedState").contains(.viewModel))
    #expect(index.roles(of: "FeedViewController").contains(.viewController))
  }

  @Test func subclassesOfAViewModelBaseAreViewModels() {
    let index = index([
      "Sources/App/Base.swift": "class BaseViewModel<State>: ObservableObject {}\n",
      "Sources/App/Home.swift": "final class HomeModel: BaseViewModel<HomeState> {}\nclass Deeper: HomeModel {}\n",
      "Sources/App/Plain.swift": "struct HomeState {}\n",
    ])
    #expect(index.roles(of: "BaseViewModel").contains(.viewModel))
    #expect(index.roles(of: "HomeModel").contains(.viewModel))
    #expect(index.roles(of: "Deeper").contains(.viewModel))
    #expect(!index.roles(of: "HomeState").contains(.viewModel))
  }

  @Test func presentersByNameAndByProtocol() {
    let index = index([
      "Sources/App/Login.swift": """
      protocol LoginPresenterProtocol: AnyObject {}
      final class LoginLogic: LoginPresenterProtocol {}
      final class SignupPresenter { weak var view: SignupViewProtocol? }
      final class DatePresenter { func text(for date: Date) -> String { "" } }
      struct PresenterLooking {}
      """
    ])
    #expect(index.roles(of: "LoginLogic").contains(.presenter))
    #expect(index.roles(of: "SignupPresenter").contains(.presenter))
    // A name alone is not enough: a formatter called '…Presenter' owns no view.
    #expect(!index.roles(of: "DatePresenter").contains(.presenter))
    #expect(!index.roles(of: "LoginPresenterProtocol").contains(.presenter))
    #expect(index.roles(of: "PresenterLooking").isEmpty)
  }

  @Test func viewControllersThroughASubclassChain() {
    let index = index([
      "Sources/App/A.swift": "class BaseController: UITableViewController {}\n",
      "Sources/App/B.swift": "class ListController: BaseController {}\n",
      "Sources/App/C.swift": "final class SettingsScreen: ListController {}\nfinal class Badge: UILabel {}\n",
    ])
    #expect(index.roles(of: "SettingsScreen").contains(.viewController))
    #expect(index.roles(of: "SettingsScreen").roles == [.viewController])
    #expect(index.roles(of: "Badge").roles == [.uiView])
  }

  @Test func dependenciesByNameAndConformance() {
    let index = index([
      "Sources/Domain/UseCases.swift": """
      protocol FetchFeedUseCaseProtocol { func callAsFunction() async throws -> [Item] }
      struct FetchFeed: FetchFeedUseCaseProtocol {}
      final class LoadProfileInteractor {}
      protocol FeedRepository {}
      final class RemoteFeedStore: FeedRepository {}
      final class AnalyticsService {}
      final class StubAnalytics: AnalyticsServiceType {}
      final class LiveHTTPClient {}
      final class AppCoordinator {}
      """
    ])
    #expect(index.roles(of: "FetchFeed").contains(.useCase))
    #expect(index.roles(of: "FetchFeedUseCaseProtocol").contains(.useCase))
    #expect(index.roles(of: "LoadProfileInteractor").contains(.useCase))
    #expect(index.roles(of: "RemoteFeedStore").contains(.repository))
    #expect(index.roles(of: "AnalyticsService").contains(.service))
    #expect(index.roles(of: "StubAnalytics").contains(.service))
    #expect(index.roles(of: "LiveHTTPClient").contains(.service))
    #expect(index.roles(of: "AppCoordinator").contains(.coordinator))
  }

  @Test func undeclaredTypesGetTheRolesTheirNamesImply() {
    let index = index([:])
    #expect(index.roles(of: "UserRepository") == .repository)
    #expect(index.roles(of: "HomeViewModel").isEmpty, "an unknown type might be a struct")
  }

  @Test func appsScenesAndModifiers() {
    let index = index([
      "Sources/App/App.swift": """
      @main struct ShopApp: App { var body: some Scene { WindowGroup { Text("") } } }
      struct Card: ViewModifier {}
      struct Window: Scene {}
      """
    ])
    #expect(index.roles(of: "ShopApp") == .app)
    #expect(index.roles(of: "Card") == .viewModifier)
    #expect(index.roles(of: "Window") == .scene)
  }

  @Test func factsRecordImportsAttributesAndTestMentions() {
    let index = index([
      "Sources/App/Home.swift":
        "import SwiftUI\nimport struct Foundation.URL\n@MainActor final class HomeViewModel {}\n",
      "Tests/AppTests/HomeTests.swift":
        "import Testing\n@testable import App\nstruct HomeTests { let model = HomeViewModel() }\n",
    ])
    let home = index.files["Sources/App/Home.swift"]
    #expect(home?.imports == ["SwiftUI", "Foundation"])
    #expect(home?.types.first?.attributes == ["MainActor"])
    #expect(home?.types.first?.modifiers == ["final"])
    #expect(index.testFiles(mentioning: "HomeViewModel") == ["Tests/AppTests/HomeTests.swift"])
    #expect(index.files["Tests/AppTests/HomeTests.swift"]?.isTestFile == true)
  }

  @Test func aSuiteNamedForATypeMentionsIt() {
    let index = index([
      "Sources/App/NearbyStopsViewModel.swift": "final class NearbyStopsViewModel {}\n",
      "Tests/AppTests/NearbyStopsViewModelTests.swift":
        "import Testing\n@Suite final class NearbyStopsViewModelTests { let model = makeModel() }\n",
      "Tests/AppTests/MapSpec.swift": "final class MapSpec: QuickSpec {}\n",
    ])
    #expect(index.testFiles(mentioning: "NearbyStopsViewModel") == ["Tests/AppTests/NearbyStopsViewModelTests.swift"])
    #expect(index.testFiles(mentioning: "Map") == ["Tests/AppTests/MapSpec.swift"])
  }

  @Test func inheritanceCyclesEnd() {
    let index = index(["Sources/App/Cycle.swift": "protocol A: B {}\nprotocol B: A {}\nstruct S: A {}\n"])
    #expect(index.supertypes(of: "S") == ["A", "B"])
  }
}
