import ProsceniumCheck

/// Every rule Proscenium ships, and the presets that encode the playbooks. A rule that is not
/// listed in its family's list does not run, and a test fails.
public enum RuleRegistry {
  public static let ruleTypes: [RuleType] =
    EngineRules.all + SwiftUIViewRules.all + ViewModelRules.all + MVPRules.all + LayerRules.all + TestingRules.all
    + AvailabilityRules.all + StyleRules.all + LayoutStyleRules.all

  public static let presets: [Preset] = PresetCatalog.all

  /// The catalogue the engine and the command line use.
  public static let catalog = RuleCatalog(rules: ruleTypes, presets: presets)
}
