/// Seeds 001 and 003: a `@MainActor @Observable final class` view model whose one `LoadingState` the view switches
/// over, an injected use-case protocol, and Swift Testing tests of success, failure and retry.
enum ObservableTemplates {
  /// The style's files; with `layers`, the use case, entity and repository go to the Domain and Data modules.
  static func all(layered: Bool) -> [Template] {
    SwiftUITemplateParts.files(
      layered: layered, useCasePath: "{{Name}}/UseCase/{{UseCase}}UseCase.swift",
      stubPath: "{{Name}}/Stub{{UseCase}}UseCase.swift", viewModel: viewModel, view: view, tests: tests)
  }

  static let viewModel = Template(
    role: "ViewModel.swift", path: "{{Name}}/ViewModel/{{Name}}ViewModel.swift", destination: .sources,
    text: """
      \(SwiftUITemplateParts.viewModelImports)

      /// {{Title}}'s state and actions: one `LoadingState` for the view to switch over, user actions named `on…`.
      @MainActor
      @Observable
      final class {{Name}}ViewModel {
        // MARK: State

        /// Every phase of the load, so the view renders idle, loading, content and failure from one value.
        private(set) var state: LoadingState<[{{Name}}Item]> = .idle

        // MARK: Dependencies

        private let {{useCase}}UseCase: any {{UseCase}}UseCaseProtocol

        // MARK: Initialization

        init({{useCase}}UseCase: any {{UseCase}}UseCaseProtocol) {
          self.{{useCase}}UseCase = {{useCase}}UseCase
        }

        // MARK: Lifecycle

        /// Loads the first time the screen appears; coming back to it keeps what is shown.
        func onAppear() async {
          guard case .idle = state else { return }
          await load()
        }

        // MARK: Actions

        func onTappedRetry() async {
          await load()
        }
      }

      // MARK: - Private Functions

      private extension {{Name}}ViewModel {
        func load() async {
          state = .loading
          do {
            state = .loaded(try await {{useCase}}UseCase.execute())
          } catch {
            // A cancellation (the screen went away) is not a failure to show.
            state = LoadingState(failure: error) ?? .idle
          }
        }
      }

      // MARK: - Mock

      #if DEBUG
        extension {{Name}}ViewModel {
          /// A view model frozen in `state`, for previews of every state of the screen.
          static func mock(_ state: LoadingState<[{{Name}}Item]>) -> {{Name}}ViewModel {
            let viewModel = {{Name}}ViewModel({{useCase}}UseCase: Mock{{UseCase}}UseCase())
            viewModel.state = state
            return viewModel
          }
        }

        /// A use case for previews; never called because mock view models start past `.idle`.
        private struct Mock{{UseCase}}UseCase: {{UseCase}}UseCaseProtocol {
          func execute() async throws -> [{{Name}}Item] {
            [{{Name}}Item(id: 1, title: "First")]
          }
        }
      #endif

      """)

  static let viewSummary = "{{Title}}: renders `viewModel.state` and forwards user actions; no logic of its own."

  static let view = Template(
    role: "View.swift", path: "{{Name}}/View/{{Name}}View.swift", destination: .sources,
    text: """
      \(SwiftUITemplateParts.viewOpening(summary: viewSummary))
          var body: some View {
            content
              .navigationTitle("{{Title}}")
              .task { await viewModel.onAppear() }
          }
        }

        // MARK: - Private Views

        private extension {{Name}}View {
          /// Every state of the load, from one value.
          @ViewBuilder
          var content: some View {
            switch viewModel.state {
            case .idle, .loading:
              ProgressView()
            case .loaded(let items):
              itemList(items)
            case .failed(let error):
              errorView(error)
            }
          }

          func itemList(_ items: [{{Name}}Item]) -> some View {
      \(SwiftUITemplateParts.itemList("items"))
          }

      \(SwiftUITemplateParts.errorView)
        }

        // MARK: - Previews

        #if DEBUG
          #Preview("Loaded") {
            NavigationStack {
              {{Name}}View(viewModel: .mock(.loaded([{{Name}}Item(id: 1, title: "First")])))
            }
          }

          #Preview("Loading") {
            NavigationStack {
              {{Name}}View(viewModel: .mock(.loading))
            }
          }

          #Preview("Error") {
            NavigationStack {
              {{Name}}View(viewModel: .mock(.failed(PresentableError(title: "Unavailable", message: "Try again later."))))
            }
          }

      \(SwiftUITemplateParts.appearancePreviews(".mock(.loaded([{{Name}}Item(id: 1, title: \"First\")]))"))
        #endif
      #endif

      """)

  static let tests = Template(
    role: "ViewModelTests.swift", path: "{{Name}}/{{Name}}ViewModelTests.swift", destination: .tests,
    text: """
      \(SwiftUITemplateParts.testsOpening)

        @Test func onAppearGoesFromIdleThroughLoadingToLoaded() async throws {
          useCase.items.enqueue(items)
          let viewModel = makeViewModel()
          let state = ObservationRecorder(viewModel, \\.state)

          await viewModel.onAppear()

          state.expectValues([.idle, .loading, .loaded(items)])
        }

        @Test func aFailureIsShownAndRetryLoadsAgain() async {
          useCase.items.enqueue(error: {{Name}}TestError.unavailable)
          let viewModel = makeViewModel()

          await viewModel.onAppear()
          #expect(viewModel.state.error != nil)

          useCase.items.enqueue(items)
          await viewModel.onTappedRetry()
          #expect(viewModel.state == .loaded(items))
          #expect(useCase.items.callCount == 2)
        }

        @Test func aCancellationIsNotShownAsAFailure() async {
          useCase.items.enqueue(error: CancellationError())
          let viewModel = makeViewModel()

          await viewModel.onAppear()

          #expect(viewModel.state == .idle)
        }

        @Test func appearingAgainKeepsTheLoadedItems() async {
          useCase.items.enqueue(items)
          let viewModel = makeViewModel()

          await viewModel.onAppear()
          await viewModel.onAppear()

          #expect(useCase.items.callCount == 1)
        }
      }

      private enum {{Name}}TestError: Error {
        case unavailable
      }

      """)
}
