/// The texts both SwiftUI styles (`observable` and `observable-object`) write the same way: the feature's use case,
/// its test double, the opening of the view model tests, and the tvOS grid. Kept once so the styles cannot drift
/// apart where they mean the same thing.
enum SwiftUITemplateParts {
  /// A style's files in order: its use case (with `layered`, seed 002's Domain and Data files instead), view model,
  /// view, the use case's test double, and the tests.
  static func files(
    layered: Bool, useCasePath: String, stubPath: String, viewModel: Template, view: Template, tests: Template
  ) -> [Template] {
    let useCases = layered ? LayeredTemplates.all : [useCase(path: useCasePath)]
    return useCases + [viewModel, view, useCaseStub(path: stubPath), tests]
  }

  /// The imports of a view model: Observation, the runtime, and Domain when it is another module.
  static let viewModelImports = """
    import Observation
    import Proscenium
    {{#separateDomain}}
    import {{DomainModule}}
    {{/separateDomain}}
    """

  /// The item, the use-case protocol the view model is injected with, and its production implementation, in the
  /// feature's own module (without `--layers`).
  static func useCase(path: String) -> Template {
    Template(
      role: "UseCase.swift", path: path, destination: .sources,
      text: """
        /// One row of {{Title}}; replace it with the feature's domain entity.
        struct {{Name}}Item: Identifiable, Hashable, Sendable {
          let id: Int
          var title: String
        }

        /// Loads what {{Title}} shows. View models call use cases, never repositories (seed 001); the protocol lets
        /// tests and previews script it.
        protocol {{UseCase}}UseCaseProtocol: Sendable {
          func execute() async throws -> [{{Name}}Item]
        }

        /// The production use case: the rule goes in `execute()`; the data it needs comes from repository protocols
        /// passed to `init`.
        struct {{UseCase}}UseCase: {{UseCase}}UseCaseProtocol {
        {{#routeValues}}
          /// What to load: the values of the route that opened {{Title}}.
          {{routeProperties}}

        {{/routeValues}}
          func execute() async throws -> [{{Name}}Item] {
            []
          }
        }

        """)
  }

  /// The use case's test double, in a file of its own so every test of the feature can script it.
  static func useCaseStub(path: String) -> Template {
    Template(
      role: "UseCaseStub.swift", path: path, destination: .tests,
      text: """
        import ProsceniumTesting
        {{#separateDomain}}
        import {{DomainModule}}
        {{/separateDomain}}

        @testable import {{Module}}

        /// Scripted answers for the view model's use case: values, errors or suspensions to resume later.
        final class Stub{{UseCase}}UseCase: {{UseCase}}UseCaseProtocol {
          let items: Stub<Void, [{{Name}}Item]>

          @MainActor
          init() {
            items = Stub(label: "{{UseCase}}UseCase.execute")
          }

          func execute() async throws -> [{{Name}}Item] {
            try await items.call()
          }
        }

        """)
  }

  /// The view's file up to its `body`: the imports, the doc comment `summary`, the view model owned with `@State`
  /// (`ownership` explains why, when given) and the `init` that takes it.
  ///
  /// `focusComment` documents the tvOS focus state over a list's rows; `nil` leaves it out, for a screen without
  /// rows (a form, which tvOS moves through on its own).
  static func viewOpening(
    summary: String, ownership: String? = nil,
    focusComment: String? =
      "The card the remote is on, raised above the others so the focus reads from across the room."
  ) -> String {
    let focus =
      focusComment.map {
        """
        {{#tvOS}}
            #if os(tvOS)
              /// \($0)
              @FocusState private var focusedItemID: {{Name}}Item.ID?
            #endif
        {{/tvOS}}

        """
      } ?? ""
    return """
      #if canImport(SwiftUI)
        import Proscenium
        import SwiftUI
      {{#separateDomain}}
        import {{DomainModule}}
      {{/separateDomain}}

        /// \(summary)
        struct {{Name}}View: View {
          // MARK: Internal Properties

      \(ownership.map { "    /// \($0)\n" } ?? "")    @State private var viewModel: {{Name}}ViewModel
      \(focus)
          // MARK: Initialization

          init(viewModel: {{Name}}ViewModel) {
            _viewModel = State(initialValue: viewModel)
          }

          // MARK: View

      """
  }

  /// The loaded, loading and error previews of a screen whose view model takes the feature's mock
  /// use case (answers at once, waits an hour, or fails).
  static let statePreviews = """
        #Preview("Loaded") {
          NavigationStack {
            {{Name}}View(viewModel: {{Name}}ViewModel({{useCase}}UseCase: Mock{{UseCase}}UseCase()))
          }
        }

        #Preview("Loading") {
          NavigationStack {
            {{Name}}View(viewModel: {{Name}}ViewModel({{useCase}}UseCase: Mock{{UseCase}}UseCase(delay: .seconds(3600))))
          }
        }

        #Preview("Error") {
          NavigationStack {
            {{Name}}View(
              viewModel: {{Name}}ViewModel(
                {{useCase}}UseCase: Mock{{UseCase}}UseCase(
                  failure: PresentableError(title: "Unavailable", message: "Try again later.", isRetryable: true))))
          }
        }
    """

  /// The Dark Mode and Large Text previews that close both styles' previews, of the view built on `viewModel`.
  static func appearancePreviews(_ viewModel: String) -> String {
    """
        #Preview("Dark Mode") {
          NavigationStack {
            {{Name}}View(viewModel: \(viewModel))
          }
          .preferredColorScheme(.dark)
        }

        #Preview("Large Text") {
          NavigationStack {
            {{Name}}View(viewModel: \(viewModel))
          }
          .dynamicTypeSize(.accessibility3)
        }
    """
  }

  /// The error state of the list and paged-list screens: the error's title and message, and a
  /// Retry button that asks the view model again.
  static let errorView = """
        func errorView(_ error: PresentableError) -> some View {
          ContentUnavailableView {
            Label(error.title, systemImage: "exclamationmark.triangle")
          } description: {
            Text(error.message)
          } actions: {
            Button("Retry") {
              Task { await viewModel.onTappedRetry() }
            }
          }
        }
    """

  /// The imports and fixtures that open both styles' view model tests, up to the first test.
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
      let items = [{{Name}}Item(id: 1, title: "First"), {{Name}}Item(id: 2, title: "Second")]

      func makeViewModel() -> {{Name}}ViewModel {
        {{Name}}ViewModel({{useCase}}UseCase: useCase)
      }
    """

  /// The body of the view's item list: on tvOS (with `--platform tvos` or `all`) a grid of focusable cards read from
  /// across the room, the focused one raised as seed 000 does with `@FocusState`, elsewhere a `List`. `items` is the expression holding the rows.
  static func itemList(_ items: String) -> String {
    """
    {{#tvOS}}
          #if os(tvOS)
            // tvOS: a grid of focusable cards, read from across the room and moved through with the remote.
            ScrollView {
              LazyVGrid(columns: [GridItem(.adaptive(minimum: 360), spacing: 48)], spacing: 48) {
                ForEach(\(items)) { item in
                  Text(item.title)
                    .font(.headline)
                    .frame(maxWidth: .infinity, minHeight: 160)
                    .focusable()
                    .focused($focusedItemID, equals: item.id)
                    .scaleEffect(focusedItemID == item.id ? 1.1 : 1)
                    .animation(.easeInOut, value: focusedItemID)
                }
              }
              .padding(64)
            }
            .focusSection()
          #else
            List(\(items)) { item in
              Text(item.title)
            }
          #endif
    {{/tvOS}}
    {{^tvOS}}
          List(\(items)) { item in
            Text(item.title)
          }
    {{/tvOS}}
    """
  }
}
