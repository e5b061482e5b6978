import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `view_model_action_naming`: the view-model methods a view calls for user events are named
/// after the event (`onTappedRetry`, `onChangedQuery`), so the view model reads as a list of
/// things the user can do.
package final class ViewModelActionNamingRule: SyntaxRule<ViewModelActionNamingRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// Method names that dispatch an event value and are fine as they are.
    package var allowedNames = ["send", "dispatch", "handle", "trigger", "perform"]

    package init() {}

    package static var fields: [OptionField<Options>] {
      [
        .stringList(
          "allowed_names", \.allowedNames,
          "leading words of method names accepted without the 'on' prefix, for event-dispatch styles such as 'send(.tappedRetry)' or 'handleEvent(_:)'"
        )
      ]
    }
  }

  package static let description = RuleDescription(
    id: "view_model_action_naming",
    summary: "view-model methods called from buttons, gestures and 'onChange' start with 'on'",
    rationale: """
      Seed 001 names user actions after the event: 'onTapped*', 'onChanged*', 'onAppear', and \
      keeps 'load*', 'format*' and 'validate*' for private work. A view that calls \
      'viewModel.loadItems()' from a button decides what the view model does; a view that calls \
      'viewModel.onTappedRefresh()' only reports what happened, and the view model stays free to \
      change its reaction. The rule looks at calls on a view-model property (named or typed as a \
      view model, so shared clients, themes and routers are left alone) inside 'Button' \
      actions, 'onTapGesture', 'onLongPressGesture' and 'onChange' closures; names that already \
      report the event in the past tense ('saveTapped', 'startSyncPressed', 'filterChanged') pass, \
      and so do calls whose result is used (a query, not the action). It is opt-in because \
      seed 000 names its actions by effect ('loadItems', 'selectItem').
      """,
    sources: [PlaybookReference(.observableRouter, "User actions: onTapped*, onChanged*, onAppear")],
    family: .viewModels,
    defaultSeverity: .warning,
    isOptIn: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        struct HomeView: View {
          @StateObject private var viewModel = HomeViewModel()

          var body: some View {
            List(viewModel.items) { item in
              HomeItemRow(item: item)
                .onTapGesture {
                  viewModel.↓selectItem(item)
                }
                .swipeActions {
                  Button(role: .destructive) {
                    Task { await viewModel.↓deleteItem(item) }
                  } label: {
                    Label("Delete", systemImage: "trash")
                  }
                }
            }
          }
        }

        @MainActor
        final class HomeViewModel: ObservableObject {}
        """, note: "seed 000's HomeView"),
      .flagged(
        """
        struct SearchView: View {
          @Bindable var viewModel: SearchViewModel

          var body: some View {
            TextField("Search", text: $viewModel.query)
              .onChange(of: viewModel.query) { _, newValue in
                self.viewModel.↓search(newValue)
              }
          }
        }

        @MainActor @Observable final class SearchViewModel {}
        """),
      .clean(
        """
        struct UserProfileView: View {
          let viewModel: UserProfileViewModel

          var body: some View {
            Button("Edit Profile") {
              viewModel.onTappedEditProfile()
            }
            .onChange(of: viewModel.query) { _, text in
              viewModel.onChangedText(text)
            }
            .task { await viewModel.onAppear() }
          }
        }

        @MainActor @Observable final class UserProfileViewModel {}
        """),
      .clean(
        """
        struct CounterView: View {
          @State private var count = 0
          let formatter: NumberFormatter

          var body: some View {
            Button("Add") { formatter.reset() }
              .onTapGesture { store.send(.tapped) }
          }
        }
        """, note: "calls on things that are not view models"),
      .clean(
        """
        struct SyncSetupView: View {
          @StateObject private var viewModel = SyncSetupViewModel()

          var body: some View {
            Button("Start") { viewModel.startSyncPressed() }
            Toggle("Include server", isOn: $viewModel.includeServer)
              .onChange(of: viewModel.includeServer) { viewModel.includeServerChanged() }
          }
        }
        """, note: "names that report the event in the past tense"),
      .clean(
        """
        struct ServersView: View {
          @StateObject private var viewModel = ServersViewModel()
          @EnvironmentObject private var router: Router

          var body: some View {
            Button("Add") {
              router.show(.editor(draft: viewModel.makeDraft()))
            }
          }
        }

        @MainActor final class ServersViewModel: ObservableObject {}
        """, note: "a view-model call whose result feeds another call is a query, not the action"),
      .clean(
        """
        struct ThemePicker: View {
          @State private var theme = Theme()

          var body: some View {
            Button("Dark") { theme.applySet(.dark) }
          }
        }

        @MainActor @Observable final class Theme {}
        """, note: "observable app state owned by a view is not the screen's view model"),
      .clean(
        """
        struct FeedView: View {
          @State private var viewModel = FeedViewModel()

          var body: some View {
            Button("Retry") { viewModel.send(.tappedRetry) }
          }
        }

        @MainActor @Observable final class FeedViewModel {}
        """, note: "an event-dispatch method named in 'allowed_names'"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

  /// The calls whose closures run on a user event. A `switch` over the names is cheaper than a
  /// set lookup, which hashes the name of every call in the file.
  private static func isEventCall(_ name: String) -> Bool {
    switch name {
    case "Button", "onTapGesture", "onLongPressGesture", "onChange": true
    default: false
    }
  }

  private var reported: Set<Int> = []
  private var propertyTypesByDecl: [SyntaxIdentifier: [String: String]] = [:]

  package func visit(_ node: Syntax) {
    guard let reading = context.reading(ofCall: node),
      let called = reading.name ?? reading.call.calledName, Self.isEventCall(called)
    else { return }
    let call = reading.call
    let closure: ClosureExprSyntax? =
      switch called {
      case "Button": call.closure(labeled: ["action"], orTrailing: true)
      case "onLongPressGesture": call.closure(labeled: ["perform"], orTrailing: true)
      default: call.closure(labeled: ["perform", "action"], orTrailing: true)
      }
    guard let closure, let owner = call.enclosingTypeDeclaration, let ownerName = owner.typeName else { return }
    for action in ActionCallFinder.calls(in: closure) {
      let method = action.method.text
      guard !Self.isEventName(method), !options.allowedNames.contains(where: { Self.name(method, startsWithWord: $0) })
      else { continue }
      let offset = action.method.positionAfterSkippingLeadingTrivia.utf8Offset
      guard reported.insert(offset).inserted, let condition = receiverIsViewModel(action.receiver, in: owner, ownerName)
      else { continue }
      context.report(
        "name view-model action '\(method)' after the user event, with an 'on' prefix such as 'onTapped…' or 'onChanged…'",
        at: action.method, when: .type(ownerName, isAnyOf: .swiftUIRenderers) && condition)
    }
  }

  /// `onTappedSave`, and event names in the past tense: `saveButtonTapped`, `startSyncPressed`,
  /// `includeServerChanged`.
  private static func isEventName(_ name: String) -> Bool {
    if self.name(name, startsWithWord: "on") { return true }
    return ["Tapped", "Pressed", "Clicked", "Changed", "Toggled"].contains { name.hasSuffix($0) }
  }

  /// `handleEvent` starts with the word `handle`; `handler` does not.
  private static func name(_ name: String, startsWithWord word: String) -> Bool {
    guard name.hasPrefix(word) else { return false }
    let rest = name.dropFirst(word.count)
    return rest.isEmpty || rest.startsUppercase
  }

  /// The condition that `receiver`, a property of the view, holds a view model.
  private func receiverIsViewModel(_ receiver: String, in owner: DeclGroupSyntax, _ ownerName: String)
    -> IndexCondition?
  {
    let properties = propertyTypes(of: owner)
    if let type = properties[receiver] {
      // Observable app state (clients, themes, routers) held by views can pass for view models;
      // only a property named or typed as a view model counts.
      let named = type.hasSuffix("ViewModel") || receiver.lowercased().hasSuffix("viewmodel")
      return named ? .isViewModel(type) : nil
    }
    // A property declared in another file or in the main declaration of an extended view.
    guard receiver.lowercased().hasSuffix("viewmodel") else { return nil }
    return IndexCondition { index in
      index.types(named: ownerName).contains { facts in
        facts.propertyTypes.contains { index.isScreenViewModel($0) }
      }
    }
  }

  private func propertyTypes(of owner: DeclGroupSyntax) -> [String: String] {
    if let cached = propertyTypesByDecl[owner.id] { return cached }
    var map: [String: String] = [:]
    for property in owner.storedPropertyTypes { map[property.name] = property.type }
    propertyTypesByDecl[owner.id] = map
    return map
  }
}

/// Finds `receiver.method(…)` calls in an action closure, where the receiver is a plain name or
/// `self.name`.
private final class ActionCallFinder: SyntaxVisitor {
  struct Call {
    var receiver: String
    var method: TokenSyntax
  }

  private var calls: [Call] = []

  static func calls(in closure: ClosureExprSyntax) -> [Call] {
    let finder = ActionCallFinder(viewMode: .sourceAccurate)
    finder.walk(closure.statements)
    return finder.calls
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if Self.isStatement(node), let member = MemberAccessExprSyntax(node.calledExpression),
      let base = member.base
    {
      var receiver: String?
      if let reference = DeclReferenceExprSyntax(base) {
        receiver = reference.baseName.text
      } else if let inner = MemberAccessExprSyntax(base),
        inner.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.tokenKind == .keyword(.self)
      {
        receiver = inner.declName.baseName.text
      }
      if let receiver, receiver != "self" { calls.append(Call(receiver: receiver, method: member.declName.baseName)) }
    }
    return .visitChildren
  }

  /// Whether the call stands as a statement (maybe after `await` or `try`): a call whose value
  /// is an argument, an assigned value or a condition asks for data, it does not act.
  private static func isStatement(_ call: FunctionCallExprSyntax) -> Bool {
    var current = call.parent
    while let node = current, node.kind == .awaitExpr || node.kind == .tryExpr {
      current = node.parent
    }
    return current?.is(CodeBlockItemSyntax.self) == true
  }
}
