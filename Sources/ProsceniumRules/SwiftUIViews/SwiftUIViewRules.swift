import ProsceniumCheck

/// The SwiftUI view family: how views hold state, navigate, run work and stay accessible.
enum SwiftUIViewRules {
  static let all: [RuleType] = [
    RuleType(StateObjectForOwnedModelRule.self),
    RuleType(ObservableModelInStateRule.self),
    RuleType(PrivateViewStateRule.self),
    RuleType(NavigationStackRule.self),
    RuleType(TaskModifierRule.self),
    RuleType(ButtonNotTapGestureRule.self),
    RuleType(IconButtonLabelRule.self),
    RuleType(NoServiceInViewRule.self),
    RuleType(SwallowedErrorRule.self),
    RuleType(ViewBodyLengthRule.self),
    RuleType(LazyStackInScrollViewRule.self),
    RuleType(ReduceMotionRule.self),
    RuleType(FixedFontSizeRule.self),
    RuleType(HardCodedColorRule.self),
    RuleType(ImageAccessibilityRule.self),
    RuleType(UnhandledTaskErrorRule.self),
    RuleType(EnvironmentObjectSharedOnlyRule.self),
    RuleType(PrivateSubviewsRule.self),
    RuleType(RouterNavigationRule.self),
  ]
}
