import Foundation
import ProsceniumCheck
import ProsceniumRules
import Testing

/// The gates table maps every quality gate of the playbooks to the rules that enforce it, or says
/// why none can; these tests keep it honest against the rules and `docs/rules.md`.
@Suite struct PlaybookGatesTests {
  @Test func everyPlaybookStatesGates() {
    for playbook in Playbook.allCases {
      #expect(
        PlaybookGates.all.contains { $0.playbook == playbook }, "no gate listed for playbook \(playbook.rawValue)")
    }
  }

  @Test func enforcingRulesExistAndCiteTheGatesPlaybook() throws {
    for gate in PlaybookGates.all {
      switch gate.verdict {
      case .enforcedBy(let ids):
        #expect(!ids.isEmpty, "'\(gate.gate)' names no rule")
        for id in ids {
          let rule = try #require(RuleRegistry.catalog.rule(id: id), "'\(gate.gate)' names unknown rule '\(id)'")
          #expect(
            rule.description.sources.contains { $0.playbook == gate.playbook },
            "'\(id)' enforces '\(gate.gate)' but does not cite playbook \(gate.playbook.rawValue) in its sources")
        }
      case .notCheckable(let reason):
        #expect(!reason.isEmpty, "'\(gate.gate)' gives no reason")
      }
    }
  }

  @Test func gatesAreListedOncePerPlaybook() {
    var seen: Set<String> = []
    for gate in PlaybookGates.all {
      let key = "\(gate.playbook.rawValue): \(gate.gate)"
      #expect(seen.insert(key).inserted, "gate listed twice: \(key)")
    }
  }

  /// `DocumentationDriftTests` rewrites `docs/rules.md` (both of its tables) under
  /// `PROSCENIUM_UPDATE_DOCS=1`; this test only checks the gates table.
  @Test func rulesDocumentShowsTheGatesTable() throws {
    let url = DocumentationDriftTests.repositoryRoot.appendingPathComponent("docs/rules.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let updated = try #require(PlaybookGatesMarkdown.updating(text), "docs/rules.md lacks the gates table markers")
    guard ProcessInfo.processInfo.environment["PROSCENIUM_UPDATE_DOCS"] != "1" else { return }
    #expect(updated == text, "docs/rules.md's gates table is out of date:\n\(PlaybookGatesMarkdown.table())")
  }
}
