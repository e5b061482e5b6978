import Foundation
import ProsceniumRules
import Testing

/// The table 'explain' quotes is the committed verdicts' tally: regenerate it with
/// `python3 scripts/sealed_eval.py table docs/accuracy/rounds/*round-*.tsv` when a round lands.
@Suite struct SealedPrecisionTests {
  static let rounds = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/accuracy/rounds")

  @Test func theTableIsTheTallyOfTheCommittedRounds() throws {
    var tally: [String: (right: Int, wrong: Int)] = [:]
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.rounds.path)
      .filter { $0.contains("round-") && $0.hasSuffix(".tsv") }
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(contentsOf: Self.rounds.appendingPathComponent(file), encoding: .utf8)
      let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
      let header = try #require(lines.first)
      let rule = try #require(header.firstIndex(of: "rule"))
      let verdict = try #require(header.firstIndex(of: "verdict"))
      for line in lines.dropFirst() where line.count > verdict {
        var counts = tally[String(line[rule])] ?? (0, 0)
        switch line[verdict].uppercased() {
        case "TRUE": counts.right += 1
        case "FALSE": counts.wrong += 1
        default: continue
        }
        tally[String(line[rule])] = counts
      }
    }
    #expect(Set(tally.keys) == Set(SealedPrecision.verdicts.keys))
    for (rule, counts) in tally {
      let table = SealedPrecision.verdicts[rule]
      #expect(table?.right == counts.right && table?.wrong == counts.wrong, "\(rule): the table is stale")
    }
  }
}
