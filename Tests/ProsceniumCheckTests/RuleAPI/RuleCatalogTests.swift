import ProsceniumCheck
import Testing

/// A configuration's custom rules join the catalogue in id order, as if it had been built whole.
@Suite struct RuleCatalogTests {
  /// Ids before, between and after the test rules, and one that a test rule already has.
  static let definitions = ["zz_last", "aa_first", "test_p_between", "test_struct"].map {
    DeclarativeRuleDefinition(id: $0, message: "custom \($0)")
  }

  @Test func addingRulesGivesTheCatalogueBuiltWhole() {
    let added = TestCatalog.catalog.adding(Self.definitions)
    let whole = RuleCatalog(
      rules: TestCatalog.catalog.rules + Self.definitions.map(RuleType.init(definition:)),
      presets: TestCatalog.catalog.presets)
    #expect(added.rules.map(\.id) == whole.rules.map(\.id))
    #expect(added.rules.map(\.description.summary) == whole.rules.map(\.description.summary))
    #expect(added.rules.map(\.id) == added.rules.map(\.id).sorted())
    for id in whole.allIDs {
      #expect(added.rule(id: id)?.description.summary == whole.rule(id: id)?.description.summary)
    }
    #expect(added.rule(id: "test_struct")?.description.summary == "custom test_struct")
    #expect(added.presets.map(\.name) == ["strict", "quiet"])
  }

  @Test func addingNothingKeepsTheCatalogue() {
    let added = TestCatalog.catalog.adding([])
    #expect(added.rules.map(\.id) == TestCatalog.catalog.rules.map(\.id))
  }
}
