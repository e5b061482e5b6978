import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `previews_cover_states`: a feature view's file previews it loaded, loading and failed.
public final class PreviewsCoverStatesRule: Rule {
  public static let description = RuleDescription(
    id: "previews_cover_states",
    summary: "a feature view has no previews of its loaded, loading and error states",
    rationale: """
      A screen is seen in three states at least — content, loading and failure — and the last two are \
      the ones nobody looks at until a user meets them. Seed 001 asks for 'previews for loaded, \
      loading, and error states' of each feature view, built from a mock view model, so every state \
      is reviewed in the canvas and a broken one shows at once. The rule looks at views that hold a \
      view model (a stored property whose type is named '…ViewModel') and at the '#Preview's and \
      'PreviewProvider's of the same file: a preview whose name or body mentions 'loading' covers \
      loading, one mentioning 'error' or 'fail' covers the error state, and any other preview covers \
      the loaded state. With several feature views in one file, a preview counts for the views it names.
      """,
    sources: [
      PlaybookReference(.observableRouter, "Add previews for loaded, loading, and error states"),
      PlaybookReference(.swiftUIPatterns, "SwiftUI Previews: multiple preview states"),
    ],
    family: .style,
    isOptIn: true,
    examples: [
      .flagged(
        """
        struct ↓UserProfileView: View {
          let viewModel: UserProfileViewModel
          var body: some View { Text(viewModel.user?.name ?? "") }
        }

        #Preview("Loaded") {
          let mockViewModel = UserProfileViewModel.mock
          mockViewModel.user = .mock
          return UserProfileView(viewModel: mockViewModel)
        }

        #Preview("Loading") {
          let mockViewModel = UserProfileViewModel.mock
          mockViewModel.isLoading = true
          return UserProfileView(viewModel: mockViewModel)
        }
        """,
        note: "the error state has no preview"),
      .flagged(
        """
        struct ↓HomeView: View {
          @State private var viewModel = HomeViewModel()
          var body: some View { Text("Home") }
        }
        """),
      .clean(
        """
        struct UserProfileView: View {
          let viewModel: UserProfileViewModel
          var body: some View { Text(viewModel.user?.name ?? "") }
        }

        #if DEBUG
        #Preview("Profile") {
          UserProfileView(viewModel: .mock)
        }

        #Preview("Loading") {
          UserProfileView(viewModel: .mock(isLoading: true))
        }

        #Preview("Failed") {
          UserProfileView(viewModel: .mock(errorMessage: "Offline"))
        }
        #endif
        """),
      .clean(
        """
        struct HomeView: View {
          @StateObject private var viewModel = HomeViewModel()
          var body: some View { Text("Home") }
        }

        struct HomeView_Previews: PreviewProvider {
          static var previews: some View {
            Group {
              HomeView()
              HomeView().previewDisplayName("Loading")
              HomeView().previewDisplayName("Error")
            }
          }
        }
        """),
      .clean(
        """
        struct HomeItemRow: View {
          let item: Item
          var body: some View { Text(item.title) }
        }
        """,
        note: "a view without a view model is a component, not a feature screen"),
      .flagged(
        """
        struct ↓CellularPlanView: View {
          @StateObject private var viewModel = CellularPlanViewModel()
          var body: some View { Text(viewModel.planName) }
        }

        #Preview { CellularPlanView() }
        """,
        note: "'Cellular' is not a cell: parts are matched as whole words"),
      .clean(
        """
        struct PostRowActionsView: View {
          let viewModel: PostRowViewModel

          var body: some View {
            HStack {
              Button("Like") { viewModel.onTappedLike() }
              Button("Share") { viewModel.onTappedShare() }
            }
          }
        }
        """,
        note: "a row, cell, section, header or toolbar shares its screen's view model; it is not a screen"),
    ])

  public static let visitedKinds: Set<SyntaxKind> = [.sourceFile]

  private let context: RuleContext

  public init(options: NoOptions, context: RuleContext) {
    self.context = context
  }

  /// The states a preview shows.
  struct States: OptionSet {
    let rawValue: Int
    static let loaded = States(rawValue: 1)
    static let loading = States(rawValue: 2)
    static let error = States(rawValue: 4)
    static let all: States = [.loaded, .loading, .error]
  }

  public func visit(_ node: Syntax) {
    guard let file = SourceFileSyntax(node), !context.isTestFile else { return }
    let types = TopLevelType.all(in: context)
    let featureViews = types.filter {
      $0.kind == .struct && $0.inheritedTypes.contains("View") && !Self.namesScreenPart($0.name) && holdsViewModel($0)
    }
    guard !featureViews.isEmpty else { return }
    var previews: [(text: String, states: States)] = []
    for type in types where type.inheritedTypes.contains("PreviewProvider") {
      let text = type.declaration.trimmedDescription
      previews.append((text, Self.states(mentionedIn: text.lowercased()).union(.loaded)))
    }
    collectPreviewMacros(file.statements, into: &previews)

    for view in featureViews {
      let relevant = featureViews.count == 1 ? previews : previews.filter { $0.text.contains(view.name) }
      let covered = relevant.reduce(States()) { $0.union($1.states) }
      let missing = [(States.loaded, "loaded"), (.loading, "loading"), (.error, "error")]
        .filter { !covered.contains($0.0) }.map(\.1)
      guard !missing.isEmpty else { continue }
      let list =
        missing.count == 1 ? missing[0] : missing.dropLast().joined(separator: ", ") + " and " + (missing.last ?? "")
      context.report(
        "add '#Preview's of '\(view.name)' for its \(list) state\(missing.count == 1 ? "" : "s")", at: view.nameNode)
    }
  }

  /// Parts of a screen (`StatusRowActionsView`, `SuggestionsSection`, `ComposeToolbarView`) share
  /// the screen's view model and have no loading or error state of their own.
  private static func namesScreenPart(_ name: String) -> Bool {
    let parts: Set<String> = ["Row", "Cell", "Section", "Header", "Footer", "Toolbar", "ContextMenu", "Swipe", "Badge"]
    // Whole words of the camel-case name: 'CellularSettingsView' is not a cell.
    var words: [String] = []
    for character in name {
      if character.isUppercase || words.isEmpty {
        words.append(String(character))
      } else {
        words[words.count - 1].append(character)
      }
    }
    return words.indices.contains { index in
      parts.contains(words[index]) || (index + 1 < words.count && parts.contains(words[index] + words[index + 1]))
    }
  }

  /// Whether the view stores a property whose type is named `…ViewModel`.
  private func holdsViewModel(_ view: TopLevelType) -> Bool {
    view.declaration.memberBlock.members.contains { member in
      guard let variable = VariableDeclSyntax(member.decl), !variable.isStatic, !variable.isComputed else {
        return false
      }
      return variable.bindings.contains { binding in
        let name =
          binding.typeAnnotation?.type.baseTypeName
          ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledName
        return name?.hasSuffix("ViewModel") == true
      }
    }
  }

  private func collectPreviewMacros(
    _ items: CodeBlockItemListSyntax, into previews: inout [(text: String, states: States)]
  ) {
    for item in items {
      if let ifConfig = IfConfigDeclSyntax(item.item) {
        for clause in ifConfig.clauses {
          if case .statements(let statements)? = clause.elements { collectPreviewMacros(statements, into: &previews) }
        }
        continue
      }
      let macro: (name: String, text: String)? =
        if let declaration = MacroExpansionDeclSyntax(item.item) {
          (declaration.macroName.text, declaration.trimmedDescription)
        } else if let expression = MacroExpansionExprSyntax(item.item) {
          (expression.macroName.text, expression.trimmedDescription)
        } else {
          nil
        }
      guard let macro, macro.name == "Preview" else { continue }
      var states = Self.states(mentionedIn: macro.text.lowercased())
      if states.isEmpty || macro.text.lowercased().contains("loaded") { states.insert(.loaded) }
      previews.append((macro.text, states))
    }
  }

  /// The non-default states a lowercased preview text mentions.
  static func states(mentionedIn text: String) -> States {
    var states: States = []
    if text.contains("loading") { states.insert(.loading) }
    if text.contains("error") || text.contains("fail") { states.insert(.error) }
    return states
  }
}
