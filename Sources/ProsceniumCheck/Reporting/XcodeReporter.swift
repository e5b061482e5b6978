/// One `path:line:column: warning|error: message (rule)` line per finding and nothing else: the
/// shape Xcode's build log, editors and `grep`-minded scripts recognise. A line break inside a
/// message becomes a space, so each finding stays on one line.
package struct XcodeReporter: Reporter {
  package init() {}

  package func render(_ result: CheckResult) -> String {
    result.findings.map { finding in
      "\(finding.path.escapingControlCharacters):\(finding.start.line):\(finding.start.column): \(finding.severity.rawValue): "
        + "\(finding.message.onOneLine) (\(finding.ruleID))\n"
    }.joined()
  }
}

extension String {
  /// The text with every line break replaced by a space, for one-line-per-finding formats.
  var onOneLine: String {
    guard contains(where: \.isNewline) else { return self }
    return String(map { $0.isNewline ? " " : $0 })
  }
}
