import ProsceniumCheck

/// A rule as `rules` and `explain` present it, with the presets that turn it on.
struct RuleEntry {
  struct OptionEntry {
    var key: String
    var summary: String
    var kind: OptionKind
    var defaultValue: JSONValue
  }

  var id: String
  var summary: String
  var rationale: String
  var family: RuleFamily
  var defaultSeverity: Severity
  var isOptIn: Bool
  var usesDeploymentTarget: Bool
  /// Whether the rule judges test files too (most view and view-model rules leave them out).
  var judgesTestFiles: Bool
  /// Presets that list the rule among the rules they enable.
  var presets: [String]
  var sources: [PlaybookReference]
  var options: [OptionEntry]
  var examples: [RuleExample]

  /// Whether the rule offers an automatic fix (some example shows one).
  var isFixable: Bool { examples.contains { $0.fixed != nil } }

  /// Every rule of `catalog`, in id order.
  static func all(in catalog: RuleCatalog) -> [RuleEntry] {
    catalog.rules.map { entry(for: $0, in: catalog) }
  }

  static func entry(id: String, in catalog: RuleCatalog) -> RuleEntry? {
    catalog.rule(id: id).map { entry(for: $0, in: catalog) }
  }

  static func entry(for rule: RuleType, in catalog: RuleCatalog) -> RuleEntry {
    let description = rule.description
    let defaults: [(key: String, value: JSONValue)]
    if case .object(let members) = rule.defaultOptions { defaults = members } else { defaults = [] }
    return RuleEntry(
      id: description.id, summary: description.summary, rationale: description.rationale, family: description.family,
      defaultSeverity: description.defaultSeverity, isOptIn: description.isOptIn,
      usesDeploymentTarget: description.usesDeploymentTarget, judgesTestFiles: description.judgesTestFiles,
      presets: catalog.presets.filter { $0.enabledRules.contains(description.id) }.map(\.name),
      sources: description.sources,
      options: rule.optionFields.map { field in
        OptionEntry(
          key: field.key, summary: field.summary, kind: field.kind,
          defaultValue: defaults.first { $0.key == field.key }?.value ?? .null)
      },
      examples: description.examples)
  }

  /// `integer (at least 1)`, `one of a, b`, as `explain` and `rules` show an option's type.
  static func describe(_ kind: OptionKind) -> String {
    switch kind {
    case .boolean: "boolean"
    case .integer(let minimum): "integer (at least \(minimum))"
    case .string: "string"
    case .stringList: "list of strings"
    case .oneOf(let values): "one of \(values.joined(separator: ", "))"
    }
  }

  /// The schema-style type name for JSON output.
  static func typeName(_ kind: OptionKind) -> String {
    switch kind {
    case .boolean: "boolean"
    case .integer: "integer"
    case .string: "string"
    case .stringList: "string_list"
    case .oneOf: "enum"
    }
  }
}
