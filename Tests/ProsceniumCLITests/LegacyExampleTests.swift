import Foundation
import ProsceniumTestSupport
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

  /// `check Examples` judges Legacy by its own package: the showcase's types and tests, indexed in the same run,
  /// answer none of Legacy's questions, so its findings are those of checking it alone, to the message.
  @Test func checkingEveryExampleReportsLegacyAsCheckingItAlone() throws {
    let examples = URL(fileURLWithPath: Self.legacy).deletingLastPathComponent().path
    let together = proscenium(arguments: ["check", "--format", "json", examples])
    let alone = proscenium(arguments: ["check", "--format", "json", Self.legacy])
    #expect(together.code == 1, "\(together.errors)")
    let legacyPart = try Self.findings(fromJSON: together.output).filter { $0.path.hasPrefix(Self.legacy + "/") }
      .map(\.text)
    let legacyAlone = try Self.findings(fromJSON: alone.output).map(\.text)
    #expect(legacyPart.count > 30)
    #expect(legacyPart == legacyAlone, "\(legacyAlone.difference(from: legacyPart))")
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

  /// The JSON report's findings in order, each with its path and its every field as JSON text.
  static func findings(fromJSON json: String) throws -> [(path: String, text: String)] {
    let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let findings = try #require(document?["findings"] as? [[String: Any]], "no findings array in:\n\(json)")
    return try findings.map { finding in
      let data = try JSONSerialization.data(withJSONObject: finding, options: [.sortedKeys])
      return (try #require(finding["path"] as? String), String(decoding: data, as: UTF8.self))
    }
  }

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
