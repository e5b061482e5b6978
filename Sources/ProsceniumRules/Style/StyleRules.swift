import ProsceniumCheck

/// The style family: logging, file naming and section marks.
enum StyleRules {
  static let all: [RuleType] = [
    RuleType(NoPrintRule.self)
  ]
}
