import ProsceniumSyntax

/// A safe, mechanical change that resolves a finding.
public struct Fix: Hashable, Sendable, Codable {
  /// What the fix does, in the imperative ("make 'viewModel' a '@StateObject'").
  public var summary: String
  /// The edits, as UTF-8 offsets into the file the finding belongs to.
  public var edits: [TextEdit]

  public init(summary: String, edits: [TextEdit]) {
    self.summary = summary
    self.edits = edits
  }
}

/// One violation of one rule at one place: the data every reporter renders.
package struct Finding: Hashable, Sendable, Codable {
  package var ruleID: String
  package var severity: Severity
  /// The path as the user gave it (relative paths stay relative).
  package var path: String
  package var start: SourcePosition
  package var end: SourcePosition
  /// UTF-8 offset of `start`, so fixes and tests can relate findings to text.
  package var offset: Int
  package var message: String
  package var fix: Fix?
  /// What identifies the finding across edits, for baselines: a hash of the rule and the code of
  /// the finding and its enclosing declaration (`nil` for files that do not parse, and when the
  /// run did not ask for them: `CheckRequest.fingerprints`).
  package var fingerprint: String?

  package init(
    ruleID: String, severity: Severity, path: String, start: SourcePosition, end: SourcePosition,
    offset: Int, message: String, fix: Fix? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.path = path
    self.start = start
    self.end = end
    self.offset = offset
    self.message = message
    self.fix = fix
  }

  /// The order every reporter uses: by path, then position, then rule.
  package static func reportingOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
    if lhs.path != rhs.path { return lhs.path < rhs.path }
    if lhs.start != rhs.start { return lhs.start < rhs.start }
    if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
    return lhs.message < rhs.message
  }
}
