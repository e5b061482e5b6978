/// The format for people: findings grouped under a header per file, each line in the compiler's
/// `path:line:column: severity: message [rule]` shape so terminals and editors can jump to it,
/// then a count per rule (most frequent first) and a total.
///
/// ```
/// Sources/App/HomeView.swift
///   Sources/App/HomeView.swift:3:5: warning: replace 'NavigationView' with … [navigation_stack]
///
/// navigation_stack  1 warning
/// 1 finding (0 errors, 1 warning) in 12 files, 1,204 lines
/// ```
package struct TextReporter: Reporter {
  package var colored: Bool
  /// Only the finding lines: no file headers, no summary.
  package var quiet: Bool

  package init(colored: Bool = false, quiet: Bool = false) {
    self.colored = colored
    self.quiet = quiet
  }

  package func render(_ result: CheckResult) -> String {
    let style = TerminalStyle(isEnabled: colored)
    var lines: [String] = []
    var currentPath: String?
    for finding in result.findings {
      if quiet {
        lines.append(line(for: finding, style: style))
        continue
      }
      if finding.path != currentPath {
        if currentPath != nil { lines.append("") }
        lines.append(style.bold(style.underlined(finding.path.escapingControlCharacters)))
        currentPath = finding.path
      }
      lines.append("  " + line(for: finding, style: style))
    }
    if !quiet {
      let counts = FindingCounts(result.findings)
      if !lines.isEmpty { lines.append("") }
      let width = counts.byRule.map(\.rule.count).max() ?? 0
      for entry in counts.byRule {
        let padding = String(repeating: " ", count: width - entry.rule.count)
        lines.append("\(entry.rule)\(padding)  \(Self.describe(errors: entry.errors, warnings: entry.warnings))")
      }
      lines.append(Self.total(counts, result: result, style: style))
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  func line(for finding: Finding, style: TerminalStyle) -> String {
    "\(finding.path.escapingControlCharacters):\(finding.start.line):\(finding.start.column): "
      + "\(style.severity(finding.severity)): \(finding.message.onOneLine) \(style.dim("[\(finding.ruleID)]"))"
  }

  /// "2 warnings", "1 error", or "3 (1 error, 2 warnings)" when a rule has both.
  static func describe(errors: Int, warnings: Int) -> String {
    if errors == 0 { return Counting.phrase(warnings, "warning") }
    if warnings == 0 { return Counting.phrase(errors, "error") }
    return "\(Counting.grouped(errors + warnings)) (\(Counting.phrase(errors, "error")), "
      + "\(Counting.phrase(warnings, "warning")))"
  }

  /// "12 findings (3 errors, 9 warnings) in 40 files, 5,210 lines", or "no findings in …".
  static func total(_ counts: FindingCounts, result: CheckResult, style: TerminalStyle) -> String {
    let scope = "in \(Counting.phrase(result.fileCount, "file")), \(Counting.phrase(result.lineCount, "line"))"
    if counts.total == 0 { return style.green("no findings") + " " + scope }
    let headline = Counting.phrase(counts.total, "finding")
    let colouredHeadline = counts.errors > 0 ? style.red(headline) : style.yellow(headline)
    return "\(colouredHeadline) (\(Counting.phrase(counts.errors, "error")), "
      + "\(Counting.phrase(counts.warnings, "warning"))) \(scope)"
  }
}
