/// The JSON Schema (draft 2020-12) of `.proscenium.json`, generated from the same declarations
/// the decoder reads: the top-level keys of `ConfigurationDecoder`, every rule's `RuleType`
/// options and defaults, and the presets. Editors use it for completion and validation;
/// `docs/proscenium.schema.json` is this schema for the shipped catalogue, checked by a test.
package enum ConfigurationSchema {
  /// The schema as a JSON value, keys in a stable order.
  package static func generate(catalog: RuleCatalog) -> JSONValue {
    let properties: [(key: String, value: JSONValue)] = ConfigurationDecoder.topLevelKeys.map { key in
      (key, property(forTopLevelKey: key, catalog: catalog))
    }
    var definitions: [(key: String, value: JSONValue)] = [
      ("preset_name", presetName(catalog)),
      ("severity", object(["enum": .array(Severity.allCases.map { .string($0.rawValue) })])),
      (
        "version",
        object([
          "type": .string("string"), "pattern": .string(#"^[0-9]+(\.[0-9]+){0,2}$"#),
          "description": .string("a dotted OS version such as \"17.0\""),
        ])
      ),
      ("globs", object(["type": .string("array"), "items": object(["type": .string("string")])])),
      ("rules", rules(catalog)),
    ]
    definitions += catalog.rules.map { ("rule.\($0.id)", rule($0)) }
    return object(
      [
        "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
        "title": .string("Proscenium configuration"),
        "description": .string(
          "Settings of 'proscenium check', read from the nearest .proscenium.json above each checked path."),
        "type": .string("object"),
        "additionalProperties": .bool(false),
        "properties": .object(properties),
        "$defs": .object(definitions),
      ])
  }

  /// The schema as the text of `docs/proscenium.schema.json`: pretty, ending with a newline.
  package static func render(catalog: RuleCatalog) -> String {
    generate(catalog: catalog).rendered(pretty: true) + "\n"
  }

  /// What each top-level key means; the schema test fails if a key of the decoder lacks one.
  package static func summary(ofTopLevelKey key: String) -> String? {
    switch key {
    case "$schema": "the schema this file follows, for editors; ignored by the checker"
    case "preset":
      "a preset name or a list of them; presets turn playbook rules on and set their options, later ones winning"
    case "include": "globs of files to check, relative to this file's folder; when absent, every Swift file is checked"
    case "exclude": "globs of files and folders to skip, relative to this file's folder"
    case "deployment_target":
      "the lowest OS versions the code supports, per platform, or one version string for iOS; it fills the "
        + "platforms the file's Xcode, XcodeGen, Tuist or package target states no version for"
    case "vendored":
      "names of folders holding third-party code that is not checked; replaces the default list ([] checks them all)"
    case "rules": "per-rule settings: true/false, a severity ('warning', 'error') or 'off', or an object"
    case "overrides": "rule settings for files matching some globs, applied in order after 'rules'"
    case "limits":
      "how large a file may be and how long it may take; a file over a limit is reported as 'unparsable_file'"
    case "custom_rules":
      "the team's own rules, by id: which types they judge (roles, name globs) and what those may not import, "
        + "call or inherit; 'proscenium rules --verify' runs their examples"
    default: nil
    }
  }

  private static func property(forTopLevelKey key: String, catalog: RuleCatalog) -> JSONValue {
    let description = JSONValue.string(summary(ofTopLevelKey: key) ?? "")
    switch key {
    case "$schema": return object(["type": .string("string"), "description": description])
    case "preset":
      return object([
        "description": description,
        "oneOf": .array([
          reference("preset_name"),
          object(["type": .string("array"), "items": reference("preset_name")]),
        ]),
      ])
    case "include", "exclude": return object(["$ref": .string("#/$defs/globs"), "description": description])
    case "vendored":
      return object([
        "type": .string("array"), "description": description, "items": object(["type": .string("string")]),
      ])
    case "deployment_target":
      return object([
        "description": description,
        "oneOf": .array([
          reference("version"),
          object([
            "type": .string("object"), "additionalProperties": .bool(false),
            "properties": .object(ApplePlatform.allCases.map { ($0.rawValue, reference("version")) }),
          ]),
        ]),
      ])
    case "rules": return object(["$ref": .string("#/$defs/rules"), "description": description])
    case "overrides":
      return object([
        "type": .string("array"), "description": description,
        "items": object(
          [
            "type": .string("object"), "additionalProperties": .bool(false), "required": .array([.string("paths")]),
            "properties": object(
              [
                "paths": object([
                  "$ref": .string("#/$defs/globs"), "minItems": .number(1),
                  "description": .string("globs of the files this override applies to, relative to this file's folder"),
                ]),
                "rules": reference("rules"),
              ]),
          ]),
      ])
    case "limits":
      return object([
        "type": .string("object"), "description": description, "additionalProperties": .bool(false),
        "properties": object([
          "max_file_kb": object([
            "type": .string("integer"), "minimum": .number(1), "default": .number(Double(FileLimits.defaultMaxFileKB)),
            "description": .string("files larger than this many KB are reported, not parsed"),
          ]),
          "seconds_per_100kb": object([
            "type": .string("number"), "exclusiveMinimum": .number(0),
            "default": .number(FileLimits.defaultSecondsPer100KB),
            "description": .string(
              "the time a file may take per 100 KB of its size (at least 200 KB is counted) before it is reported"),
          ]),
        ]),
      ])
    case "custom_rules": return customRules(description: description)
    default: return object(["description": description])
    }
  }

  private static func customRules(description: JSONValue) -> JSONValue {
    let strings = { (text: String) in
      object(["type": .string("array"), "items": object(["type": .string("string")]), "description": .string(text)])
    }
    let roles = DeclarativeRuleDefinition.roleKeys
    return object([
      "type": .string("object"), "description": description,
      "propertyNames": object(["pattern": .string("^[a-z][a-z0-9_]*$")]),
      "additionalProperties": object([
        "type": .string("object"), "additionalProperties": .bool(false),
        "required": .array([.string("message"), .string("forbid")]),
        "properties": object([
          "message": object([
            "type": .string("string"), "minLength": .number(1),
            "description": .string("what a finding says; the offending name follows in parentheses"),
          ]),
          "severity": object(["enum": .array([.string("warning"), .string("error")]), "default": .string("warning")]),
          "types": object([
            "type": .string("object"), "additionalProperties": .bool(false),
            "description": .string("the judged types: any of the roles and any of the names; absent, every type"),
            "properties": object([
              "roles": object([
                "type": .string("array"), "items": object(["enum": .array(roles.map(JSONValue.string))]),
              ]),
              "names": strings("globs of type names ('*ViewModel')"),
            ]),
          ]),
          "forbid": object([
            "type": .string("object"), "additionalProperties": .bool(false), "minProperties": .number(1),
            "properties": object([
              "imports": strings("modules a file declaring a judged type may not import"),
              "calls": strings("dotted call prefixes a judged type may not call ('URLSession.shared', 'print')"),
              "supertypes": strings("types a judged type may not inherit from or conform to"),
            ]),
          ]),
          "examples": object([
            "type": .string("object"), "additionalProperties": .bool(false),
            "properties": object([
              "flagged": strings("snippets flagged exactly at their '↓' markers"),
              "clean": strings("snippets the rule leaves alone"),
            ]),
          ]),
        ]),
      ]),
    ])
  }

  private static func presetName(_ catalog: RuleCatalog) -> JSONValue {
    guard !catalog.presets.isEmpty else {
      return object(["description": .string("no presets are defined yet"), "not": .object([])])
    }
    let names = catalog.presets.map(\.name)
    let descriptions = catalog.presets.map { "'\($0.name)': \($0.summary)" }.joined(separator: "; ")
    return object(["enum": .array(names.map(JSONValue.string)), "description": .string(descriptions)])
  }

  private static func rules(_ catalog: RuleCatalog) -> JSONValue {
    var properties: [(key: String, value: JSONValue)] = catalog.rules.map { ($0.id, reference("rule.\($0.id)")) }
    properties.sort { $0.key < $1.key }
    return object(["type": .string("object"), "additionalProperties": .bool(false), "properties": .object(properties)])
  }

  /// A rule setting: `true`/`false`, a severity or `off`, or an object with `enabled`, `severity`
  /// and (when `options` is given) the rule's options.
  private static func setting(description: String, options: JSONValue?) -> JSONValue {
    var fields: [(key: String, value: JSONValue)] = [
      ("enabled", object(["type": .string("boolean"), "description": .string("whether the rule runs")])),
      ("severity", reference("severity")),
    ]
    if let options { fields.append(("options", options)) }
    return object([
      "description": .string(description),
      "oneOf": .array([
        object(["type": .string("boolean")]),
        object(["enum": .array([.string("warning"), .string("error"), .string("off")])]),
        object(["type": .string("object"), "additionalProperties": .bool(false), "properties": .object(fields)]),
      ]),
    ])
  }

  private static func rule(_ rule: RuleType) -> JSONValue {
    let description = rule.description
    var notes = ["\(description.defaultSeverity.rawValue) by default"]
    if description.isOptIn { notes.append("opt-in") }
    let summary = "\(description.summary) (\(notes.joined(separator: ", ")))"
    let options: [(key: String, value: JSONValue)] = rule.optionFields.map { field in
      guard case .object(var members) = field.kind.schema else { return (field.key, field.kind.schema) }
      members.append(("description", .string(field.summary)))
      if let value = rule.defaultOptions[field.key] { members.append(("default", value)) }
      return (field.key, .object(members))
    }
    let optionsSchema = object([
      "type": .string("object"), "additionalProperties": .bool(false), "properties": .object(options),
      "description": .string(options.isEmpty ? "this rule has no options" : "the rule's options"),
    ])
    return setting(description: summary, options: optionsSchema)
  }

  private static func reference(_ definition: String) -> JSONValue {
    object(["$ref": .string("#/$defs/\(definition)")])
  }

  /// An object with keys in the order written.
  private static func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
    .object(members.map { (key: $0.key, value: $0.value) })
  }

}
