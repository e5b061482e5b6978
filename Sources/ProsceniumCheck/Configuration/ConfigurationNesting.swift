/// How a `.proscenium.json` in a subfolder combines with the configuration above it, so that a
/// file is judged the same whichever folder a run starts from.
///
/// The nested file refines its parent for its own subtree:
/// - `preset`, `include`, `vendored`: the nested value replaces the parent's when it is given;
/// - `exclude`: both apply;
/// - `rules`: per rule, each field the nested file sets (`enabled`, `severity`, `options`) wins;
/// - `overrides`: the parent's apply first, then the nested file's;
/// - `deployment_target`: per platform, the nested value wins;
/// - `limits`: per limit, the nested value wins;
/// - `custom_rules`: the parent's run below too; a nested rule with the same id replaces it.
///
/// Globs stay relative to the folder of the file that wrote them: the nested file's globs are
/// rewritten to be relative to the parent's folder.
extension Configuration {
  /// This configuration, read from a folder below `parent`'s, laid over `parent`.
  package func nested(inside parent: Configuration) -> Configuration {
    let prefix = relativePath(absolute(root), to: absolute(parent.root))
    let rebase = { (patterns: [String]) in patterns.map { GlobPattern.rebased($0, under: prefix) } }
    var merged = parent
    if !presets.isEmpty { merged.presets = presets }
    if !include.isEmpty { merged.include = rebase(include) }
    if let vendored { merged.vendored = vendored }
    merged.exclude += rebase(exclude)
    for (id, setting) in rules {
      var combined = merged.rules[id] ?? RuleSetting()
      if let enabled = setting.enabled { combined.enabled = enabled }
      if let severity = setting.severity { combined.severity = severity }
      if let options = setting.options { combined.options = options }
      merged.rules[id] = combined
    }
    merged.overrides += overrides.map { Override(paths: rebase($0.paths), rules: $0.rules) }
    merged.deploymentTargets.merge(deploymentTargets) { _, nested in nested }
    merged.limits = parent.limits.overlaid(with: limits)
    let replaced = Set(customRules.map(\.id))
    merged.customRules = parent.customRules.filter { !replaced.contains($0.id) } + customRules
    merged.file = file
    merged.layers = parent.configurationFiles + (file.map { [$0] } ?? [])
    return merged
  }
}

extension Configuration {
  /// The files this configuration was read from, outermost first.
  package var configurationFiles: [String] {
    layers.isEmpty ? (file.map { [$0] } ?? []) : layers
  }
}

extension GlobPattern {
  /// `pattern`, written relative to folder `prefix`, made relative to that folder's parent
  /// configuration: `Generated/**` under `Sub` becomes `Sub/Generated/**`; a pattern without a
  /// folder, which matches a name anywhere, becomes `Sub/**/name`.
  static func rebased(_ pattern: String, under prefix: String) -> String {
    guard !prefix.isEmpty, !prefix.hasPrefix("/") else { return pattern }
    var text = Substring(pattern)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    return GlobPattern(String(text)).isAnchored ? "\(prefix)/\(text)" : "\(prefix)/**/\(text)"
  }
}
