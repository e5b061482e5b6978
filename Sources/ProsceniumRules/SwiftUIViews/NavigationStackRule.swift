import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `navigation_stack`: `NavigationView` is deprecated; `NavigationStack` (or `NavigationSplitView`)
/// drives navigation from data and works with a `Router`'s path.
public final class NavigationStackRule: Rule {
  public static let description = RuleDescription(
    id: "navigation_stack",
    summary: "'NavigationView' is deprecated: use 'NavigationStack' or 'NavigationSplitView'",
    rationale: """
      NavigationView is deprecated since iOS 16 and tvOS 16. NavigationStack takes its path from \
      data, so a Router can push, pop and restore it, and deep links can set it in one step; \
      NavigationSplitView replaces the multi-column style. The playbooks list "NavigationStack used \
      (iOS 16+)" as a quality gate.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "Navigation: NavigationStack used (iOS 16+)"),
      PlaybookReference(.swiftUIPatterns, "Use NavigationStack over NavigationView"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    examples: [
      .flagged(
        """
        struct HomeView: View {
          var body: some View {
            ↓NavigationView {
              Text("Home")
            }
          }
        }
        """,
        fixed: """
          struct HomeView: View {
            var body: some View {
              NavigationStack {
                Text("Home")
              }
            }
          }
          """),
      .flagged(
        """
        #if os(tvOS)
        struct TVHome: View {
          var body: some View { ↓SwiftUI.NavigationView { Text("TV") } }
        }
        #endif
        """,
        fixed: """
          #if os(tvOS)
          struct TVHome: View {
            var body: some View { SwiftUI.NavigationStack { Text("TV") } }
          }
          #endif
          """),
      .clean(
        """
        struct HomeView: View {
          var body: some View {
            NavigationStack {
              Text("Home")
            }
          }
        }
        """),
      .clean(
        """
        struct NavigationViewStyleGuide {
          let navigationView = "NavigationView"
        }
        """,
        note: "a property or string named after the type is not a use of it"),
      .clean(
        """
        struct SignUpView_Previews: PreviewProvider {
          static var previews: some View {
            NavigationView { SignUpView(viewModel: .preview) }
          }
        }
        """,
        note: "preview code never ships; it often mirrors how an older host embeds the view"),
    ])

  public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

  private let context: RuleContext

  public init(options: NoOptions, context: RuleContext) {
    self.context = context
  }

  public func visit(_ node: Syntax) {
    guard let call = FunctionCallExprSyntax(node) else { return }
    let nameToken: TokenSyntax
    if let reference = DeclReferenceExprSyntax(call.calledExpression) {
      nameToken = reference.baseName
    } else if let member = MemberAccessExprSyntax(call.calledExpression),
      member.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.text == "SwiftUI"
    {
      nameToken = member.declName.baseName
    } else {
      return
    }
    guard nameToken.text == "NavigationView", !call.isInPreview else { return }
    let fix = Fix(
      summary: "replace 'NavigationView' with 'NavigationStack'",
      edits: [
        TextEdit(
          start: nameToken.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: nameToken.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "NavigationStack")
      ])
    context.report(
      "replace 'NavigationView' with 'NavigationStack', or 'NavigationSplitView' for columns", at: call.calledExpression,
      fix: fix)
  }
}
