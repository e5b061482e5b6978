/// GitHub Actions workflow commands, one per finding, which the runner turns into annotations on
/// the pull request's lines:
/// `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=rule::message`.
package struct GitHubActionsReporter: Reporter {
  package init() {}

  package func render(_ result: CheckResult) -> String {
    result.findings.map { finding in
      let properties = [
        "file=\(Self.escapeProperty(finding.path))",
        "line=\(finding.start.line)",
        "col=\(finding.start.column)",
        "endLine=\(finding.end.line)",
        "endColumn=\(finding.end.column)",
        "title=\(Self.escapeProperty(finding.ruleID))",
      ]
      return
        "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(Self.escapeData(finding.message))\n"
    }.joined()
  }

  /// Escapes a message the way the Actions runner unescapes it.
  static func escapeData(_ text: String) -> String {
    escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
  }

  /// Escapes a property value, which additionally must not contain its separators.
  static func escapeProperty(_ text: String) -> String {
    escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
  }

  /// Replaces scalars (not characters: "\r\n" is one character but two scalars to escape).
  private static func escape(_ text: String, _ table: [(Unicode.Scalar, String)]) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if let replacement = table.first(where: { $0.0 == scalar })?.1 {
        result += replacement
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
