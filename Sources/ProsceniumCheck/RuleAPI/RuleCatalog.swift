/// A named set of rules and option values that encodes one playbook.
public struct Preset: Sendable {
  public var name: String
  public var summary: String
  public var sources: [Playbook]
  /// Rules the preset turns on (in addition to every rule that is on by default).
  public var enabledRules: [String]
  /// Rules the preset turns off.
  public var disabledRules: [String]
  /// Option values by rule id.
  public var options: [String: JSONValue]

  public init(
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
public struct RuleCatalog: Sendable {
  public let rules: [RuleType]
  public let presets: [Preset]
  private let byID: [String: Int]

  public init(rules: [RuleType], presets: [Preset] = []) {
    self.rules = rules.sorted { $0.id < $1.id }
    self.presets = presets
    var byID: [String: Int] = [:]
    for (index, rule) in self.rules.enumerated() { byID[rule.id] = index }
    self.byID = byID
  }

  public func rule(id: String) -> RuleType? {
    byID[id].map { rules[$0] }
  }

  public func preset(named name: String) -> Preset? {
    presets.first { $0.name == name }
  }

  /// Every id a user may name in a configuration, a suppression or on the command line.
  public var allIDs: [String] { rules.map(\.id) }

  /// This catalogue with a configuration's declarative rules added; itself when there are none.
  public func adding(_ definitions: [DeclarativeRuleDefinition]) -> RuleCatalog {
    guard !definitions.isEmpty else { return self }
    return RuleCatalog(rules: rules + definitions.map(RuleType.init(definition:)), presets: presets)
  }
}
