import ProsceniumCheck
import ProsceniumRules
import Testing

/// Cases that matter for precision but would clutter the rules' documented examples: isolation
/// and subclasses declared in other files, tests, previews and composition code.
@Suite struct ViewModelRuleEdgeCaseTests {
  /// The lines of `rule`'s findings in the first file, checked together with the others.
  static func lines(_ id: String, _ files: [(String, String)], options: String? = nil) throws -> [Int] {
    let type = try #require(RuleRegistry.catalog.rule(id: id))
    let rule = try type.configured(options: options.map { try JSONParser.parse($0) })
    let inputs = files.map { InMemoryChecker.File(path: $0.0, source: $0.1) }
    return InMemoryChecker.check(inputs, rules: [rule]).findings.filter { $0.path == files[0].0 }.map(\.start.line)
  }

  @Test func mainActorIsInheritedFromAnIsolatedProtocol() throws {
    let files = [
      ("Sources/App/ArticleViewModel.swift", "final class ArticleViewModel: ScreenModel {}"),
      ("Sources/App/ScreenModel.swift", "@MainActor protocol ScreenModel: AnyObject {}"),
    ]
    #expect(try Self.lines("view_model_main_actor", files).isEmpty)
  }

  @Test func mainActorAdviceFollowsTheDeploymentTarget() throws {
    let code = """
      final class DiaryViewModel: ObservableObject {
        @Published var entries: [String] = []
      }

      @available(iOS 13, *)
      final class StatsViewModel: ObservableObject {
        @Published var total = 0
      }
      """
    let iOS12 = ProjectSettings(deploymentTargets: [.iOS: OSVersion(12, 4)])
    #expect(try CatalogSnippet.lines("view_model_main_actor", code, settings: iOS12) == [6])
    #expect(try CatalogSnippet.lines("view_model_main_actor", code) == [1, 6], "no known target: advise")
  }

  @Test func workInInitFollowsTheOwnMethodsItCalls() throws {
    let code = """
      final class InboxViewModel: ObservableObject {
        @Published var messages: [String] = []
        init(store: Store) {
          self.store = store
          reloadFromStore()
          refreshBadge()
          loadRemote()
          fetchInherited()
        }
      }

      extension InboxViewModel {
        func reloadFromStore() { messages = store.messages.map { $0.title } }
        func refreshBadge() { DispatchQueue.main.async { self.badge = 1 } }
        func loadRemote() { reloadFromStore(); syncNow() }
        func syncNow() { api.requestSync() }
      }
      """
    #expect(try CatalogSnippet.lines("no_work_in_init", code) == [6, 7, 8])
  }

  @Test func mainActorOnAnExtensionDoesNotIsolateTheClass() throws {
    let files = [
      (
        "Sources/App/ArticleViewModel.swift",
        """
        final class ArticleViewModel: ObservableObject {}

        @MainActor
        extension ArticleViewModel {
          func onAppear() {}
        }
        """
      )
    ]
    #expect(try Self.lines("view_model_main_actor", files) == [1])
  }

  @Test func finalIsNotAskedOfClassesSubclassedByTests() throws {
    let files = [
      ("Sources/App/FeedViewModel.swift", "@MainActor class FeedViewModel: ObservableObject {}"),
      ("Tests/AppTests/FeedViewModelTests.swift", "final class FeedViewModelSpy: FeedViewModel {}"),
    ]
    #expect(try Self.lines("view_model_final", files).isEmpty)
  }

  @Test func injectionAllowsConstructionInInitialisersButNotInTasks() throws {
    let files = [
      (
        "Sources/App/FeedViewModel.swift",
        """
        @MainActor
        final class FeedViewModel: ObservableObject {
          private let service: FeedServiceProtocol

          init(service: FeedServiceProtocol? = nil) {
            self.service = service ?? FeedService()
          }

          func onAppear() {
            Task {
              let items = try await FeedService().fetch()
            }
          }
        }
        """
      ),
      ("Sources/App/FeedService.swift", "final class FeedService: FeedServiceProtocol {}"),
    ]
    #expect(try Self.lines("view_model_injected_dependencies", files) == [11])
  }

  @Test func printIsAllowedInPreviewProvidersAndReportedInViewControllers() throws {
    let files = [
      (
        "Sources/App/ProfileViewController.swift",
        """
        final class ProfileViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            print("loaded")
          }
        }

        struct ProfileView_Previews: PreviewProvider {
          static var previews: some View {
            let _ = print("preview")
            ProfileView()
          }
        }
        """
      )
    ]
    #expect(try Self.lines("no_print", files) == [4])
  }

  @Test func actionNamingIgnoresMethodReferences() throws {
    let files = [
      (
        "Sources/App/FeedView.swift",
        """
        struct FeedView: View {
          @State private var viewModel = FeedViewModel()

          var body: some View {
            Button("Reload", action: viewModel.reload)
          }
        }

        @MainActor @Observable final class FeedViewModel {}
        """
      )
    ]
    #expect(try Self.lines("view_model_action_naming", files).isEmpty)
  }

  @Test func errorStateIsFoundThroughABaseClassInAnotherFile() throws {
    let view = """
      struct OrdersView: View {
        @StateObject private var viewModel = OrdersViewModel()

        var body: some View {
          List(viewModel.orders) { Text($0.title) }
            .task { await viewModel.onAppear() }
        }
      }
      """
    let files = [
      ("Sources/App/OrdersView.swift", view),
      ("Sources/App/OrdersViewModel.swift", "@MainActor final class OrdersViewModel: ScreenViewModel {}"),
      (
        "Sources/App/ScreenViewModel.swift",
        """
        @MainActor
        class ScreenViewModel: ObservableObject {
          @Published var failure: OrdersError?
          @Published var phase: LoadingState<Void> = .idle
        }
        """
      ),
    ]
    #expect(try Self.lines("error_state_presented", files) == [2])
    #expect(try Self.lines("loading_state_presented", files) == [2])
    let presenting = view.replacingOccurrences(
      of: ".task", with: ".overlay { if case .loading = viewModel.phase { ProgressView() } }\n      .task")
    var presented = files
    presented[0].1 = presenting
    #expect(try Self.lines("loading_state_presented", presented).isEmpty)
  }

  @Test func stateRulesStayQuietWithoutKnownState() throws {
    let files = [
      (
        "Sources/App/OrdersView.swift",
        """
        struct OrdersView: View {
          @StateObject private var viewModel = OrdersViewModel()

          var body: some View {
            List(viewModel.orders) { Text($0.title) }
              .task { await viewModel.onAppear() }
          }
        }
        """
      ),
      ("Sources/App/OrdersViewModel.swift", "@MainActor final class OrdersViewModel: ObservableObject {}"),
    ]
    #expect(try Self.lines("error_state_presented", files).isEmpty)
    #expect(try Self.lines("loading_state_presented", files).isEmpty)
  }

  @Test func privateSetLeavesPropertiesAssignedFromOtherInstancesAlone() throws {
    let files = [
      (
        "Sources/App/CartViewModel.swift",
        """
        @MainActor
        @Observable
        final class CartViewModel {
          var results: [Item] = []

          func onTappedClear() { results = [] }

          func merge(into other: CartViewModel) { other.results += results }
        }
        """
      )
    ]
    #expect(try Self.lines("view_model_private_set", files).isEmpty)
  }

  @Test func privateSetCountsWeakSelfWritesAsTheViewModelsOwn() throws {
    let files = [
      (
        "Sources/App/MovieDetailsViewModel.swift",
        """
        @MainActor
        final class MovieDetailsViewModel: ObservableObject {
          @Published var errorMessage: String?
          @Published var isLoading = false

          func start() {
            useCase.call(movieId: movieId)
              .sink { [weak self] completion in
                self?.isLoading = false
                if case let .failure(error) = completion { self?.errorMessage = error.localizedDescription }
              } receiveValue: { _ in }
              .store(in: &cancellables)
          }
        }
        """
      )
    ]
    #expect(try Self.lines("view_model_private_set", files) == [3, 4])
  }
}
