import ProsceniumCheck

/// The presets, one per playbook. `observable`, `observable-object` and `uikit-mvp` describe how a
/// screen is built and exclude each other; `clean-layers` describes the modules around it and
/// combines with any of them (`"preset": ["observable", "clean-layers"]`).
enum PresetCatalog {
  static let all: [Preset] = [observable, observableObject, uikitMVP, cleanLayers]
}
