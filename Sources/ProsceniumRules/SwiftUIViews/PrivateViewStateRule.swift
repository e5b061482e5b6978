import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `private_view_state`: `@State` and `@StateObject` belong to the view that declares them, so they
/// are `private`.
package final class PrivateViewStateRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "private_view_state",
    summary: "'@State' or '@StateObject' property that is not 'private'",
    rationale: """
      State is owned by the view that declares it: SwiftUI reads the initial value once and then ignores what a \
      parent passes in, so a non-private '@State' invites callers to set a value that never arrives. Making it \
      'private' (or 'fileprivate') documents the ownership and keeps the property out of the memberwise initialiser; \
      values from the parent belong in '@Binding', a plain 'let' or an injected model. The rule covers views, view \
      modifiers, apps and scenes, including types whose conformance is added in an extension. Left alone: a type \
      with declarations in other files ('MyApp+Scene.swift' may read the property, and could not once it is \
      private); a property without an initial value in a type without an 'init', which the parent passes through \
      the memberwise initialiser; '@Previewable @State' inside '#Preview', a preview variable. The fix inserts \
      'private' only when the property has an initial value: a private property without one would make the \
      memberwise initialiser private and break callers. Preview code ('#Preview', types nested in a \
      'PreviewProvider') is skipped.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "@State for view-local state; @StateObject for ViewModel ownership"),
      PlaybookReference(.swiftUIPatterns, "@State private var for view-local state"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    examples: [
      .flagged(
        """
        struct SearchView: View {
          ↓@State var searchText = ""
          @State private var isSearching = false
          ↓@StateObject internal var viewModel = SearchViewModel()

          var body: some View {
            SearchBar(text: $searchText, isEditing: $isSearching)
          }
        }
        """,
        fixed: """
          struct SearchView: View {
            @State private var searchText = ""
            @State private var isSearching = false
            @StateObject private var viewModel = SearchViewModel()

            var body: some View {
              SearchBar(text: $searchText, isEditing: $isSearching)
            }
          }
          """),
      .flagged(
        """
        public struct CharacterListView: View {
          ↓@StateObject var viewModel: CharacterListViewModel

          public init(viewModel: CharacterListViewModel) {
            _viewModel = .init(wrappedValue: viewModel)
          }

          public var body: some View { Text("\\(viewModel.characters.count)") }
        }
        """,
        note: "seed 002; no fix without an initial value, the memberwise initialiser could depend on it"),
      .flagged(
        """
        struct Badge {
          ↓@State var isPulsing = false
        }

        extension Badge: View { var body: some View { Circle() } }
        """,
        fixed: """
          struct Badge {
            @State private var isPulsing = false
          }

          extension Badge: View { var body: some View { Circle() } }
          """,
        note: "the 'View' conformance is added in an extension"),
      .flagged(
        """
        @main
        struct MyApp: App {
          ↓@StateObject var appState = AppState()

          var body: some Scene {
            WindowGroup { ContentView().environmentObject(appState) }
          }
        }

        #if os(tvOS)
        struct Glow: ViewModifier {
          ↓@State var phase = 0.0
          func body(content: Content) -> some View { content.opacity(phase) }
        }
        #endif
        """,
        fixed: """
          @main
          struct MyApp: App {
            @StateObject private var appState = AppState()

            var body: some Scene {
              WindowGroup { ContentView().environmentObject(appState) }
            }
          }

          #if os(tvOS)
          struct Glow: ViewModifier {
            @State private var phase = 0.0
            func body(content: Content) -> some View { content.opacity(phase) }
          }
          #endif
          """),
      .clean(
        """
        struct TogglePreviewHost: View {
          @State var isOn = true
          var body: some View { Toggle("On", isOn: $isOn) }
        }

        #Preview {
          TogglePreviewHost()
        }
        """,
        note: "exemption 'made only by previews': a helper only a '#Preview' shows is preview code"),
      .clean(
        """
        struct SafariModifier: ViewModifier {
          @StateObject var model = SafariPresenter.shared
          func body(content: Content) -> some View { content }
        }
        """,
        note: "exemption 'a shared instance': the object belongs to the whole app, not to the view"),
      .clean(
        """
        struct AboutRow: View {
          @State var title = ""

          var body: some View { Text(title) }
        }
        """,
        otherFiles: ["Sources/App/AboutView.swift": "let row = AboutRow(title: \"Version\")"],
        note: "a parent hands the value in through the memberwise initialiser"),
      .clean(
        """
        struct MainView: View {
          @StateObject private var viewModel = MainViewModel()
          @State private var navigationPath = NavigationPath()
          @State fileprivate var isShowingSheet = false

          var body: some View { Text("Main") }
        }
        """,
        note: "seed 000's MainView"),
      .clean(
        """
        @main
        struct ShopApp: App {
          @State var cart = Cart()

          var body: some Scene { mainScene }
        }
        """,
        otherFiles: [
          "Sources/App/ShopApp+Scene.swift": """
          extension ShopApp {
            var mainScene: some Scene { WindowGroup { CartView().environment(cart) } }
          }
          """
        ],
        note: "an extension in another file reads the property"),
      .clean(
        """
        struct OrderFlowView: View {
          @StateObject var viewModel: OrderFlowViewModel
          @State var highlightedSection: OrderSection?

          var body: some View { Text(viewModel.title) }
        }
        """,
        note: "no initial value and no 'init': the parent passes it through the memberwise initialiser"),
      .clean(
        """
        #Preview {
          @Previewable @State var isEnabled = true
          Toggle("Enable Feature", isOn: $isEnabled)
        }
        """,
        note: "seed 001: '@Previewable' state in a preview"),
      .clean(
        """
        #if DEBUG
        struct BottomMenu_Previews: PreviewProvider {
          struct Harness: View {
            @State var menu: BottomMenu? = .sample
            var body: some View { Color.clear.bottomMenu(item: $menu) }
          }
          static var previews: some View { Harness() }
        }
        #endif
        """,
        note: "a preview harness view"),
      .clean(
        """
        struct FormDraft {
          @State var name = ""
        }

        struct Row: View {
          @Binding var isOn: Bool
          @ObservedObject var model: RowModel
          var body: some View { Toggle("On", isOn: $isOn) }
        }
        """,
        note: "not a SwiftUI type; other property wrappers"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.attribute]

  package func visit(_ node: Syntax) {
    guard let attribute = AttributeSyntax(node) else { return }
    let name =
      IdentifierTypeSyntax(attribute.attributeName)?.name.text
      ?? MemberTypeSyntax(attribute.attributeName)?.name.text
    guard name == "State" || name == "StateObject",
      let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self), variable.isTypeMember,
      !variable.isStatic, !variable.attributes.contains(named: "Previewable"),
      let typeName = variable.enclosingTypeName, !variable.isInPreview
    else { return }
    let access = variable.modifiers.accessLevel
    if access == "private" || access == "fileprivate" { return }
    // Without an initial value and an explicit `init`, the parent hands the value in through the
    // memberwise initialiser, which a 'private' property would make private too.
    if variable.bindings.contains(where: { $0.initializer == nil }),
      let owner = variable.enclosingTypeDeclaration,
      !owner.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) })
    {
      return
    }
    // Exemption "a shared instance": '@StateObject var model = Store.shared' wraps an object the
    // whole app shares; the view does not own it, so "the view owns it" would be wrong.
    if variable.bindings.contains(where: { $0.initializer.map { Self.readsSharedInstance($0.value) } ?? false }) {
      return
    }
    let propertyName =
      variable.boundNames.first ?? variable.bindings.first?.pattern.trimmedDescription ?? "state"
    context.report(
      "make '@\(name ?? "State")' property '\(propertyName)' 'private': the view owns it",
      at: attribute, fix: fix(for: variable),
      when: .swiftUIRenderer(typeName) && .isNotOnlyPreviewed(typeName)
        && IndexCondition { [path = context.path] index in
          // Extensions in other files (`App+Scene.swift`) could no longer read a private property,
          // and a parent that passes the value through the memberwise initialiser could not either.
          index.declarations(named: typeName).allSatisfy { $0.path == path }
            && !index.isInitialized(typeName, withArgument: propertyName)
        })
  }

  /// `Store.shared`, `AppModel.main`: a capitalised type's static member, not a call that makes one.
  private static func readsSharedInstance(_ value: ExprSyntax) -> Bool {
    guard let member = MemberAccessExprSyntax(value), let base = member.base.flatMap({ DeclReferenceExprSyntax($0) })
    else { return false }
    return base.baseName.text.startsUppercase && !member.declName.baseName.text.startsUppercase
  }

  /// Inserts `private` before `var`, or replaces a wider access level, when every binding has an
  /// initial value and no setter access is written.
  private func fix(for variable: VariableDeclSyntax) -> Fix? {
    guard variable.modifiers.setterAccessLevel == nil,
      !variable.isComputed, variable.bindings.allSatisfy({ $0.initializer != nil })
    else { return nil }
    let edit: TextEdit
    if let modifier = variable.modifiers.first(where: {
      $0.detail == nil && $0.name.text == variable.modifiers.accessLevel
    }) {
      edit = TextEdit(
        start: modifier.name.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: modifier.name.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "private")
    } else {
      edit = .insert("private ", at: variable.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    return Fix(summary: "make the property 'private'", edits: [edit])
  }
}
