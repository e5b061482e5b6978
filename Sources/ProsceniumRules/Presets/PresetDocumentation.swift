import ProsceniumCheck

/// Renders the presets as the Markdown that `docs/presets.md` holds between its
/// `<!-- presets:begin -->` and `<!-- presets:end -->` markers; a test keeps the two equal.
package enum PresetDocumentation {
  package static let beginMarker = "<!-- presets:begin -->"
  package static let endMarker = "<!-- presets:end -->"

  /// One section per preset: summary, playbooks, and a table of the rules it turns on or off and
  /// the options it sets.
  package static func markdown(for presets: [Preset] = RuleRegistry.presets) -> String {
    var lines: [String] = []
    for preset in presets {
      lines.append("### `\(preset.name)`")
      lines.append("")
      lines.append(preset.summary + ".")
      lines.append("")
      let playbooks = preset.sources.map { "\($0.rawValue) (\($0.title))" }.joined(separator: ", ")
      lines.append("Playbooks: \(playbooks).")
      lines.append("")
      lines.append("| rule | in this preset |")
      lines.append("|---|---|")
      let ids = Set(preset.enabledRules + preset.disabledRules + preset.options.keys)
      for id in ids.sorted() {
        var setting: [String] = []
        if preset.disabledRules.contains(id) {
          setting.append("off")
        } else if preset.enabledRules.contains(id) {
          setting.append("on")
        }
        if let options = preset.options[id] {
          setting.append("options `\(options.rendered())`")
          if setting.count == 1 { setting.append("rule stays opt-in") }
        }
        lines.append("| `\(id)` | \(setting.joined(separator: "; ")) |")
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }
}
