import ProsceniumCheck
import ProsceniumRules
import Testing

/// Rules cannot drift out of the catalogue or lose what makes them explainable.
@Suite struct RuleRegistryTests {
  @Test func idsAreUniqueSnakeCase() {
    let ids = RuleRegistry.catalog.rules.map(\.id)
    #expect(Set(ids).count == ids.count)
    for id in ids {
      #expect(id.allSatisfy { $0.isLowercase || $0 == "_" || $0.isNumber } && !id.hasPrefix("_"), "bad id '\(id)'")
    }
  }

  @Test(arguments: RuleRegistry.catalog.rules.map(\.id))
  func everyRuleExplainsItselfAndHasBothKindsOfExample(id: String) throws {
    let description = try #require(RuleRegistry.catalog.rule(id: id)).description
    #expect(!description.summary.isEmpty && description.summary.first?.isUppercase == false)
    #expect(description.summary.last != ".")
    #expect(description.rationale.count > 40, "\(id) needs a rationale")
    // A line ends in '\' to continue it; '\\' there would print a backslash in 'explain'.
    #expect(!description.rationale.contains("\\\n"), "\(id): the rationale has a stray backslash at a line end")
    // The engine family judges the checker's own input (suppression comments), which no playbook covers.
    #expect(!description.sources.isEmpty || description.family == .engine, "\(id) must cite its playbook")
    #expect(description.examples.contains { $0.expectation == .flagged }, "\(id) needs a flagged example")
    #expect(description.examples.contains { $0.expectation == .clean }, "\(id) needs a clean example")
  }

  @Test func presetsNameOnlyRegisteredRules() {
    for preset in RuleRegistry.catalog.presets {
      for id in preset.enabledRules + preset.disabledRules + Array(preset.options.keys) {
        #expect(RuleRegistry.catalog.rule(id: id) != nil, "preset \(preset.name) names unknown rule \(id)")
      }
    }
  }
}
