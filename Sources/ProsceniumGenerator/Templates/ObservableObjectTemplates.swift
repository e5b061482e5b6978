/// Seed 000 on the runtime: a view model extending `BaseViewModel` (which tracks loading and a presentable error), a
/// view showing a spinner and the error alert, and tests of success, failure and retry.
///
/// The runtime's `BaseViewModel` is `@Observable`, so the view owns its model with `@State`; `@StateObject` takes an
/// `ObservableObject` and would not compile against it.
enum ObservableObjectTemplates {
  static let all = [useCase, viewModel, view, tests]

  static let useCase = Template(
    role: "UseCase.swift", path: "UseCases/Load{{Name}}UseCase.swift", destination: .sources,
    text: """
      /// One row of {{Title}}; replace it with the feature's domain entity.
      struct {{Name}}Item: Identifiable, Hashable, Sendable {
        let id: Int
        var title: String
      }

      /// Loads what {{Title}} shows, injected into the view model as a protocol so tests can script it.
      protocol Load{{Name}}UseCaseProtocol: Sendable {
        func execute() async throws -> [{{Name}}Item]
      }

      """)

  static let viewModel = Template(
    role: "ViewModel.swift", path: "ViewModels/{{Name}}ViewModel.swift", destination: .sources,
    text: """
      import Observation
      import Proscenium

      /// {{Title}}'s state and actions; `BaseViewModel` tracks loading and the error to show, with retry.
      @MainActor
      @Observable
      final class {{Name}}ViewModel: BaseViewModel {
        // MARK: State

        private(set) var items: [{{Name}}Item] = []

        // MARK: Dependencies

        private let load{{Name}}UseCase: any Load{{Name}}UseCaseProtocol

        // MARK: Initialization

        init(load{{Name}}UseCase: any Load{{Name}}UseCaseProtocol) {
          self.load{{Name}}UseCase = load{{Name}}UseCase
          super.init()
        }

        // MARK: Lifecycle

        /// Loads the first time the screen appears; coming back to it keeps what is shown.
        func onAppear() async {
          guard items.isEmpty else { return }
          await loadItems()
        }

        // MARK: Actions

        /// Reloads, keeping the rows on screen until the new ones arrive.
        func onPulledToRefresh() async {
          await loadItems()
        }
      }

      // MARK: - Private Functions

      private extension {{Name}}ViewModel {
        /// Runs through `executeTask`, so a failure shows the error alert and its Retry runs this again.
        func loadItems() async {
          await executeTask {
            self.items = try await self.load{{Name}}UseCase.execute()
          }
        }
      }

      """)

  static let view = Template(
    role: "View.swift", path: "Views/{{Name}}/{{Name}}View.swift", destination: .sources,
    text: """
      #if canImport(SwiftUI)
        import Proscenium
        import SwiftUI

        /// {{Title}}: a list with a spinner while it loads and `BaseViewModel`'s error alert when it fails.
        struct {{Name}}View: View {
          // MARK: Internal Properties

          /// Owned with `@State`: `BaseViewModel` is `@Observable`, and `@State` keeps one instance for the view's life.
          @State private var viewModel: {{Name}}ViewModel

          // MARK: Initialization

          init(viewModel: {{Name}}ViewModel) {
            _viewModel = State(initialValue: viewModel)
          }

          // MARK: View

          var body: some View {
            itemList
              .overlay { loadingIndicator }
              .navigationTitle("{{Title}}")
              .refreshable { await viewModel.onPulledToRefresh() }
              .task { await viewModel.onAppear() }
              .errorAlert(for: viewModel)
          }
        }

        // MARK: - Private Views

        private extension {{Name}}View {
          var itemList: some View {
      {{#tvOS}}
            #if os(tvOS)
              // tvOS: a grid of focusable cards, read from across the room and moved through with the remote.
              ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 360), spacing: 48)], spacing: 48) {
                  ForEach(viewModel.items) { item in
                    Text(item.title)
                      .font(.headline)
                      .frame(maxWidth: .infinity, minHeight: 160)
                      .focusable()
                  }
                }
                .padding(64)
              }
              .focusSection()
            #else
              List(viewModel.items) { item in
                Text(item.title)
              }
            #endif
      {{/tvOS}}
      {{^tvOS}}
            List(viewModel.items) { item in
              Text(item.title)
            }
      {{/tvOS}}
          }

          /// A spinner over an empty list; a refresh keeps the rows and shows the system's indicator instead.
          @ViewBuilder
          var loadingIndicator: some View {
            if viewModel.isLoading && viewModel.items.isEmpty {
              ProgressView()
            }
          }
        }

        // MARK: - Previews

        #if DEBUG
          /// Answers as told: items, a failure, or a wait long enough to show the loading state.
          private struct MockLoad{{Name}}UseCase: Load{{Name}}UseCaseProtocol {
            var failure: PresentableError?
            var delay: Duration = .zero

            func execute() async throws -> [{{Name}}Item] {
              try await Task.sleep(for: delay)
              if let failure { throw failure }
              return [{{Name}}Item(id: 1, title: "First"), {{Name}}Item(id: 2, title: "Second")]
            }
          }

          #Preview("Loaded") {
            NavigationStack {
              {{Name}}View(viewModel: {{Name}}ViewModel(load{{Name}}UseCase: MockLoad{{Name}}UseCase()))
            }
          }

          #Preview("Loading") {
            NavigationStack {
              {{Name}}View(viewModel: {{Name}}ViewModel(load{{Name}}UseCase: MockLoad{{Name}}UseCase(delay: .seconds(3600))))
            }
          }

          #Preview("Error") {
            NavigationStack {
              {{Name}}View(
                viewModel: {{Name}}ViewModel(
                  load{{Name}}UseCase: MockLoad{{Name}}UseCase(
                    failure: PresentableError(title: "Unavailable", message: "Try again later.", isRetryable: true))))
            }
          }

          #Preview("Dark Mode") {
            NavigationStack {
              {{Name}}View(viewModel: {{Name}}ViewModel(load{{Name}}UseCase: MockLoad{{Name}}UseCase()))
            }
            .preferredColorScheme(.dark)
          }

          #Preview("Large Text") {
            NavigationStack {
              {{Name}}View(viewModel: {{Name}}ViewModel(load{{Name}}UseCase: MockLoad{{Name}}UseCase()))
            }
            .dynamicTypeSize(.accessibility3)
          }
        #endif
      #endif

      """)

  static let tests = Template(
    role: "ViewModelTests.swift", path: "{{Name}}ViewModelTests.swift", destination: .tests,
    text: """
      import Proscenium
      import ProsceniumTesting
      import Testing

      @testable import {{Module}}

      /// Scripted answers for the view model's use case: values, errors or suspensions to resume later.
      final class StubLoad{{Name}}UseCase: Load{{Name}}UseCaseProtocol {
        let items: Stub<Void, [{{Name}}Item]>

        @MainActor
        init() {
          items = Stub(label: "Load{{Name}}UseCase.execute")
        }

        func execute() async throws -> [{{Name}}Item] {
          try await items.call()
        }
      }

      @MainActor
      struct {{Name}}ViewModelTests {
        let useCase = StubLoad{{Name}}UseCase()
        let items = [{{Name}}Item(id: 1, title: "First"), {{Name}}Item(id: 2, title: "Second")]

        func makeViewModel() -> {{Name}}ViewModel {
          {{Name}}ViewModel(load{{Name}}UseCase: useCase)
        }

        @Test func onAppearLoadsTheItemsWhileShowingLoading() async throws {
          useCase.items.enqueue(items)
          let viewModel = makeViewModel()
          let loading = ObservationRecorder(viewModel, \\.isLoading)

          await viewModel.onAppear()

          loading.expectValues([false, true, false])
          #expect(viewModel.items == items)
          #expect(viewModel.error == nil)
        }

        @Test func aFailureShowsARetryableAlertAndRetryLoadsAgain() async {
          useCase.items.enqueue(error: PresentableError(title: "Unavailable", message: "Try again.", isRetryable: true))
          let viewModel = makeViewModel()

          await viewModel.onAppear()
          #expect(viewModel.showError)
          #expect(viewModel.error?.title == "Unavailable")
          #expect(viewModel.canRetry)

          useCase.items.enqueue(items)
          await viewModel.retry()?.value

          #expect(viewModel.error == nil)
          #expect(viewModel.items == items)
        }

        @Test func aCancellationShowsNoError() async {
          useCase.items.enqueue(error: CancellationError())
          let viewModel = makeViewModel()

          await viewModel.onAppear()

          #expect(viewModel.error == nil)
          #expect(viewModel.isLoading == false)
        }

        @Test func pullingToRefreshLoadsAgainAfterTheFirstLoad() async {
          useCase.items.enqueue(items)
          useCase.items.enqueue([{{Name}}Item(id: 3, title: "Third")])
          let viewModel = makeViewModel()

          await viewModel.onAppear()
          await viewModel.onAppear()
          await viewModel.onPulledToRefresh()

          #expect(useCase.items.callCount == 2)
          #expect(viewModel.items == [{{Name}}Item(id: 3, title: "Third")])
        }
      }

      """)
}
