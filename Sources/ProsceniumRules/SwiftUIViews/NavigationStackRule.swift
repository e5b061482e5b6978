import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `navigation_stack`: `NavigationView` is deprecated; `NavigationStack` (or `NavigationSplitView`)
/// drives navigation from data and works with a `Router`'s path. Silent where the file's
/// deployment target predates `NavigationStack`.
package final class NavigationStackRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "navigation_stack",
    summary: "'NavigationView' is deprecated: use 'NavigationStack' or 'NavigationSplitView'",
    rationale: """
      NavigationView is deprecated since iOS 16 and tvOS 16. NavigationStack takes its path from \
      data, so a Router can push, pop and restore it, and deep links can set it in one step; \
      NavigationSplitView replaces the multi-column style. The playbooks list "NavigationStack used \
      (iOS 16+)" as a quality gate. Both containers need iOS 16 and tvOS 16, so the rule reads the \
      file's deployment targets: when one platform the file is built for is older, it stays silent. \
      There 'NavigationView' is the container the oldest release has, and a 'NavigationStack' copy \
      behind 'if #available(iOS 16, *)' would split each screen's navigation (links, destinations, \
      paths) into two versions to maintain; the compiler reports the deprecation once the target \
      reaches 16, and so does the rule. Code inside 'if #available(iOS 16, *)', '@available(iOS 16, \
      *)' or an '#if os(...)' that leaves out the older platform is checked as code for 16. A file \
      only a watch or Mac target builds is judged by that target (watchOS 9, macOS 13). When no \
      deployment target is known the rule advises as always but offers no fix: it cannot tell \
      whether 'NavigationStack' would build. Preview code and test files are skipped: a snapshot \
      test wraps the screen in a 'NavigationView' to draw its bar as an older host does, and nothing \
      navigates there.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "Navigation: NavigationStack used (iOS 16+)"),
      PlaybookReference(.swiftUIPatterns, "Use NavigationStack over NavigationView"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    usesDeploymentTarget: true,
    judgesTestFiles: false,
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
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(16)]),
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
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(15), .tvOS: OSVersion(16)]),
        fixed: """
          #if os(tvOS)
          struct TVHome: View {
            var body: some View { SwiftUI.NavigationStack { Text("TV") } }
          }
          #endif
          """,
        note: "only tvOS builds this code, and tvOS 16 has 'NavigationStack'"),
      .flagged(
        """
        @available(iOS 16, *)
        struct ModernHome: View {
          var body: some View { ↓NavigationView { Text("Home") } }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(15)]),
        fixed: """
          @available(iOS 16, *)
          struct ModernHome: View {
            var body: some View { NavigationStack { Text("Home") } }
          }
          """,
        note: "a declaration marked for iOS 16 may use 'NavigationStack' on an iOS 15 app"),
      .flagged(
        """
        struct HomeView: View {
          var body: some View { ↓NavigationView { Text("Home") } }
        }
        """,
        note: "no known deployment target: the advice stands, but no fix is offered"),
      .clean(
        """
        struct PlatformNavigation<Content: View>: View {
          @ViewBuilder let content: Content
          var body: some View {
            if #available(iOS 16, macOS 13, *) {
              NavigationStack { content }
            } else {
              NavigationView { content }
            }
          }
        }
        """,
        note:
          "exemption 'the older systems' branch': the 'else' of '#available' runs only where 'NavigationStack' is missing"
      ),
      .clean(
        """
        struct HomeView: View {
          var body: some View {
            NavigationView {
              Text("Home")
            }
          }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(15)]),
        note: "an iOS 15 app keeps 'NavigationView'; the rule returns when the target reaches 16"),
      .clean(
        """
        struct HomeView: View {
          var body: some View { NavigationView { Text("Home") } }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(17), .tvOS: OSVersion(15)]),
        note: "every platform the file is built for must have 'NavigationStack'"),
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
      .clean(
        """
        final class SignUpViewSnapshotTests: XCTestCase {
          func testSignUp() {
            assertSnapshot(of: NavigationView { SignUpView(viewModel: .preview) }, as: .image)
          }
        }
        """,
        path: "Tests/AppTests/SignUpViewSnapshotTests.swift",
        note: "a snapshot test draws the screen inside a bar; nothing navigates in a test"),
      .clean(
        """
        struct WatchRootView: View {
          var body: some View {
            NavigationView { List { Text("Now playing") } }
          }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.watchOS: OSVersion(8)], platforms: [.watchOS]),
        note: "a watch app for watchOS 8 has no 'NavigationStack' (watchOS 9)"),
      .flagged(
        """
        struct WatchRootView: View {
          var body: some View {
            ↓NavigationView { List { Text("Now playing") } }
          }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.watchOS: OSVersion(9)], platforms: [.watchOS]),
        fixed: """
          struct WatchRootView: View {
            var body: some View {
              NavigationStack { List { Text("Now playing") } }
            }
          }
          """,
        note: "watchOS 9 has 'NavigationStack'"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

  /// Built on first use: most files never reach a question about an API.
  private lazy var targets = DeploymentTargets(context)

  package func visit(_ node: Syntax) {
    guard let reading = context.reading(ofCall: node), reading.name == "NavigationView" else { return }
    visitNavigationView(reading)
  }

  /// Apart from `visit(_:)`, so that the calls turned down by name do not fetch the metadata of
  /// every syntax type this body uses.
  @inline(never)
  private func visitNavigationView(_ reading: CallReading) {
    let call = reading.call
    let nameToken: TokenSyntax
    if let reference = reading.reference {
      nameToken = reference.baseName
    } else if let member = reading.member, reading.baseName == "SwiftUI" {
      nameToken = member.declName.baseName
    } else {
      return
    }
    guard !call.isInPreview, !Self.isOlderSystemsFallback(Syntax(call)) else { return }
    let status = targets.status(
      of: APIAvailabilityTable.navigationStack, APIAvailabilityTable.navigationSplitView, at: Syntax(call))
    guard status != .unavailable else { return }
    let fix = Fix(
      summary: "replace 'NavigationView' with 'NavigationStack'",
      edits: [
        TextEdit(
          start: nameToken.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: nameToken.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "NavigationStack")
      ])
    context.report(
      "replace 'NavigationView' with 'NavigationStack', or 'NavigationSplitView' for columns",
      at: call.calledExpression, fix: status == .available ? fix : nil,
      when: call.enclosingTypeName.map { .isNotOnlyPreviewed($0) })
  }

  /// Exemption "the older systems' branch": the 'else' of 'if #available(…)', or the body of
  /// 'if #unavailable(…)', runs only where the newer API is missing, whatever the target says.
  private static func isOlderSystemsFallback(_ node: Syntax) -> Bool {
    var child = node
    var current = node.parent
    while let parent = current {
      if let ifExpr = IfExprSyntax(parent) {
        let availability = ifExpr.conditions.compactMap { AvailabilityConditionSyntax($0.condition) }
        if let check = availability.first {
          let isUnavailable = check.availabilityKeyword.tokenKind == .poundUnavailable
          let inElse = ifExpr.elseBody?.id == child.id
          let inBody = ifExpr.body.id == child.id
          if (inElse && !isUnavailable) || (inBody && isUnavailable) { return true }
        }
      }
      if parent.kind == .functionDecl || parent.kind == .memberBlock { return false }
      child = parent
      current = parent.parent
    }
    return false
  }
}
