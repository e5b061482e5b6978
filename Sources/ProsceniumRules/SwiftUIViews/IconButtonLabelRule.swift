import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `icon_button_label`: a button that shows only an image needs a name VoiceOver can read.
package final class IconButtonLabelRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "icon_button_label",
    summary: "'Button' whose label is only an 'Image', without an accessibility label",
    rationale: """
      VoiceOver reads a button by its label. When the label is only an 'Image', it reads what the symbol depicts \
      ('gear') rather than what the button does ('Settings'), an asset's file name, or nothing at all for \
      'Image(decorative:)'. 'Label("Settings", systemImage: "gearshape")' or 'Button("Settings", systemImage: \
      "gearshape")' names the button and still shows an icon in toolbars; otherwise add '.accessibilityLabel' to the \
      button or to the image. A label that swaps its icon for a spinner ('if isLoading { ProgressView() } else { \
      Image(...) }') is icon-only too: no branch has text. Images built with a 'label:' argument are named \
      already; buttons inside a container marked '.accessibilityHidden' or '.accessibilityElement(children:)' \
      (which speaks for them), buttons whose '.buttonStyle(...)' is handed a title or a string (the style draws \
      the text) and previews ('#Preview', 'PreviewProvider') are skipped. A label set by a custom \
      modifier of your own cannot be seen by the rule: \
      disable it on that line. No automatic fix: the words a person hears must say what the button does, and \
      neither the symbol's name ('gearshape') nor an asset's file name says that, so 'Button("…", systemImage: …)' \
      cannot be derived from the code; a fix that wrote the symbol's name would silence the rule and leave \
      VoiceOver as unhelpful as before.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "Accessibility labels on interactive elements"),
      PlaybookReference(.mvvmBaseViewModel, "Accessibility labels and hints (quality gate)"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    examples: [
      .flagged(
        """
        struct MainView: View {
          var body: some View {
            List { rows }
              .toolbar {
                ToolbarItem(placement: .primaryAction) {
                  ↓Button {
                    navigationPath.append(NavigationDestination.settings)
                  } label: {
                    Image(systemName: "gearshape")
                  }
                }
              }
          }
        }
        """,
        note: "seed 000's toolbar gear button"),
      .flagged(
        """
        struct PlayerControls: View {
          var body: some View {
            HStack {
              ↓Button(action: viewModel.onTappedPlay) {
                Image(systemName: "play.fill")
                  .resizable()
                  .frame(width: 44, height: 44)
              }
              .buttonStyle(.plain)
              ↓SwiftUI.Button(role: .destructive, action: onTappedDelete, label: { Image(decorative: "trash") })
            }
          }
        }
        """),
      .flagged(
        """
        struct RefreshButton: View {
          let isLoading: Bool
          var body: some View {
            ↓Button(action: reload) {
              if isLoading {
                ProgressView()
              } else {
                Image(systemName: "arrow.clockwise")
              }
            }
            ↓Button { toggle() } label: {
              switch state {
              case .playing: Image(systemName: "pause.fill")
              case .paused: Image(systemName: "play.fill").imageScale(.large)
              case .buffering: ProgressView().controlSize(.small)
              }
            }
          }
        }
        """,
        note: "no branch of the label has text"),
      .clean(
        """
        struct SyncButton: View {
          let isSyncing: Bool
          var body: some View {
            Button(action: sync) {
              if isSyncing {
                ProgressView()
              } else {
                Text("Sync")
              }
            }
            Button(action: sync) {
              if isSyncing { ProgressView("Syncing") } else { Image(systemName: "arrow.triangle.2.circlepath") }
            }
            Button(action: sync) {
              if isSyncing { ProgressView() } else { Image(systemName: "arrow.triangle.2.circlepath") }
            }
            .accessibilityLabel("Sync")
            Button(action: sync) {
              if isSyncing { ProgressView() } else { SyncIcon() }
            }
          }
        }
        """,
        note: "a branch with text, a titled spinner, a label on the button, a custom view the rule cannot judge"),
      .clean(
        """
        struct PromoCard: View {
          var body: some View {
            HStack {
              Text("Sync your bookmarks")
              Button { onDismiss() } label: { Image(systemName: "xmark") }
            }
            .accessibilityElement(children: .combine)

            VStack {
              Button { onClose() } label: { Image(systemName: "xmark") }
            }
            .accessibilityHidden(true)
          }
        }
        """,
        note: "a container that merges its children or hides them from accessibility"),
      .clean(
        """
        struct SupportLinks: View {
          var body: some View {
            Button { store.send(.reviewTapped) } label: {
              Image(systemName: "star").font(.largeTitle)
            }
            .buttonStyle(TileButtonStyle(title: "Leave a review", tint: .orange))
            Button(action: share) { Image(systemName: "person.2") }
              .buttonStyle(CaptionedStyle("Share with a friend"))
          }
        }
        """,
        note: "a button style handed a title draws that text under the icon"),
      .flagged(
        """
        struct ShareTile: View {
          var body: some View {
            ↓Button(action: share) { Image(systemName: "person.2") }
              .buttonStyle(TileButtonStyle(tint: .red))
          }
        }
        """,
        note: "a style without a title adds no text"),
      .clean(
        """
        struct ItemRow: View {
          var body: some View {
            Button(role: .destructive) {
              Task { await viewModel.deleteItem(item) }
            } label: {
              Label("Delete", systemImage: "trash")
            }
            Button("Settings", systemImage: "gearshape") { openSettings() }
          }
        }
        """,
        note: "seed 000's swipe action uses 'Label'"),
      .clean(
        """
        struct Toolbar: View {
          var body: some View {
            Button {
              openSettings()
            } label: {
              Image(systemName: "gearshape")
            }
            .accessibilityLabel("Settings")
            Button(action: share) {
              Image(systemName: "square.and.arrow.up").accessibilityLabel(Text("Share"))
            }
            Button(action: close) { Image("close", label: Text("Close")) }
          }
        }
        """),
      .clean(
        """
        struct Card: View {
          var body: some View {
            Button(action: open) {
              HStack {
                Image(systemName: "doc")
                Text("Open")
              }
            }
          }
        }
        """,
        note: "an image beside text is named by the text"),
      .clean(
        """
        #Preview("Toolbar") {
          Button { } label: { Image(systemName: "gearshape") }
        }
        """,
        note: "preview code never ships"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

  /// Built on first use: most files never reach a question about an API.
  private lazy var targets = DeploymentTargets(context)

  package func visit(_ node: Syntax) {
    // The name first: `viewName` is the name itself when it is a view's, but costs more to read.
    guard let reading = context.reading(ofCall: node), reading.name == "Button", reading.viewName == "Button" else {
      return
    }
    visitButton(reading.call)
  }

  /// Apart from `visit(_:)`, so that the calls turned down by name do not fetch the metadata of
  /// every syntax type this body uses.
  @inline(never)
  private func visitButton(_ call: FunctionCallExprSyntax) {
    guard let label = labelClosure(of: call),
      Self.content(of: label.statements) == .icons(image: true)
    else { return }
    if Self.namesAccessibility(call.outerModifierNames) || Self.hasTitledStyle(call) { return }
    guard !call.isInPreview, !Self.isInsideHiddenOrMergedContainer(call) else { return }
    // 'Button(_:systemImage:action:)' is iOS/tvOS 17: older targets are offered the other two.
    let newButton = targets.status(of: APIAvailabilityTable.buttonWithSystemImage, at: Syntax(call)) != .unavailable
    context.report(
      newButton
        ? "name this icon-only 'Button' with '.accessibilityLabel', or use 'Label' or 'Button(_:systemImage:action:)'"
        : "name this icon-only 'Button' with '.accessibilityLabel', or use a 'Label'",
      at: call.calledExpression)
  }

  /// What a label can show, for VoiceOver.
  private enum LabelContent: Equatable {
    /// Some view names the button: text, a 'Label', an accessibility modifier.
    case named
    /// Only unnamed images and spinners, in every branch; `image` when one is an image.
    case icons(image: Bool)
    /// Something the rule cannot judge (a custom view, a stack).
    case unknown

    /// Views shown together or in alternative branches: named wins, then unknown.
    static func combined(_ parts: [LabelContent]) -> LabelContent {
      if parts.contains(.named) { return .named }
      if parts.contains(.unknown) { return .unknown }
      return .icons(image: parts.contains(.icons(image: true)))
    }
  }

  /// The content of a label's statements, looking through 'if' and 'switch' branches, so a label
  /// that swaps its icon for a spinner while loading is still icon-only.
  private static func content(of statements: CodeBlockItemListSyntax) -> LabelContent {
    .combined(
      statements.map { item in
        if let expression = ExprSyntax(item.item) { return content(of: expression) }
        // `if` and `switch` in statement position.
        if let statement = ExpressionStmtSyntax(item.item) { return content(of: statement.expression) }
        return .unknown
      })
  }

  private static func content(of expression: ExprSyntax) -> LabelContent {
    if let ifExpr = IfExprSyntax(expression) {
      var branches = [content(of: ifExpr.body.statements)]
      var elseBody = ifExpr.elseBody
      while let next = elseBody {
        if let nested = IfExprSyntax(next) {
          branches.append(content(of: nested.body.statements))
          elseBody = nested.elseBody
        } else {
          branches.append(CodeBlockSyntax(next).map { content(of: $0.statements) } ?? .unknown)
          elseBody = nil
        }
      }
      return .combined(branches)
    }
    if let switchExpr = SwitchExprSyntax(expression) {
      return .combined(
        switchExpr.cases.map { element in SwitchCaseSyntax(element).map { content(of: $0.statements) } ?? .unknown })
    }
    guard let view = expression.chainRootViewCall else { return .unknown }
    if namesAccessibility(view.outerModifierNames) { return .named }
    switch view.viewName {
    case "Image":
      return view.arguments.contains { $0.label?.text == "label" } ? .named : .icons(image: true)
    case "ProgressView":
      // `ProgressView()` spins without a name; `ProgressView("Saving")` names itself.
      return view.arguments.isEmpty && view.trailingClosure == nil ? .icons(image: false) : .named
    case "Text", "Label":
      return .named
    default:
      return .unknown
    }
  }

  /// The label closure: `label:` (argument or trailing), or the trailing closure when the action
  /// is passed as `action:`.
  private func labelClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    if let closure = call.closure(labeled: "label", orTrailing: false) { return closure }
    if call.argument(labeled: "action") != nil { return call.trailingClosure }
    return nil
  }

  /// Whether a container around the button is `.accessibilityHidden(...)` or makes one element
  /// of its children (`.accessibilityElement(children: ...)`), which then carries the label.
  private static func isInsideHiddenOrMergedContainer(_ call: FunctionCallExprSyntax) -> Bool {
    var current = call.parent
    while let node = current, node.kind != .memberBlockItem {
      if let container = FunctionCallExprSyntax(node) {
        let modifiers = container.outerModifierNames
        if modifiers.contains("accessibilityHidden") || modifiers.contains("accessibilityElement") { return true }
      }
      current = node.parent
    }
    return false
  }

  /// Whether a '.buttonStyle(...)' on the button is handed a title ('SupportButtonStyle(title: "Share")', a
  /// string literal): the style draws that text beside the icon, and VoiceOver reads it.
  private static func hasTitledStyle(_ call: FunctionCallExprSyntax) -> Bool {
    var current = Syntax(call)
    while let member = current.parent.flatMap({ MemberAccessExprSyntax($0) }), member.base?.id == current.id,
      let modifier = member.parent.flatMap({ FunctionCallExprSyntax($0) }), modifier.calledExpression.id == member.id
    {
      if member.declName.baseName.text == "buttonStyle", let style = modifier.arguments.first?.expression {
        for node in style.tokens(viewMode: .sourceAccurate) {
          if node.tokenKind == .stringQuote { return true }
          if ["title", "label", "text"].contains(node.text), node.parent?.is(LabeledExprSyntax.self) == true,
            node.nextToken(viewMode: .sourceAccurate)?.tokenKind == .colon
          {
            return true
          }
        }
      }
      current = Syntax(modifier)
    }
    return false
  }

  private static func namesAccessibility(_ modifiers: [String]) -> Bool {
    modifiers.contains { $0 == "accessibilityLabel" || $0 == "accessibility" || $0 == "accessibilityRepresentation" }
  }
}
