import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `invalid_suppression`: a `proscenium:` comment that the engine cannot act on silences nothing,
/// silently; say so, with a "did you mean".
package final class InvalidSuppressionRule: SyntaxRule<InvalidSuppressionRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// Whether every directive but `enable` must say why after ` -- `.
    package var requireReason = false

    package init() {}

    package static var fields: [OptionField<Options>] {
      [
        .boolean(
          "require_reason", \.requireReason,
          "require a reason after the rule ids, as in '// proscenium:disable:next navigation_stack -- host app still on iOS 15'"
        )
      ]
    }
  }

  package static let description = RuleDescription(
    id: "invalid_suppression",
    summary: "'proscenium:' comment with an unknown command or rule id, or (optionally) without a reason",
    rationale: """
      A suppression comment that names a rule that does not exist ('navigation_stak', or a rule since renamed) \
      silences nothing, and nobody notices: the finding it was meant to silence shows up, or worse, the comment \
      stays behind as a promise that something was looked at. The rule reports directives whose command is not \
      'disable', 'enable', 'disable:next' or 'disable:this', that name no rule, or that name an id no rule has \
      ('all' stands for every rule), with the closest id as a suggestion. With 'require_reason', every directive \
      but 'enable' must also say why after ' -- ', so a reviewer can judge the exception later. Only comments \
      are read: text in string literals is not a directive.
      """,
    sources: [],
    family: .engine,
    defaultSeverity: .warning,
    examples: [
      .flagged(
        """
        struct SettingsView: View {
          var body: some View {
            ↓// proscenium:disable:next navigation_stak
            NavigationView { SettingsList() }
          }
        }
        """,
        note: "a misspelt id: did you mean 'navigation_stack'?"),
      .flagged(
        """
        ↓// proscenium:disabel no_print
        func debug() { print("state") }

        ↓/* proscenium:disable */
        func trace() {}
        """,
        note: "an unknown command; a directive that names no rule"),
      .clean(
        """
        // proscenium:disable:next navigation_stack -- the host app still supports iOS 15
        struct LegacyRoot: View { var body: some View { NavigationView { Home() } } }

        // proscenium:disable no_print, view_body_length
        // proscenium:enable no_print
        /* proscenium:disable:this all */
        let sample = "// proscenium:disable nothing_here"
        """,
        options: #"{"require_reason": false}"#),
      .clean(
        """
        // proscenium:disable:next navigation_stack -- the host app still supports iOS 15
        struct LegacyRoot: View { var body: some View { NavigationView { Home() } } }
        // proscenium:enable no_print
        """,
        options: #"{"require_reason": true}"#,
        note: "with 'require_reason', 'enable' needs no reason"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = []

  private var requireReason: Bool { options.requireReason }

  package func visit(_ node: Syntax) {}

  /// Reads the comments once the walk is done, and only in files that mention `proscenium:`.
  package func finish() {
    guard context.mentionsDirectives else { return }
    for token in context.tree.tokens(viewMode: .sourceAccurate) {
      var position = token.position
      for piece in token.leadingTrivia {
        judge(piece, at: position)
        position += piece.sourceLength
      }
      position = token.endPositionBeforeTrailingTrivia
      for piece in token.trailingTrivia {
        judge(piece, at: position)
        position += piece.sourceLength
      }
    }
  }

  private func judge(_ piece: TriviaPiece, at position: AbsolutePosition) {
    let text: Substring
    switch piece {
    case .lineComment(let comment): text = comment.dropFirst(2)
    case .blockComment(let comment): text = comment.dropFirst(2).dropLast(2)
    default: return
    }
    guard let directive = SuppressionDirective.parse(text) else { return }
    let end = position + piece.sourceLength
    func report(_ message: String) { context.report(message, from: position, to: end) }
    guard SuppressionDirective.commands.contains(directive.command) else {
      let suggestion = SpellingSuggestion.closest(
        to: directive.command, in: SuppressionDirective.commands.sorted())
      report(
        "'proscenium:\(directive.command)' is not a directive, so this comment silences nothing"
          + (suggestion.map { "; did you mean 'proscenium:\($0)'?" } ?? ""))
      return
    }
    guard !directive.ids.isEmpty else {
      report("'proscenium:\(directive.command)' names no rule: add the rule ids, or 'all'")
      return
    }
    let known = context.knownRuleIDs.map { $0.union([SuppressionDirective.allRules]) } ?? Self.knownIDs
    for id in directive.ids where !known.contains(id) {
      let suggestion = SpellingSuggestion.closest(to: id, in: known.sorted())
      report(
        "'\(id)' is not a rule, so this comment does not silence it"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? "; run 'proscenium rules' to list the rule ids"))
    }
    if requireReason && directive.command != "enable" && directive.reason == nil {
      report("say why the rule is silenced here, after ' -- ' ('proscenium:\(directive.command) ID -- reason')")
    }
  }

  /// Every rule id of the standard catalogue and 'all', for checks that do not say which
  /// catalogue they run (in-memory snippets).
  static let knownIDs: Set<String> = Set(RuleRegistry.catalog.allIDs + [SuppressionDirective.allRules])
}
