import Foundation
import ProsceniumCheck
import ProsceniumRules
import Testing

/// The rule tables in the README and `docs/rules.md` are generated from the rules; these tests
/// fail, showing the expected text, when a rule changes and the documents do not. Run them with
/// `PROSCENIUM_UPDATE_DOCS=1 swift test --filter DocumentationDriftTests` to rewrite the tables.
@Suite struct DocumentationDriftTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test(arguments: ["README.md", "docs/rules.md"])
  func ruleTableMatchesTheRules(document: String) throws {
    let url = Self.repositoryRoot.appendingPathComponent(document)
    let text = try String(contentsOf: url, encoding: .utf8)
    var updated = try #require(
      RuleCatalogueMarkdown.updating(text, catalog: RuleRegistry.catalog),
      "\(document) lacks the rule table markers")
    // `docs/rules.md` also holds the playbook gates table; both are rewritten here, in one write,
    // so that two suites never rewrite the same file at once.
    if document == "docs/rules.md" {
      updated = try #require(PlaybookGatesMarkdown.updating(updated), "\(document) lacks the gates table markers")
    }
    if updated != text, ProcessInfo.processInfo.environment["PROSCENIUM_UPDATE_DOCS"] == "1" {
      try updated.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      updated == text,
      "\(document) is out of date; replace its rule table with:\n\(RuleCatalogueMarkdown.table(RuleRegistry.catalog))")
  }

  @Test func configurationSchemaMatchesTheCatalogue() throws {
    let url = Self.repositoryRoot.appendingPathComponent("docs/proscenium.schema.json")
    let committed = try String(contentsOf: url, encoding: .utf8)
    let generated = ConfigurationSchema.render(catalog: RuleRegistry.catalog)
    if committed != generated, ProcessInfo.processInfo.environment["PROSCENIUM_UPDATE_DOCS"] == "1" {
      try generated.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(committed == generated, "docs/proscenium.schema.json is out of date; run with PROSCENIUM_UPDATE_DOCS=1")
  }
}
