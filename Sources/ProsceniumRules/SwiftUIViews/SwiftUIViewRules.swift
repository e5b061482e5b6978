import ProsceniumCheck

/// The SwiftUI view family: how views hold state, navigate, run work and stay accessible.
enum SwiftUIViewRules {
  static let all: [RuleType] = [
    RuleType(NavigationStackRule.self)
  ]
}
