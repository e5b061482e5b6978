import ProsceniumSyntax

/// Decides which rules run on a file, with which severity and options, from the catalogue's
/// defaults, the presets, the configuration, its per-path overrides and the command line.
package struct RuleSelection: Sendable {
  /// Command-line choices, which win over the configuration.
  package struct CommandLineChoices: Sendable, Hashable {
    /// When set, only these rules run.
    package var only: [String]?
    package var disabled: [String]

    package init(only: [String]? = nil, disabled: [String] = []) {
      self.only = only
      self.disabled = disabled
    }
  }

  package let catalog: RuleCatalog
  package let configuration: Configuration
  package let choices: CommandLineChoices
  private let base: [ConfiguredRule]

  /// Resolves the rules for files that no override matches.
  ///
  /// - Throws: `ConfigurationError` when a rule id on the command line is unknown.
  package init(catalog: RuleCatalog, configuration: Configuration, choices: CommandLineChoices = .init()) throws {
    let catalog = catalog.adding(configuration.customRules)
    self.catalog = catalog
    self.configuration = configuration
    self.choices = choices
    for id in (choices.only ?? []) + choices.disabled where catalog.rule(id: id) == nil {
      let hint =
        SpellingSuggestion.closest(to: id, in: catalog.allIDs).map { "did you mean '\($0)'?" }
        ?? "run 'proscenium rules' to list them"
      throw ConfigurationError(keyPath: "", reason: "unknown rule '\(id)'", hint: hint)
    }
    base = try Self.resolve(catalog: catalog, configuration: configuration, overrides: [], choices: choices)
  }

  /// The rules for the file at `path` (relative to the configuration's folder).
  package func rules(forRelativePath path: String) throws -> [ConfiguredRule] {
    try rules(
      forOverrides: configuration.overrides.indices.filter { GlobSet(configuration.overrides[$0].paths).matches(path) })
  }

  /// The rules for a file that the configuration's overrides at `indices` match, in order.
  func rules(forOverrides indices: [Int]) throws -> [ConfiguredRule] {
    if indices.isEmpty { return base }
    let matching = indices.map { configuration.overrides[$0] }
    return try Self.resolve(catalog: catalog, configuration: configuration, overrides: matching, choices: choices)
  }

  /// The rule set every file without an override gets.
  package var defaultRules: [ConfiguredRule] { base }

  private static func resolve(
    catalog: RuleCatalog, configuration: Configuration, overrides: [Configuration.Override],
    choices: CommandLineChoices
  ) throws -> [ConfiguredRule] {
    var enabled: [String: Bool] = [:]
    var options: [String: JSONValue] = [:]
    var severities: [String: Severity] = [:]
    for rule in catalog.rules { enabled[rule.id] = !rule.description.isOptIn }
    for name in configuration.presets {
      guard let preset = catalog.preset(named: name) else { continue }
      for id in preset.enabledRules { enabled[id] = true }
      for id in preset.disabledRules { enabled[id] = false }
      for (id, value) in preset.options { options[id] = merge(options[id], value) }
    }
    let layers = [configuration.rules] + overrides.map(\.rules)
    for layer in layers {
      for (id, setting) in layer {
        if let flag = setting.enabled { enabled[id] = flag }
        if let severity = setting.severity {
          severities[id] = severity
          if setting.enabled == nil { enabled[id] = true }
        }
        if let value = setting.options {
          options[id] = merge(options[id], value)
          if setting.enabled == nil { enabled[id] = true }
        }
      }
    }
    if let only = choices.only {
      for rule in catalog.rules where !rule.description.isKeptByOnly { enabled[rule.id] = only.contains(rule.id) }
      for id in only { enabled[id] = true }
    }
    for id in choices.disabled { enabled[id] = false }
    return try catalog.rules.filter { enabled[$0.id] == true }.map { rule in
      try rule.configured(
        severity: severities[rule.id], options: options[rule.id], keyPath: "rules.\(rule.id).options",
        file: configuration.file)
    }
  }

  /// Object values merge key by key, later winning; anything else is replaced.
  private static func merge(_ base: JSONValue?, _ overlay: JSONValue) -> JSONValue {
    guard case .object(let baseMembers)? = base, case .object(let overlayMembers) = overlay else { return overlay }
    var merged = baseMembers.filter { member in !overlayMembers.contains { $0.key == member.key } }
    merged += overlayMembers
    return .object(merged)
  }
}
