import ProsceniumCheck

/// The presets, one per playbook.
enum PresetCatalog {
  static let all: [Preset] = []
}
