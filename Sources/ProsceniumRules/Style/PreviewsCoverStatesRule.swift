import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `previews_cover_states`: a feature view's file previews it loaded, loading and failed.
package final class PreviewsCoverStatesRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "previews_cover_states",
    summary: "a feature view has no previews of its loaded, loading and error states",
    rationale: """
      A screen is seen in three states at least — content, loading and failure — and the last two are \
      the ones nobody looks at until a user meets them. Seed 001 asks for 'previews for loaded, \
      loading, and error states' of each feature view, built from a mock view model, so every state \
      is reviewed in the canvas and a broken one shows at once. The rule looks at views that hold a \
      view model (a stored property whose type is named '…ViewModel') and can show a loading or error state, as \
      far as the file tells: the view, its extensions or its view model declared in the same file use a name \
      about loading or failure ('isLoading', 'case .loading', 'error', 'errorMessage', '.failed'), or a preview \
      of the file sets up such a state. A view with neither has only its content to show, and is left alone; a \
      view that loads is asked for all three, since loading can fail. The rule reads the '#Preview's and \
      'PreviewProvider's of the same file: a preview whose name or body mentions 'loading' covers loading, one \
      mentioning 'error' or 'fail' covers the error state, and any other preview covers the loaded state. With \
      several feature views in one file, a preview counts for the views it names.
      """,
    sources: [
      PlaybookReference(.observableRouter, "Add previews for loaded, loading, and error states"),
      PlaybookReference(.swiftUIPatterns, "SwiftUI Previews: multiple preview states"),
    ],
    family: .style,
    isOptIn: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        struct ↓UserProfileView: View {
          let viewModel: UserProfileViewModel
          var body: some View {
            if viewModel.isLoading {
              ProgressView()
            } else if let message = viewModel.errorMessage {
              Text(message)
            } else {
              Text(viewModel.user?.name ?? "")
            }
          }
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
          var body: some View { content }
        }

        extension HomeView {
          @ViewBuilder var content: some View {
            switch viewModel.state {
            case .idle, .loading: ProgressView()
            case .loaded(let items): List(items) { Text($0.title) }
            case .failed(let message): ContentUnavailableView(message, systemImage: "wifi.slash")
            }
          }
        }
        """,
        note: "a state enum switched over in an extension of the view"),
      .flagged(
        """
        struct ↓InboxView: View {
          @StateObject private var viewModel = InboxViewModel()
          var body: some View { List(viewModel.messages) { Text($0.subject) } }
        }

        @MainActor
        final class InboxViewModel: ObservableObject {
          @Published private(set) var messages: [Message] = []
          @Published private(set) var isLoading = false
        }

        #Preview { InboxView() }
        """,
        note: "the view model in the same file exposes a loading state"),
      .clean(
        """
        struct AboutView: View {
          @State private var viewModel = AboutViewModel()
          var body: some View {
            Form {
              Text(viewModel.versionText)
              Link("Privacy", destination: viewModel.privacyURL)
            }
            .onOpenURL { url in
              if !viewModel.canOpen(url) { logger.error("cannot open \\(url)") }
            }
          }
        }
        """,
        note: "a view with no loading or error state has nothing to preview but its content; logging is not a state"),
      .clean(
        """
        struct UserProfileView: View {
          let viewModel: UserProfileViewModel
          var body: some View {
            if viewModel.isLoading {
              ProgressView()
            } else if let message = viewModel.errorMessage {
              Text(message)
            } else {
              Text(viewModel.user?.name ?? "")
            }
          }
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
          var body: some View {
            Text(viewModel.error?.localizedDescription ?? "Home").opacity(viewModel.isLoading ? 0 : 1)
          }
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
          var body: some View { Text(viewModel.planName).redacted(reason: viewModel.isLoading ? .placeholder : []) }
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

  package static let visitedKinds: Set<SyntaxKind> = [.sourceFile]

  /// The states a preview shows.
  struct States: OptionSet {
    let rawValue: Int
    static let loaded = States(rawValue: 1)
    static let loading = States(rawValue: 2)
    static let error = States(rawValue: 4)
    static let all: States = [.loaded, .loading, .error]
  }

  package func visit(_ node: Syntax) {
    guard let file = SourceFileSyntax(node) else { return }
    let types = TopLevelType.all(in: context)
    // Each feature view with the view models it holds, read once.
    let featureViews: [(view: TopLevelType, viewModels: Set<String>)] = types.compactMap { type in
      guard type.kind == .struct, type.inheritedTypes.contains("View"), !Self.namesScreenPart(type.name) else {
        return nil
      }
      let viewModels = viewModelNames(of: type)
      return viewModels.isEmpty ? nil : (type, viewModels)
    }
    guard !featureViews.isEmpty else { return }
    var previews: [(text: String, states: States)] = []
    for type in types where type.inheritedTypes.contains("PreviewProvider") {
      let text = type.declaration.trimmedDescription
      previews.append((text, Self.states(mentionedIn: text.lowercased()).union(.loaded)))
    }
    collectPreviewMacros(file.statements, into: &previews)

    for (view, viewModels) in featureViews {
      let relevant = featureViews.count == 1 ? previews : previews.filter { $0.text.contains(view.name) }
      let covered = relevant.reduce(States()) { $0.union($1.states) }
      // Previews of a loading state show that the view has one, as much as its code does.
      guard
        covered.contains(.loading) || covered.contains(.error)
          || Self.hasLoadingOrErrorState(view, in: types, viewModels: viewModels)
      else { continue }
      let missing = [(States.loaded, "loaded"), (.loading, "loading"), (.error, "error")]
        .filter { !covered.contains($0.0) }.map(\.1)
      guard !missing.isEmpty else { continue }
      let list =
        missing.count == 1 ? missing[0] : missing.dropLast().joined(separator: ", ") + " and " + (missing.last ?? "")
      context.report(
        "add '#Preview's of '\(view.name)' for its \(list) state\(missing.count == 1 ? "" : "s")", at: view.nameNode)
    }
  }

  /// Whether the file shows that the view loads or fails: a name about loading or failure in the
  /// view, its extensions or its view model declared in the same file ('isLoading',
  /// 'case .loading', 'errorMessage', 'error', '.failed'). A view with neither only shows content.
  static func hasLoadingOrErrorState(_ view: TopLevelType, in types: [TopLevelType], viewModels: Set<String>) -> Bool {
    types.contains { type in
      guard type.name == view.name || (type.kind == .class && viewModels.contains(type.name)) else { return false }
      // Values and cases, not type names ('FailedAssertionView') nor logging ('Log.error(…)').
      func isStateName(_ token: TokenSyntax) -> Bool {
        token.text.first?.isLowercase == true && !isLoggingCall(token)
      }
      // The words are looked for in the text first: only the tokens that hold one are read.
      let search = IdentifierSearch(type.declaration)
      if search.isASCII { return search.hasIdentifier(containingAnyOf: stateWords, where: isStateName) }
      return type.declaration.tokens(viewMode: .sourceAccurate).contains { token in
        // 'fail' is the shortest word looked for: shorter tokens (most of them) are turned down by
        // their length before their kind and text are built.
        guard token.trimmedLength.utf8Length >= 4 else { return false }
        guard case .identifier = token.tokenKind, isStateName(token) else { return false }
        return !states(mentionedIn: token.text.lowercased()).isEmpty
      }
    }
  }

  /// The words of `states(mentionedIn:)`, lowercase.
  private static let stateWords = ["loading", "error", "fail"]

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

  /// Whether the token names a method called on something, as `error` in `logger.error(…)`:
  /// logging a failure is not showing it.
  private static func isLoggingCall(_ token: TokenSyntax) -> Bool {
    guard let member = token.parent?.parent.flatMap({ MemberAccessExprSyntax($0) }), member.base != nil,
      let call = member.parent.flatMap({ FunctionCallExprSyntax($0) })
    else { return false }
    return call.calledExpression.id == member.id
  }

  /// The types named '…ViewModel' of the view's stored properties.
  private func viewModelNames(of view: TopLevelType) -> Set<String> {
    var names: Set<String> = []
    for member in view.declaration.memberBlock.members {
      guard let variable = VariableDeclSyntax(member.decl), !variable.isStatic, !variable.isComputed else {
        continue
      }
      for binding in variable.bindings {
        let name =
          binding.typeAnnotation?.type.baseTypeName
          ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledName
        if let name, name.hasSuffix("ViewModel") { names.insert(name) }
      }
    }
    return names
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
      if states.isEmpty || macro.text.containsIgnoringCase("loaded") { states.insert(.loaded) }
      previews.append((macro.text, states))
    }
  }

  /// The non-default states a lowercased preview text mentions.
  static func states(mentionedIn text: String) -> States {
    var states: States = []
    if text.containsBytes("loading") { states.insert(.loading) }
    if text.containsBytes("error") || text.containsBytes("fail") { states.insert(.error) }
    return states
  }
}
