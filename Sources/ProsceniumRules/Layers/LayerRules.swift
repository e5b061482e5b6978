import ProsceniumCheck

/// The layer family (seed 002): which module may import which, and where files live.
enum LayerRules {
  static let all: [RuleType] = [
    RuleType(LayerDependenciesRule.self),
    RuleType(FeatureLayoutRule.self),
  ]
}
