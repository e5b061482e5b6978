import ProsceniumCheck

/// The testing family: presentation logic has tests, and tests stay off live services.
enum TestingRules {
  static let all: [RuleType] = [
    RuleType(ViewModelHasTestsRule.self),
    RuleType(TestsNoLiveServicesRule.self),
  ]
}
