import ProsceniumSyntax

/// A team's rule written in `.proscenium.json` rather than in Swift, for the simple cases: which
/// types it judges (by role or by name) and what they must not do (import a module, call an API,
/// inherit from or conform to a type). Its examples run on every `proscenium rules --verify`, so
/// a declarative rule keeps the guarantee the built-in rules have.
package struct DeclarativeRuleDefinition: Sendable, Hashable {
  /// snake_case and unique: suppressions, baselines and `rules` settings name it.
  package var id: String
  /// What a finding says, after which the offending name is given.
  package var message: String
  package var severity: Severity
  /// The judged types' roles; a type with any of them is judged. Empty: any role.
  package var roles: [TypeRole]
  /// Glob patterns of the judged types' names (`*ViewModel`). Empty: any name.
  package var names: [String]
  /// Modules a file declaring a judged type must not import.
  package var forbiddenImports: [String]
  /// Calls a judged type must not make, as dotted prefixes (`URLSession.shared`, `print`).
  package var forbiddenCalls: [String]
  /// Types a judged type must not inherit from or conform to.
  package var forbiddenSupertypes: [String]
  /// Snippets the rule must flag exactly at their `↓` markers.
  package var flaggedExamples: [String]
  /// Snippets the rule must leave alone.
  package var cleanExamples: [String]
  /// The definition as written, which stands for the rule's options in `explain` and in the
  /// cache's key: changing the definition re-checks the files it runs on.
  package var source: JSONValue

  package init(
    id: String, message: String, severity: Severity = .warning, roles: [TypeRole] = [], names: [String] = [],
    forbiddenImports: [String] = [], forbiddenCalls: [String] = [], forbiddenSupertypes: [String] = [],
    flaggedExamples: [String] = [], cleanExamples: [String] = [], source: JSONValue = .object([])
  ) {
    self.id = id
    self.message = message
    self.severity = severity
    self.roles = roles
    self.names = names
    self.forbiddenImports = forbiddenImports
    self.forbiddenCalls = forbiddenCalls
    self.forbiddenSupertypes = forbiddenSupertypes
    self.flaggedExamples = flaggedExamples
    self.cleanExamples = cleanExamples
    self.source = source
  }

  /// How the configuration spells the roles, in the order of `TypeRole`.
  package static var roleKeys: [String] { TypeRole.allCases.map(roleKey) }

  /// How the configuration spells each role.
  package static func roleKey(_ role: TypeRole) -> String {
    switch role {
    case .view: "view"
    case .viewModifier: "view_modifier"
    case .app: "app"
    case .scene: "scene"
    case .viewModel: "view_model"
    case .presenter: "presenter"
    case .viewController: "view_controller"
    case .uiView: "ui_view"
    case .coordinator: "coordinator"
    case .useCase: "use_case"
    case .repository: "repository"
    case .service: "service"
    case .appWideState: "app_wide_state"
    case .dataModel: "data_model"
    }
  }
}

extension DeclarativeRuleDefinition {
  /// The keys of one definition, of its `types`, `forbid` and `examples` objects.
  static let keys = ["message", "severity", "types", "forbid", "examples"]
  static let typeKeys = ["roles", "names"]

  /// Decodes the `custom_rules` object of a configuration.
  ///
  /// - Throws: `ConfigurationError` naming the key path of the first problem.
  static func decodeAll(_ value: JSONValue, file: String?, builtInIDs: Set<String>) throws
    -> [DeclarativeRuleDefinition]
  {
    guard case .object(let members) = value else {
      throw ConfigurationError(
        file: file, keyPath: "custom_rules", reason: "expected an object, found \(value.typeName)")
    }
    return try members.map { id, element in
      let keyPath = "custom_rules.\(id)"
      guard Self.isRuleID(id) else {
        throw ConfigurationError(
          file: file, keyPath: keyPath, reason: "a rule id is lowercase snake_case ('views_do_not_import_networking')")
      }
      guard !builtInIDs.contains(id) else {
        throw ConfigurationError(
          file: file, keyPath: keyPath, reason: "'\(id)' is a built-in rule", hint: "give the custom rule its own id")
      }
      return try decode(element, id: id, keyPath: keyPath, file: file)
    }
  }

  static func decode(_ value: JSONValue, id: String, keyPath: String, file: String?) throws
    -> DeclarativeRuleDefinition
  {
    let members = try object(value, keyPath: keyPath, file: file)
    var definition = DeclarativeRuleDefinition(id: id, message: "", source: value)
    for (key, field) in members {
      let fieldPath = "\(keyPath).\(key)"
      switch key {
      case "message":
        guard case .string(let text) = field, !text.isEmpty else {
          throw ConfigurationError(file: file, keyPath: fieldPath, reason: "expected a non-empty string")
        }
        definition.message = text
      case "severity":
        guard case .string(let text) = field, let severity = Severity(rawValue: text) else {
          throw ConfigurationError(file: file, keyPath: fieldPath, reason: "expected 'warning' or 'error'")
        }
        definition.severity = severity
      case "types":
        for (typeKey, list) in try object(field, keyPath: fieldPath, file: file) {
          let listPath = "\(fieldPath).\(typeKey)"
          switch typeKey {
          case "roles": definition.roles = try roles(list, keyPath: listPath, file: file)
          case "names": definition.names = try ConfigurationDecoder.strings(list, keyPath: listPath, file: file)
          default: throw ConfigurationDecoder.unknownKey(typeKey, keyPath: listPath, known: typeKeys, file: file)
          }
        }
      case "forbid":
        try lists(
          field, keyPath: fieldPath, file: file, into: &definition,
          fields: [("imports", \.forbiddenImports), ("calls", \.forbiddenCalls), ("supertypes", \.forbiddenSupertypes)])
      case "examples":
        try lists(
          field, keyPath: fieldPath, file: file, into: &definition,
          fields: [("flagged", \.flaggedExamples), ("clean", \.cleanExamples)])
      default: throw ConfigurationDecoder.unknownKey(key, keyPath: fieldPath, known: keys, file: file)
      }
    }
    guard !definition.message.isEmpty else {
      throw ConfigurationError(
        file: file, keyPath: "\(keyPath).message", reason: "missing: a custom rule needs a message")
    }
    if definition.forbiddenImports.isEmpty && definition.forbiddenCalls.isEmpty
      && definition.forbiddenSupertypes.isEmpty
    {
      throw ConfigurationError(
        file: file, keyPath: "\(keyPath).forbid",
        reason: "missing: a custom rule forbids at least one import, call or supertype")
    }
    for (index, call) in definition.forbiddenCalls.enumerated() where DeclarativeCallPattern(call) == nil {
      throw ConfigurationError(
        file: file, keyPath: "\(keyPath).forbid.calls[\(index)]",
        reason: "expected a dotted name such as 'URLSession.shared' or 'print', found '\(call)'")
    }
    return definition
  }

  /// Decodes an object whose members are lists of strings into the definition's `fields`.
  private static func lists(
    _ value: JSONValue, keyPath: String, file: String?, into definition: inout DeclarativeRuleDefinition,
    fields: [(key: String, field: WritableKeyPath<DeclarativeRuleDefinition, [String]>)]
  ) throws {
    for (key, list) in try object(value, keyPath: keyPath, file: file) {
      let listPath = "\(keyPath).\(key)"
      guard let field = fields.first(where: { $0.key == key })?.field else {
        throw ConfigurationDecoder.unknownKey(key, keyPath: listPath, known: fields.map(\.key), file: file)
      }
      definition[keyPath: field] = try ConfigurationDecoder.strings(list, keyPath: listPath, file: file)
    }
  }

  private static func object(_ value: JSONValue, keyPath: String, file: String?) throws -> [(
    key: String, value: JSONValue
  )] {
    guard case .object(let members) = value else {
      throw ConfigurationError(file: file, keyPath: keyPath, reason: "expected an object, found \(value.typeName)")
    }
    return members
  }

  private static func roles(_ value: JSONValue, keyPath: String, file: String?) throws -> [TypeRole] {
    let known = roleKeys
    return try ConfigurationDecoder.strings(value, keyPath: keyPath, file: file).enumerated().map { index, name in
      guard let role = TypeRole.allCases.first(where: { roleKey($0) == name }) else {
        let hint =
          SpellingSuggestion.closest(to: name, in: known).map { "did you mean '\($0)'?" }
          ?? "known roles: \(known.joined(separator: ", "))"
        throw ConfigurationError(
          file: file, keyPath: "\(keyPath)[\(index)]", reason: "unknown role '\(name)'", hint: hint)
      }
      return role
    }
  }

  private static func isRuleID(_ id: String) -> Bool {
    guard let first = id.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
    return id.utf8.allSatisfy {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        || $0 == UInt8(ascii: "_")
    }
  }
}
