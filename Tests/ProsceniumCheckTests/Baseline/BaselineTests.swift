import Foundation
import ProsceniumCheck
import ProsceniumSyntax
import Testing

/// The baseline file: written sorted and valid against `docs/baseline.schema.json`, read back to
/// the same entries, and rejected with a reason when malformed.
@Suite struct BaselineTests {
  static let schemaFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/baseline.schema.json").path

  static func finding(_ rule: String, _ path: String, offset: Int, fingerprint: String) -> Finding {
    var finding = Finding(
      ruleID: rule, severity: .warning, path: path, start: SourcePosition(line: 1, column: offset + 1),
      end: SourcePosition(line: 1, column: offset + 2), offset: offset, message: "fix \(rule)")
    finding.fingerprint = fingerprint
    return finding
  }

  static let findings = [
    finding("navigation_stack", "/project/Sources/B.swift", offset: 40, fingerprint: "00000000000000bb"),
    finding("navigation_stack", "/project/Sources/B.swift", offset: 10, fingerprint: "00000000000000bb"),
    finding("private_view_state", "/project/Sources/A.swift", offset: 5, fingerprint: "00000000000000aa"),
  ]

  @Test func entriesAreSortedAndNumberIdenticalFindingsInFileOrder() {
    let baseline = Baseline(findings: Self.findings, folder: "/project")
    #expect(baseline.entries.map(\.path) == ["Sources/A.swift", "Sources/B.swift", "Sources/B.swift"])
    #expect(baseline.entries.map(\.occurrence) == [0, 0, 1])
  }

  @Test func theWrittenFileFollowsTheSchemaAndReadsBack() throws {
    let baseline = Baseline(findings: Self.findings, folder: "/project")
    let text = baseline.rendered()
    let schema = try JSONParser.parse(try String(contentsOfFile: Self.schemaFile, encoding: .utf8))
    let problems = SchemaValidator(root: schema).problems(in: try JSONParser.parse(text))
    #expect(problems.isEmpty, "\(problems)")
    #expect(try Baseline(parsing: text, file: "baseline.json") == baseline)
  }

  @Test func comparisonFindsNewAcceptedAndStale() {
    let baseline = Baseline(findings: Self.findings, folder: "/project")
    let now = [
      Self.findings[0], Self.findings[1],
      Self.finding("navigation_stack", "/project/Sources/B.swift", offset: 90, fingerprint: "00000000000000bb"),
    ]
    let comparison = baseline.compare(
      now, checkedPaths: ["/project/Sources/A.swift", "/project/Sources/B.swift"], folder: "/project")
    #expect(comparison.newFindings.map(\.offset) == [90])
    #expect(comparison.acceptedCount == 2)
    #expect(comparison.staleEntries.map(\.path) == ["Sources/A.swift"])
  }

  @Test(arguments: [
    ("[]", "'version' is missing"),
    (#"{"version": 2, "entries": []}"#, "version 2 is not supported"),
    (#"{"version": 1}"#, "'entries' is missing or not an array"),
    (
      #"{"version": 1, "entries": [{"rule": "a", "path": "b", "fingerprint": "c", "occurrence": 1.5}]}"#,
      "entry 1 needs"
    ),
    ("{", "not valid JSON"),
  ])
  func malformedFilesAreRejectedWithAReason(text: String, reason: String) {
    #expect(throws: BaselineError.self) { try Baseline(parsing: text, file: "b.json") }
    do {
      _ = try Baseline(parsing: text, file: "b.json")
    } catch {
      #expect(error.description.contains(reason), "\(error.description)")
    }
  }
}
