/// A Checkstyle XML report, which code-review bots (Danger, reviewdog), Jenkins' warnings plugin
/// and SonarQube import: one `<file>` per file with findings, one `<error>` per finding, whose
/// `source` names the rule as `proscenium.<rule>`.
package struct CheckstyleReporter: Reporter {
  package init() {}

  package func render(_ result: CheckResult) -> String {
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    var openPath: String?
    for finding in result.findings {
      if finding.path != openPath {
        if openPath != nil { xml += "  </file>\n" }
        xml += "  <file name=\"\(XMLText.escaped(finding.path))\">\n"
        openPath = finding.path
      }
      xml +=
        "    <error line=\"\(finding.start.line)\" column=\"\(finding.start.column)\" "
        + "severity=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escaped(finding.message))\" "
        + "source=\"proscenium.\(XMLText.escaped(finding.ruleID))\"/>\n"
    }
    if openPath != nil { xml += "  </file>\n" }
    xml += "</checkstyle>\n"
    return xml
  }
}
