import ProsceniumCheck

/// The view-model family: isolation, state exposure, dependencies and naming.
enum ViewModelRules {
  static let all: [RuleType] = []
}
