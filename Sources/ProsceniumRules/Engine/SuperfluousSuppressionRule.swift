import ProsceniumCheck
import SwiftSyntax

/// `superfluous_suppression`: a suppression comment that silences nothing hides the next real
/// finding on its lines. The engine reports it once every rule of the file has run (it needs their
/// findings before suppression); this type gives it its description, configuration and examples.
package final class SuperfluousSuppressionRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: superfluousSuppressionRuleID,
    summary: "'proscenium:disable' comment that silences no finding",
    rationale: """
      A suppression outlives the code it was written for: once the view is rewritten, the comment silences \
      nothing today and the next real finding on its lines tomorrow. The engine compares each directive's lines \
      with the findings the rules raised there before suppression, and reports the directive when none matches. \
      Only rules that ran on the file are judged (a directive for a rule that is off, or belongs to another \
      preset, is left alone), 'all' is judged against every rule that ran, findings that wait on the whole \
      project count as raised, and only a directive naming 'superfluous_suppression' itself silences it. \
      Opt-in, as checking it means running the rules the comments name: enable it in '.proscenium.json'.
      """,
    sources: [],
    family: .engine,
    defaultSeverity: .warning,
    isOptIn: true,
    examples: [
      .flagged(
        """
        struct SettingsView: View {
          ↓// proscenium:disable:next all
          var body: some View { Text("Settings") }
        }
        """,
        note: "nothing on the next line raises a finding"),
      .clean(
        """
        struct LegacyRoot: View {
          // proscenium:disable:next navigation_stack
          var body: some View { NavigationView { Home() } }
        }
        """,
        note: "with 'navigation_stack' running the comment silences its finding; a rule that did not run is not judged"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = []

  package func visit(_ node: Syntax) {}
}
