import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `observable_model_in_state`: an `@Observable` model a view creates must live in `@State`, or
/// every re-initialisation of the view creates a fresh model.
package final class ObservableModelInStateRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "observable_model_in_state",
    summary: "'@Observable' model created by a view but not held in '@State'",
    rationale: """
      A view struct is re-initialised whenever its parent's body runs. A plain 'let model = Model()' property \
      creates a new '@Observable' model each time, dropping its state and restarting its work; '@State private var \
      model = Model()' keeps one instance for the view's lifetime (the '@Observable' counterpart of '@StateObject'). \
      The model's class must be declared '@Observable' in the project; models passed in ('let model: Model') and \
      plain values are left alone. Preview code ('#Preview', types nested in a 'PreviewProvider') is skipped. \
      The advice holds at every deployment target: '@State' exists since iOS 13 and tvOS 13, and the model's \
      class already uses '@Observable' (whether that class is guarded for iOS 17 is 'availability_guard's \
      question), so the rule does not read the target.
      """,
    sources: [
      PlaybookReference(.swiftUIPatterns, "@Observable pattern: '@State private var viewModel = ProfileViewModel()'"),
      PlaybookReference(.observableRouter, "@MainActor @Observable final class view models"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    examples: [
      .flagged(
        """
        @Observable
        class ProfileViewModel {
          var user: User?
        }

        struct ProfileView: View {
          let ↓viewModel = ProfileViewModel()

          var body: some View {
            Text(viewModel.user?.name ?? "Guest")
          }
        }
        """),
      .flagged(
        """
        struct ItemListView: View {
          private var ↓model = ItemListViewModel(), title = "Items"
          var body: some View { List(model.items) { ItemRow(item: $0) } }
        }
        """,
        otherFiles: [
          "Sources/App/ItemListViewModel.swift": """
          @MainActor @Observable final class ItemListViewModel {
            var items: [Item] = []
          }
          """
        ],
        note: "the model's class is declared '@Observable' in another file"),
      .flagged(
        """
        @Observable final class Counter { var value = 0 }

        struct CounterCard { let ↓counter = Counter() }

        extension CounterCard: View {
          var body: some View { Text("\\(counter.value)") }
        }
        """,
        note: "the 'View' conformance is added in an extension"),
      .flagged(
        """
        @available(iOS 17, *)
        @Observable final class ReaderModel { var page = 0 }

        @available(iOS 17, *)
        struct ReaderView: View {
          let ↓model = ReaderModel()
          var body: some View { Text("\\(model.page)") }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(15)]),
        note: "an iOS 15 app with an iOS 17 screen: '@State' is what that screen needs too"),
      .clean(
        """
        @Observable
        class ProfileViewModel {
          var user: User?
        }

        struct ProfileView: View {
          @State private var viewModel = ProfileViewModel()

          var body: some View {
            Text(viewModel.user?.name ?? "Guest")
          }
        }
        """,
        note: "seed 003's @Observable pattern"),
      .clean(
        """
        @Observable final class UserProfileViewModel { var user: User? }

        struct UserProfileView: View {
          let viewModel: UserProfileViewModel
          let formatter = DateFormatter()

          var body: some View {
            let local = UserProfileViewModel()
            Text(local.user?.name ?? "")
          }
        }
        """,
        note: "seed 001: injected models, non-observable helpers and locals are fine"),
      .clean(
        """
        @Observable final class Library { var books: [Book] = [] }

        struct LibraryStore {
          let library = Library()
        }

        #Preview {
          let library = Library()
          return LibraryView(library: library)
        }
        """,
        note: "only views and view modifiers are re-initialised by SwiftUI"),
      .clean(
        """
        final class LegacyModel: ObservableObject { @Published var count = 0 }

        struct LegacyView: View {
          let model = LegacyModel()
          var body: some View { Text("\\(model.count)") }
        }
        """,
        note: "not an '@Observable' class: a plain 'ObservableObject' property is not observed at all, another question"
      ),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.variableDecl]

  package func visit(_ node: Syntax) {
    // A stored property initialised with a call is rare: it is looked for before the modifiers
    // and the enclosing declaration are read.
    guard let variable = VariableDeclSyntax(node), variable.attributes.isEmpty,
      variable.bindings.contains(where: { $0.accessorBlock == nil && $0.initializer?.value.kind == .functionCallExpr }),
      variable.isTypeMember, !variable.isStatic, !variable.modifiers.contains("lazy")
    else { return }
    // Whether the property sits in preview code climbs to the file's root: asked once, and only
    // for a property that constructs a model.
    var previewChecked = false
    for binding in variable.bindings where binding.accessorBlock == nil {
      guard let value = binding.initializer?.value, let modelType = value.constructedTypeName,
        let typeName = variable.enclosingTypeName
      else { continue }
      if !previewChecked {
        if variable.isInPreview { return }
        previewChecked = true
      }
      context.report(
        "hold the '@Observable' model this view creates in '@State private var', or it is re-created with the view",
        at: binding.pattern,
        when: .type(typeName, isAnyOf: [.view, .viewModifier]) && .observableClass(modelType))
    }
  }
}
