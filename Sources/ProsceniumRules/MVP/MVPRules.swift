import ProsceniumCheck

/// The UIKit MVP family (seed 004): contract, presenter, view controller and screen files.
enum MVPRules {
  static let all: [RuleType] = [
    RuleType(PresenterNoUIKitRule.self),
    RuleType(PresenterWeakViewRule.self),
    RuleType(PresenterMainActorFinalRule.self),
    RuleType(MVPContractProtocolsOnlyRule.self),
    RuleType(MVPScreenFilesRule.self),
    RuleType(MVPFactoryOnlyRule.self),
    RuleType(NoLayoutLibraryRule.self),
    RuleType(ViewControllerWiringOnlyRule.self),
    RuleType(CoordinatorDelegateRule.self),
  ]
}
