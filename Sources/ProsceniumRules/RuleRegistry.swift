import ProsceniumCheck

/// Every rule Proscenium ships, and the presets that encode the playbooks. A rule is one file in
/// its family's folder plus one line in that family's list; a rule type that is not listed, or
/// sits in another family's folder, fails `RuleRegistryDriftTests`.
package enum RuleRegistry {
  package static let ruleTypes: [RuleType] =
    EngineRules.all + SwiftUIViewRules.all + ViewModelRules.all + MVPRules.all + LayerRules.all + TestingRules.all
    + AvailabilityRules.all + StyleRules.all

  package static let presets: [Preset] = PresetCatalog.all

  /// The catalogue the engine and the command line use.
  package static let catalog = RuleCatalog(rules: ruleTypes, presets: presets)
}
