import ProsceniumCheck

/// The UIKit MVP family (seed 004): contract, presenter, view controller and screen files.
enum MVPRules {
  static let all: [RuleType] = []
}
