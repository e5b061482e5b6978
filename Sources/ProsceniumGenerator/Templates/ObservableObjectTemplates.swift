/// Seed 000 on the runtime: a view model extending `BaseViewModel` (which tracks loading and a presentable error), a
/// view showing a spinner and the error alert, and tests of success, failure and retry.
///
/// The runtime's `BaseViewModel` is `@Observable`, so the view owns its model with `@State`; `@StateObject` takes an
/// `ObservableObject` and would not compile against it.
enum ObservableObjectTemplates {
  /// The style's files; with `layers`, the use case, entity and repository go to the Domain and Data modules.
  static func all(layered: Bool) -> [Template] {
    SwiftUITemplateParts.files(
      layered: layered, useCasePath: "UseCases/{{UseCase}}UseCase.swift", stubPath: "Stub{{UseCase}}UseCase.swift",
      viewModel: viewModel, view: view, tests: tests)
  }

  static let viewModel = Template(
    role: "ViewModel.swift", path: "ViewModels/{{Name}}ViewModel.swift", destination: .sources,
    text: """
      \(SwiftUITemplateParts.viewModelImports)

      /// {{Title}}'s state and actions; `BaseViewModel` tracks loading and the error to show, with retry.
      @MainActor
      @Observable
      final class {{Name}}ViewModel: BaseViewModel {
        // MARK: State

        private(set) var items: [{{Name}}Item] = []

        // MARK: Dependencies

        private let {{useCase}}UseCase: any {{UseCase}}UseCaseProtocol

        // MARK: Initialization

        init({{useCase}}UseCase: any {{UseCase}}UseCaseProtocol) {
          self.{{useCase}}UseCase = {{useCase}}UseCase
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
            self.items = try await self.{{useCase}}UseCase.execute()
          }
        }
      }

      """)

  static let viewSummary =
    "{{Title}}: a list with a spinner while it loads and `BaseViewModel`'s error alert when it fails."
  static let viewOwnership =
    "Owned with `@State`: `BaseViewModel` is `@Observable`, and `@State` keeps one instance for the view's life."

  static let view = Template(
    role: "View.swift", path: "Views/{{Name}}/{{Name}}View.swift", destination: .sources,
    text: """
      \(SwiftUITemplateParts.viewOpening(summary: viewSummary, ownership: viewOwnership))
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
      \(SwiftUITemplateParts.itemList("viewModel.items"))
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
          private struct Mock{{UseCase}}UseCase: {{UseCase}}UseCaseProtocol {
            var failure: PresentableError?
            var delay: Duration = .zero

            func execute() async throws -> [{{Name}}Item] {
              try await Task.sleep(for: delay)
              if let failure { throw failure }
              return [{{Name}}Item(id: 1, title: "First"), {{Name}}Item(id: 2, title: "Second")]
            }
          }

      \(SwiftUITemplateParts.statePreviews)

      \(SwiftUITemplateParts.appearancePreviews("{{Name}}ViewModel({{useCase}}UseCase: Mock{{UseCase}}UseCase())"))
        #endif
      #endif

      """)

  static let tests = Template(
    role: "ViewModelTests.swift", path: "{{Name}}ViewModelTests.swift", destination: .tests,
    text: """
      \(SwiftUITemplateParts.testsOpening)

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
