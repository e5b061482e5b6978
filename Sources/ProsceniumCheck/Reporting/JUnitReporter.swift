/// A JUnit XML report, the format CI servers (Jenkins, GitLab, Azure DevOps, CircleCI) show as test
/// results: one test suite per rule with findings, one test case per rule and file, failed with
/// every finding of that rule in that file. A run without findings is one passing test case, so
/// dashboards show a green check rather than "no tests".
package struct JUnitReporter: Reporter {
  package init() {}

  package func render(_ result: CheckResult) -> String {
    let counts = FindingCounts(result.findings)
    var suites: [(rule: String, cases: [(path: String, findings: [Finding])])] = []
    for rule in counts.byRule.map(\.rule).sorted() {
      var cases: [(path: String, findings: [Finding])] = []
      for finding in result.findings where finding.ruleID == rule {
        if cases.last?.path == finding.path {
          cases[cases.count - 1].findings.append(finding)
        } else {
          cases.append((finding.path, [finding]))
        }
      }
      suites.append((rule, cases))
    }
    let caseCount = suites.reduce(0) { $0 + $1.cases.count }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    guard caseCount > 0 else {
      xml += "<testsuites name=\"proscenium\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
      xml += "  <testsuite name=\"proscenium\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
      xml += "    <testcase name=\"\(Counting.phrase(result.fileCount, "file")) checked\" classname=\"proscenium\"/>\n"
      xml += "  </testsuite>\n</testsuites>\n"
      return xml
    }
    xml += "<testsuites name=\"proscenium\" tests=\"\(caseCount)\" failures=\"\(caseCount)\" errors=\"0\">\n"
    for suite in suites {
      let name = XMLText.escaped(suite.rule)
      xml +=
        "  <testsuite name=\"\(name)\" tests=\"\(suite.cases.count)\" failures=\"\(suite.cases.count)\" errors=\"0\">\n"
      for testCase in suite.cases {
        let path = XMLText.escaped(testCase.path)
        let first = testCase.findings[0]
        let worst = testCase.findings.contains { $0.severity == .error } ? Severity.error : .warning
        let summary =
          testCase.findings.count == 1
          ? "\(first.start.line):\(first.start.column): \(first.message.onOneLine)"
          : Counting.phrase(testCase.findings.count, "finding")
        xml += "    <testcase name=\"\(path)\" classname=\"proscenium.\(name)\" file=\"\(path)\">\n"
        xml += "      <failure type=\"\(worst.rawValue)\" message=\"\(XMLText.escaped(summary))\">"
        xml += testCase.findings.map { finding in
          let line =
            "\(finding.path):\(finding.start.line):\(finding.start.column): \(finding.severity.rawValue): "
            + finding.message.onOneLine
          return XMLText.escaped(line, attribute: false)
        }.joined(separator: "\n")
        xml += "</failure>\n    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    xml += "</testsuites>\n"
    return xml
  }
}
