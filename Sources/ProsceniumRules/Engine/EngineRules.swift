import ProsceniumCheck

/// The engine family: rules about the checker's own input (files it cannot parse, suppression
/// comments), whose findings the engine raises or whose checks need no playbook.
enum EngineRules {
  static let all: [RuleType] = [
    RuleType(InvalidSuppressionRule.self),
    RuleType(SuperfluousSuppressionRule.self),
    RuleType(UnparsableFileRule.self),
  ]
}
