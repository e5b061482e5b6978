import ProsceniumCheck
import ProsceniumTestSupport
import Testing

@Suite struct JSONReporterTests {
  @Test func documentHasTheVersionedSchema() {
    let result = CheckResult(findings: [ReportFixtures.broken, ReportFixtures.navigation], fileCount: 2, lineCount: 30)
    expectGolden(
      JSONReporter().render(result),
      """
      {
        "version": 1,
        "findings": [
          {
            "rule": "unparsable_file",
            "severity": "error",
            "path": "Sources/App/Broken.swift",
            "line": 2,
            "column": 10,
            "end_line": 2,
            "end_column": 10,
            "message": "file does not parse: expected ')' to end parameter clause"
          },
          {
            "rule": "navigation_stack",
            "severity": "warning",
            "path": "Sources/App/Home View.swift",
            "line": 5,
            "column": 5,
            "end_line": 5,
            "end_column": 19,
            "message": "replace 'NavigationView' with 'NavigationStack'",
            "fix": {
              "summary": "replace 'NavigationView' with 'NavigationStack'",
              "edits": [
                {
                  "start": 68,
                  "end": 82,
                  "replacement": "NavigationStack"
                }
              ]
            }
          }
        ],
        "summary": {
          "files": 2,
          "lines": 30,
          "findings": 2,
          "errors": 1,
          "warnings": 1,
          "rules": {
            "navigation_stack": 1,
            "unparsable_file": 1
          }
        }
      }

      """)
  }

  @Test func outputParsesBackAndEscapesStrings() throws {
    let document = try JSONParser.parse(JSONReporter().render(ReportFixtures.mixed))
    #expect(document["version"] == .number(1))
    guard case .array(let findings)? = document["findings"] else {
      Issue.record("findings is not an array")
      return
    }
    #expect(findings.count == 5)
    #expect(findings.last?["message"] == .string("line one,\nline two: done"))
    #expect(findings.last?["fix"] == nil)
    let summary = document["summary"]
    #expect(summary?["errors"] == .number(2))
    #expect(summary?["warnings"] == .number(3))
    #expect(summary?["rules"]?["demo_rule"] == .number(2))
  }

  @Test func aCleanRunHasAnEmptyFindingsArray() throws {
    let document = try JSONParser.parse(JSONReporter().render(ReportFixtures.clean))
    #expect(document["findings"] == .array([]))
    #expect(document["summary"]?["rules"] == .object([]))
  }
}
