import ProsceniumCheck
import SwiftSyntax

/// `unparsable_file`: a file the checker cannot read or parse is reported instead of passing
/// silently. The engine raises the finding (no rule runs on such a file, this one included); this
/// type gives it its description, examples, severity and place in the configuration, so it is
/// turned off, made a warning or silenced like any rule.
package final class UnparsableFileRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: unparsableFileRuleID,
    summary: "file that cannot be read or parsed, so no other rule checked it",
    rationale: """
      The checker parses every file once; when a file has syntax errors, is not UTF-8, cannot be read, nests \
      deeper than the parser can take, is larger than 'limits.max_file_kb' or runs past its time budget, no \
      rule can check it, so it is reported (at the parser's first diagnostic, or the first bad byte) rather \
      than counted as clean. A file with syntax errors is still indexed, so other files' questions keep their \
      answers. Fix the file, or exclude it in the configuration. '--only' leaves this rule on, since a file \
      that was not checked matters whichever rules were asked for; '--disable unparsable_file', \
      '"unparsable_file": false' or a 'proscenium:disable' comment in a file with syntax errors hides it.
      """,
    sources: [],
    family: .engine,
    defaultSeverity: .error,
    isKeptByOnly: true,
    examples: [
      .flagged(
        """
        struct ProfileView: View {
          func load(↓ {
          }
        }
        """,
        note: "the parameter clause is never closed: the finding sits at the parser's first diagnostic"),
      .clean(
        """
        struct ProfileView: View {
          func load() {}
        }
        """),
    ])

  package static let visitedKinds: Set<SyntaxKind> = []

  package func visit(_ node: Syntax) {}
}
