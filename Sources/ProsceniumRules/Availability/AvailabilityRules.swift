import ProsceniumCheck

/// The availability family: APIs newer than the deployment target are guarded.
enum AvailabilityRules {
  static let all: [RuleType] = [
    RuleType(AvailabilityGuardRule.self)
  ]
}
