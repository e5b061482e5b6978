import Foundation
import Testing

/// `Examples/Legacy` breaks every rule on purpose; its findings are pinned in
/// `Examples/Legacy/expected-findings.txt`, so any change in what a rule reports shows up here as a diff.
///
/// After a deliberate change (a new rule, a new instance in the app), rewrite the file with
/// `PROSCENIUM_UPDATE_DOCS=1 swift test --filter LegacyExampleTests` and review the diff before committing it.
@Suite struct LegacyExampleTests {
  static let legacy = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/Legacy").path
  static let expectedFile = legacy + "/expected-findings.txt"

  @Test func checkingTheLegacyAppReportsExactlyTheExpectedFindings() throws {
    let outcome = proscenium(arguments: ["check", "--format", "json", Self.legacy])
    #expect(outcome.code == 1, "\(outcome.errors)")
    let actual = try Self.findingLines(fromJSON: outcome.output)
    let rendered = Self.header + actual.joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["PROSCENIUM_UPDATE_DOCS"] == "1" {
      try Data(rendered.utf8).write(to: URL(fileURLWithPath: Self.expectedFile), options: .atomic)
      return
    }
    let expected = try String(contentsOfFile: Self.expectedFile, encoding: .utf8)
      .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    guard expected != actual else { return }
    let diff = actual.difference(from: expected).map { change in
      switch change {
      case .remove(_, let line, _): "- " + line
      case .insert(_, let line, _): "+ " + line
      }
    }
    Issue.record(
      """
      Examples/Legacy's findings differ from expected-findings.txt (- expected, not found; + found, not expected). \
      If the change is deliberate, rewrite the file with PROSCENIUM_UPDATE_DOCS=1 swift test --filter LegacyExampleTests
      \(diff.joined(separator: "\n"))
      """)
  }

  /// Every rule `proscenium rules` lists has at least one instance in the app, so the file covers the whole catalogue.
  @Test func theLegacyAppBreaksEveryRule() throws {
    let catalogue = proscenium(arguments: ["rules", "--format", "json"]).output
    let document = try JSONSerialization.jsonObject(with: Data(catalogue.utf8)) as? [String: Any]
    let rules = try #require(document?["rules"] as? [[String: Any]], "no rules array in:\n\(catalogue)")
    let listed = rules.compactMap { $0["id"] as? String }
    #expect(listed.count == rules.count && listed.count > 30)
    let expected = try String(contentsOfFile: Self.expectedFile, encoding: .utf8)
    let found = Set(
      expected.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: " ").last })
    let missing = listed.filter { !found.contains(Substring($0)) }
    #expect(missing.isEmpty, "rules without an instance in Examples/Legacy: \(missing.joined(separator: ", "))")
  }

  static let header = """
    # Findings of 'proscenium check Examples/Legacy', one 'path:line rule' a line, in the checker's order.
    # Regenerate after a deliberate change: PROSCENIUM_UPDATE_DOCS=1 swift test --filter LegacyExampleTests

    """

  /// The JSON report's findings as `path:line rule`, paths relative to `Examples/Legacy`.
  static func findingLines(fromJSON json: String) throws -> [String] {
    let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let findings = try #require(document?["findings"] as? [[String: Any]], "no findings array in:\n\(json)")
    return try findings.map { finding in
      let rule = try #require(finding["rule"] as? String)
      let path = try #require(finding["path"] as? String)
      let line = try #require(finding["line"] as? Int)
      let relative = path.hasPrefix(legacy + "/") ? String(path.dropFirst(legacy.count + 1)) : path
      return "\(relative):\(line) \(rule)"
    }
  }
}
