/// One `path:line:column: warning|error: message (rule)` line per finding and nothing else: the
/// shape Xcode's build log, editors and `grep`-minded scripts recognise.
public struct XcodeReporter: Reporter {
  public init() {}

  public func render(_ result: CheckResult) -> String {
    result.findings.map { finding in
      "\(finding.path):\(finding.start.line):\(finding.start.column): \(finding.severity.rawValue): "
        + "\(finding.message) (\(finding.ruleID))\n"
    }.joined()
  }
}
