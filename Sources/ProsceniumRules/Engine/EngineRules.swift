import ProsceniumCheck

/// The engine family: rules about the checker's own input (suppression comments). The engine's
/// `unparsable_file` belongs here too but is reported by the engine, not by a rule type.
enum EngineRules {
  static let all: [RuleType] = [
    RuleType(InvalidSuppressionRule.self),
    RuleType(SuperfluousSuppressionRule.self),
  ]
}
