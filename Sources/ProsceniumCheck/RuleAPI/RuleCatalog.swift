/// A named set of rules and option values that encodes one playbook.
package struct Preset: Sendable {
  package var name: String
  package var summary: String
  package var sources: [Playbook]
  /// Rules the preset turns on (in addition to every rule that is on by default).
  package var enabledRules: [String]
  /// Rules the preset turns off.
  package var disabledRules: [String]
  /// Option values by rule id.
  package var options: [String: JSONValue]

  package init(
    name: String, summary: String, sources: [Playbook], enabledRules: [String] = [], disabledRules: [String] = [],
    options: [String: JSONValue] = [:]
  ) {
    self.name = name
    self.summary = summary
    self.sources = sources
    self.enabledRules = enabledRules
    self.disabledRules = disabledRules
    self.options = options
  }
}

/// Every rule and preset the checker knows: the engine, the CLI and the docs all read this.
package struct RuleCatalog: Sendable {
  package let rules: [RuleType]
  package let presets: [Preset]
  private let byID: [String: Int]

  package init(rules: [RuleType], presets: [Preset] = []) {
    self.init(sortedRules: rules.sorted { $0.id < $1.id }, presets: presets)
  }

  /// - Parameter sortedRules: rules already in id order.
  private init(sortedRules: [RuleType], presets: [Preset]) {
    self.rules = sortedRules
    self.presets = presets
    var byID: [String: Int] = [:]
    for (index, rule) in sortedRules.enumerated() { byID[rule.id] = index }
    self.byID = byID
  }

  package func rule(id: String) -> RuleType? {
    byID[id].map { rules[$0] }
  }

  package func preset(named name: String) -> Preset? {
    presets.first { $0.name == name }
  }

  /// Every id a user may name in a configuration, a suppression or on the command line.
  package var allIDs: [String] { rules.map(\.id) }

  /// This catalogue with a configuration's declarative rules added; itself when there are none.
  ///
  /// The catalogue is already in id order, so only the added rules are sorted and then merged in;
  /// a rule added under a taken id comes after the one it shares it with, and `rule(id:)` finds it.
  package func adding(_ definitions: [DeclarativeRuleDefinition]) -> RuleCatalog {
    guard !definitions.isEmpty else { return self }
    let added = definitions.map(RuleType.init(definition:)).sorted { $0.id < $1.id }
    var merged: [RuleType] = []
    merged.reserveCapacity(rules.count + added.count)
    var addedIndex = 0
    for rule in rules {
      while addedIndex < added.count, added[addedIndex].id < rule.id {
        merged.append(added[addedIndex])
        addedIndex += 1
      }
      merged.append(rule)
    }
    merged += added[addedIndex...]
    return RuleCatalog(sortedRules: merged, presets: presets)
  }
}
