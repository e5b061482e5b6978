import ProsceniumCheck

/// The view-model family: isolation, state exposure, dependencies and naming.
enum ViewModelRules {
  static let all: [RuleType] = [
    RuleType(ViewModelMainActorRule.self),
    RuleType(ViewModelBaseClassRule.self),
    RuleType(ViewModelFinalRule.self),
    RuleType(ViewModelPrivateSetRule.self),
    RuleType(ViewModelActionNamingRule.self),
    RuleType(ViewModelNoViewTypesRule.self),
    RuleType(ViewModelInjectedDependenciesRule.self),
    RuleType(ViewModelUsesUseCasesRule.self),
    RuleType(NoWorkInInitRule.self),
    RuleType(PreferObservableRule.self),
    RuleType(ErrorStatePresentedRule.self),
    RuleType(LoadingStatePresentedRule.self),
    RuleType(CancellationTreatedAsErrorRule.self),
  ]
}
