/// `--template form`: fields validated as they are typed and submitted through a use case, with the submission's
/// loading and error shown (seed 003's `@Bindable` form on the runtime), in both SwiftUI styles. The `observable`
/// view model keeps the submission in a `LoadingState`; the `observable-object` one runs it through `BaseViewModel`,
/// whose error alert offers the retry.
enum FormTemplates {
  /// Seeds 001 and 003's folders, an `@Observable` view model with a `LoadingState` submission.
  static let observable = [
    Template(
      role: "UseCase.swift", path: "{{Name}}/UseCase/{{UseCase}}UseCase.swift", destination: .sources, text: useCase),
    Template(
      role: "ViewModel.swift", path: "{{Name}}/ViewModel/{{Name}}ViewModel.swift", destination: .sources,
      text: observableViewModel),
    Template(role: "View.swift", path: "{{Name}}/View/{{Name}}View.swift", destination: .sources, text: observableView),
    Template(role: "UseCaseStub.swift", path: "{{Name}}/Stub{{UseCase}}UseCase.swift", destination: .tests, text: stub),
    Template(
      role: "ViewModelTests.swift", path: "{{Name}}/{{Name}}ViewModelTests.swift", destination: .tests,
      text: observableTests),
  ]

  /// Seed 000's folders, a view model extending the runtime's `BaseViewModel`.
  static let observableObject = [
    Template(role: "UseCase.swift", path: "UseCases/{{UseCase}}UseCase.swift", destination: .sources, text: useCase),
    Template(
      role: "ViewModel.swift", path: "ViewModels/{{Name}}ViewModel.swift", destination: .sources,
      text: observableObjectViewModel),
    Template(
      role: "View.swift", path: "Views/{{Name}}/{{Name}}View.swift", destination: .sources, text: observableObjectView),
    Template(role: "UseCaseStub.swift", path: "Stub{{UseCase}}UseCase.swift", destination: .tests, text: stub),
    Template(
      role: "ViewModelTests.swift", path: "{{Name}}ViewModelTests.swift", destination: .tests,
      text: observableObjectTests),
  ]

  static let useCase = """
    /// What {{Title}} sends; replace the fields with the feature's own.
    struct {{Name}}Draft: Hashable, Sendable {
      var name = ""
      var email = ""
    }

    /// A field of the draft, for the problem shown under it.
    enum {{Name}}Field: Hashable, Sendable {
      case name
      case email
    }

    /// Sends what {{Title}} submits. View models call use cases, never repositories (seed 001); the protocol lets
    /// tests and previews script it.
    protocol {{UseCase}}UseCaseProtocol: Sendable {
      func execute(_ draft: {{Name}}Draft) async throws
    }

    /// The production use case: the sending goes in `execute(_:)`; the services it needs come from repository
    /// protocols passed to `init`.
    struct {{UseCase}}UseCase: {{UseCase}}UseCaseProtocol {
    {{#routeValues}}
      /// What the draft belongs to: the values of the route that opened {{Title}}.
      {{routeProperties}}

    {{/routeValues}}
      func execute(_ draft: {{Name}}Draft) async throws {}
    }

    """

  /// The validation both view models share: each field's problem, and whether the draft can be sent.
  static let validation = """
      // MARK: Validation

      /// What is wrong with each field, for the message under it; empty when the draft can be sent.
      var problems: [{{Name}}Field: String] {
        var problems: [{{Name}}Field: String] = [:]
        if draft.name.allSatisfy(\\.isWhitespace) {
          problems[.name] = "Enter a name."
        }
        if !draft.email.contains("@") {
          problems[.email] = "Enter an email address."
        }
        return problems
      }
    """

  static let observableViewModel = """
    \(SwiftUITemplateParts.viewModelImports)

    /// {{Title}}'s fields, their validation and the submission, one `LoadingState` the view shows sending, sent and
    /// failure from; user actions are named `on…`.
    @MainActor
    @Observable
    final class {{Name}}ViewModel {
      // MARK: State

      /// The fields as typed; the view binds to them.
      var draft = {{Name}}Draft()
      /// Idle until sent, loading while it is sent, then the draft that was sent or the error to show.
      private(set) var submission: LoadingState<{{Name}}Draft> = .idle

      // MARK: Dependencies

      private let {{useCase}}UseCase: any {{UseCase}}UseCaseProtocol

      // MARK: Initialization

      init({{useCase}}UseCase: any {{UseCase}}UseCaseProtocol) {
        self.{{useCase}}UseCase = {{useCase}}UseCase
      }

    \(validation)

      /// Whether Submit is enabled: every field is valid and nothing is being sent.
      var canSubmit: Bool {
        problems.isEmpty && !submission.isLoading
      }

      // MARK: Actions

      /// Sends the draft; a failure is shown and Submit sends it again.
      func onTappedSubmit() async {
        guard canSubmit else { return }
        submission = .loading
        do {
          try await {{useCase}}UseCase.execute(draft)
          submission = .loaded(draft)
        } catch {
          // A cancellation (the screen went away) is not a failure to show.
          submission = LoadingState(failure: error) ?? .idle
        }
      }
    }

    // MARK: - Mock

    #if DEBUG
      extension {{Name}}ViewModel {
        /// A view model with `draft` typed and its submission frozen in `submission`, for previews.
        static func mock(
          _ submission: LoadingState<{{Name}}Draft>, draft: {{Name}}Draft = {{Name}}Draft()
        ) -> {{Name}}ViewModel {
          let viewModel = {{Name}}ViewModel({{useCase}}UseCase: Mock{{UseCase}}UseCase())
          viewModel.draft = draft
          viewModel.submission = submission
          return viewModel
        }
      }

      /// A use case for previews, which sends nothing.
      private struct Mock{{UseCase}}UseCase: {{UseCase}}UseCaseProtocol {
        func execute(_ draft: {{Name}}Draft) async throws {}
      }
    #endif

    """

  static let observableObjectViewModel = """
    \(SwiftUITemplateParts.viewModelImports)

    /// {{Title}}'s fields, their validation and the submission; `BaseViewModel` tracks the sending and the error to
    /// show, with retry.
    @MainActor
    @Observable
    final class {{Name}}ViewModel: BaseViewModel {
      // MARK: State

      /// The fields as typed; the view binds to them.
      var draft = {{Name}}Draft()
      /// Whether the draft was sent.
      private(set) var isSent = false

      // MARK: Dependencies

      private let {{useCase}}UseCase: any {{UseCase}}UseCaseProtocol

      // MARK: Initialization

      init({{useCase}}UseCase: any {{UseCase}}UseCaseProtocol) {
        self.{{useCase}}UseCase = {{useCase}}UseCase
        super.init()
      }

    \(validation)

      /// Whether Submit is enabled: every field is valid and nothing is being sent.
      var canSubmit: Bool {
        problems.isEmpty && !isLoading
      }

      // MARK: Actions

      /// Sends the draft through `executeTask`, so a failure shows the error alert and its Retry sends it again.
      func onTappedSubmit() async {
        guard canSubmit else { return }
        await executeTask {
          try await self.{{useCase}}UseCase.execute(self.draft)
          self.isSent = true
        }
      }
    }

    """

  /// The fields with their problems, shared by both views; `submitSection` follows them.
  static let fields = """
        var form: some View {
          Form {
            Section {
              TextField("Name", text: $viewModel.draft.name)
              problem(for: .name)
              TextField("Email", text: $viewModel.draft.email)
              problem(for: .email)
            }
            submitSection
          }
        }

        /// The problem with `field`, once something is typed in it.
        @ViewBuilder
        func problem(for field: {{Name}}Field) -> some View {
          if let problem = viewModel.problems[field], isTyped(field) {
            Text(problem)
              .font(.footnote)
              .foregroundStyle(.red)
          }
        }

        func isTyped(_ field: {{Name}}Field) -> Bool {
          switch field {
          case .name: !viewModel.draft.name.isEmpty
          case .email: !viewModel.draft.email.isEmpty
          }
        }

        var submitButton: some View {
          Button("Submit") {
            Task { await viewModel.onTappedSubmit() }
          }
          .disabled(!viewModel.canSubmit)
        }
    """

  static let viewSummary =
    "{{Title}}: the fields with their problems, Submit, and the submission's progress and result."

  static let observableView = """
    \(SwiftUITemplateParts.viewOpening(summary: viewSummary, focusComment: nil))
        var body: some View {
          form
            .navigationTitle("{{Title}}")
        }
      }

      // MARK: - Private Views

      private extension {{Name}}View {
    \(fields)

        /// Submit, or what the submission is doing: sending, sent, or its error.
        @ViewBuilder
        var submitSection: some View {
          Section {
            switch viewModel.submission {
            case .idle:
              submitButton
            case .loading:
              ProgressView()
            case .loaded:
              Label("Sent", systemImage: "checkmark.circle")
            case .failed(let error):
              Text(error.message)
              submitButton
            }
          }
        }
      }

      // MARK: - Previews

      #if DEBUG
        #Preview("Loaded") {
          NavigationStack {
            {{Name}}View(viewModel: .mock(.loaded({{Name}}Draft(name: "Ada", email: "ada@example.com"))))
          }
        }

        #Preview("Loading") {
          NavigationStack {
            {{Name}}View(viewModel: .mock(.loading, draft: {{Name}}Draft(name: "Ada", email: "ada@example.com")))
          }
        }

        #Preview("Error") {
          NavigationStack {
            {{Name}}View(viewModel: .mock(.failed(PresentableError(title: "Not sent", message: "Try again later."))))
          }
        }

    \(SwiftUITemplateParts.appearancePreviews(".mock(.idle)"))
      #endif
    #endif

    """

  static let observableObjectView = """
    \(SwiftUITemplateParts.viewOpening(
      summary: viewSummary, ownership: ObservableObjectTemplates.viewOwnership, focusComment: nil))
        var body: some View {
          form
            .navigationTitle("{{Title}}")
            .errorAlert(for: viewModel)
        }
      }

      // MARK: - Private Views

      private extension {{Name}}View {
    \(fields)

        /// Submit, a spinner while it sends, or that it was sent; a failure shows `BaseViewModel`'s alert.
        @ViewBuilder
        var submitSection: some View {
          Section {
            if viewModel.isSent {
              Label("Sent", systemImage: "checkmark.circle")
            } else if viewModel.isLoading {
              ProgressView()
            } else {
              submitButton
            }
          }
        }
      }

      // MARK: - Previews

      #if DEBUG
        /// A use case for previews, which sends nothing.
        private struct Mock{{UseCase}}UseCase: {{UseCase}}UseCaseProtocol {
          func execute(_ draft: {{Name}}Draft) async throws {}
        }

        /// A view model with a valid draft in the state given, set as `BaseViewModel` allows previews to.
        @MainActor
        private func preview(isLoading: Bool = false, error: PresentableError? = nil) -> {{Name}}ViewModel {
          let viewModel = {{Name}}ViewModel({{useCase}}UseCase: Mock{{UseCase}}UseCase())
          viewModel.draft = {{Name}}Draft(name: "Ada", email: "ada@example.com")
          viewModel.isLoading = isLoading
          viewModel.error = error
          return viewModel
        }

        #Preview("Loaded") {
          NavigationStack {
            {{Name}}View(viewModel: preview())
          }
        }

        #Preview("Loading") {
          NavigationStack {
            {{Name}}View(viewModel: preview(isLoading: true))
          }
        }

        #Preview("Error") {
          NavigationStack {
            {{Name}}View(viewModel: preview(error: PresentableError(title: "Not sent", message: "Try again later.")))
          }
        }

    \(SwiftUITemplateParts.appearancePreviews("preview()"))
      #endif
    #endif

    """

  static let stub = """
    import ProsceniumTesting
    {{#separateDomain}}
    import {{DomainModule}}
    {{/separateDomain}}

    @testable import {{Module}}

    /// Scripted answers for the view model's use case: success, errors or suspensions; records each draft sent.
    final class Stub{{UseCase}}UseCase: {{UseCase}}UseCaseProtocol {
      let submissions: Stub<{{Name}}Draft, Void>

      @MainActor
      init() {
        submissions = Stub(label: "{{UseCase}}UseCase.execute")
      }

      func execute(_ draft: {{Name}}Draft) async throws {
        try await submissions.call(draft)
      }
    }

    """

  static let testsOpening = """
    import Proscenium
    import ProsceniumTesting
    import Testing
    {{#separateDomain}}
    import {{DomainModule}}
    {{/separateDomain}}

    @testable import {{Module}}

    @MainActor
    struct {{Name}}ViewModelTests {
      let useCase = Stub{{UseCase}}UseCase()
      let valid = {{Name}}Draft(name: "Ada", email: "ada@example.com")

      func makeViewModel() -> {{Name}}ViewModel {
        {{Name}}ViewModel({{useCase}}UseCase: useCase)
      }

      @Test func anInvalidDraftHasProblemsAndIsNotSent() async {
        let viewModel = makeViewModel()
        viewModel.draft = {{Name}}Draft(name: " ", email: "ada")

        await viewModel.onTappedSubmit()

        #expect(Set(viewModel.problems.keys) == [.email, .name])
        #expect(viewModel.canSubmit == false)
        #expect(useCase.submissions.callCount == 0)
      }
    """

  static let observableTests = """
    \(testsOpening)

      @Test func aValidDraftIsSentWhileShowingLoading() async {
        useCase.submissions.enqueue(())
        let viewModel = makeViewModel()
        viewModel.draft = valid
        let submission = ObservationRecorder(viewModel, \\.submission)

        await viewModel.onTappedSubmit()

        submission.expectValues([.idle, .loading, .loaded(valid)])
        #expect(useCase.submissions.inputs == [valid])
      }

      @Test func aFailureIsShownAndSubmittingAgainSendsAgain() async {
        useCase.submissions.enqueue(error: PresentableError(title: "Not sent", message: "Try again."))
        useCase.submissions.enqueue(())
        let viewModel = makeViewModel()
        viewModel.draft = valid

        await viewModel.onTappedSubmit()
        #expect(viewModel.submission.error?.title == "Not sent")
        #expect(viewModel.canSubmit)

        await viewModel.onTappedSubmit()
        #expect(viewModel.submission == .loaded(valid))
        #expect(useCase.submissions.callCount == 2)
      }

      @Test func aCancellationIsNotShownAsAFailure() async {
        useCase.submissions.enqueue(error: CancellationError())
        let viewModel = makeViewModel()
        viewModel.draft = valid

        await viewModel.onTappedSubmit()

        #expect(viewModel.submission == .idle)
      }
    }

    """

  static let observableObjectTests = """
    \(testsOpening)

      @Test func aValidDraftIsSentWhileShowingLoading() async {
        useCase.submissions.enqueue(())
        let viewModel = makeViewModel()
        viewModel.draft = valid
        let loading = ObservationRecorder(viewModel, \\.isLoading)

        await viewModel.onTappedSubmit()

        loading.expectValues([false, true, false])
        #expect(viewModel.isSent)
        #expect(useCase.submissions.inputs == [valid])
      }

      @Test func aFailureShowsARetryableAlertAndRetrySendsAgain() async {
        useCase.submissions.enqueue(error: PresentableError(title: "Not sent", message: "Try again.", isRetryable: true))
        useCase.submissions.enqueue(())
        let viewModel = makeViewModel()
        viewModel.draft = valid

        await viewModel.onTappedSubmit()
        #expect(viewModel.showError)
        #expect(viewModel.isSent == false)

        await viewModel.retry()?.value
        #expect(viewModel.error == nil)
        #expect(viewModel.isSent)
        #expect(useCase.submissions.callCount == 2)
      }

      @Test func aCancellationShowsNoError() async {
        useCase.submissions.enqueue(error: CancellationError())
        let viewModel = makeViewModel()
        viewModel.draft = valid

        await viewModel.onTappedSubmit()

        #expect(viewModel.error == nil)
        #expect(viewModel.isSent == false)
      }
    }

    """
}
