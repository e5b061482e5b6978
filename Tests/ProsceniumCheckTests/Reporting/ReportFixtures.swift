import ProsceniumCheck
import ProsceniumSyntax

/// A result with findings of both severities in several files, shared by the golden tests of
/// every format.
enum ReportFixtures {
  static let broken = Finding(
    ruleID: "unparsable_file", severity: .error, path: "Sources/App/Broken.swift",
    start: SourcePosition(line: 2, column: 10), end: SourcePosition(line: 2, column: 10), offset: 25,
    message: "file does not parse: expected ')' to end parameter clause")

  static let navigation = Finding(
    ruleID: "navigation_stack", severity: .warning, path: "Sources/App/Home View.swift",
    start: SourcePosition(line: 5, column: 5), end: SourcePosition(line: 5, column: 19), offset: 68,
    message: "replace 'NavigationView' with 'NavigationStack'",
    fix: Fix(
      summary: "replace 'NavigationView' with 'NavigationStack'",
      edits: [TextEdit(start: 68, end: 82, replacement: "NavigationStack")]))

  static let navigationAgain = Finding(
    ruleID: "navigation_stack", severity: .warning, path: "Sources/App/Home View.swift",
    start: SourcePosition(line: 12, column: 7), end: SourcePosition(line: 12, column: 21), offset: 190,
    message: "replace 'NavigationView' with 'NavigationStack'")

  static let demoError = Finding(
    ruleID: "demo_rule", severity: .error, path: "Sources/App/Model.swift",
    start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 3, column: 2), offset: 0,
    message: "make 'Model' final, or mark 100% of it \"open\", somehow")

  static let demoWarning = Finding(
    ruleID: "demo_rule", severity: .warning, path: "Sources/App/Model.swift",
    start: SourcePosition(line: 7, column: 3), end: SourcePosition(line: 7, column: 9), offset: 80,
    message: "line one,\nline two: done")

  /// Five findings (2 errors, 3 warnings) in 40 files of 5,210 lines.
  static let mixed = CheckResult(
    findings: [broken, navigation, navigationAgain, demoError, demoWarning].sorted(by: Finding.reportingOrder),
    fileCount: 40, lineCount: 5210)

  static let clean = CheckResult(findings: [], fileCount: 1, lineCount: 1)
}
