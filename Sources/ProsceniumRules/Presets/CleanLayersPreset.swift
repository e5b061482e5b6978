import ProsceniumCheck

extension PresetCatalog {
  /// Seed 002: Presentation, Domain and Data as separate modules; Presentation reaches data only
  /// through Domain's use cases. Combines with any of the other presets.
  static let cleanLayers = Preset(
    name: "clean-layers",
    summary:
      "Presentation, Domain and Data modules: Presentation and Data depend only on Domain, view models call use cases",
    sources: [.cleanLayers],
    enabledRules: ["layer_dependencies", "view_model_uses_use_cases", "view_model_injected_dependencies"])
}
