import ProsceniumSyntax

/// Turns a `.proscenium.json` document into a `Configuration`, rejecting unknown keys and wrong
/// types with the key's full path; rule ids and options are validated against the catalogue.
package enum ConfigurationDecoder {
  /// The top-level keys, in the order the documentation lists them.
  package static let topLevelKeys = [
    "$schema", "preset", "include", "exclude", "vendored", "deployment_target", "rules", "overrides", "limits",
    "custom_rules",
  ]
  static let ruleSettingKeys = ["enabled", "severity", "options"]
  static let overrideKeys = ["paths", "rules"]

  /// Decodes configuration text.
  ///
  /// - Throws: `ConfigurationError` for JSON syntax errors and every schema violation.
  package static func decode(_ text: String, file: String?, root: String, catalog: RuleCatalog) throws -> Configuration
  {
    let document: JSONValue
    do {
      document = try JSONParser.parse(text)
    } catch let error as JSONParser.SyntaxError {
      throw ConfigurationError(file: file, keyPath: "", reason: "invalid JSON at \(error)")
    }
    guard case .object(let members) = document else {
      throw ConfigurationError(file: file, keyPath: "", reason: "expected an object, found \(document.typeName)")
    }
    var configuration = Configuration(file: file, root: root)
    // Custom rules first: `rules` and `overrides` may tune them, wherever the key is written.
    var catalog = catalog
    if let definitions = members.first(where: { $0.key == "custom_rules" })?.value {
      configuration.customRules = try DeclarativeRuleDefinition.decodeAll(
        definitions, file: file, builtInIDs: Set(catalog.allIDs))
      catalog = catalog.adding(configuration.customRules)
    }
    for (key, value) in members {
      switch key {
      case "$schema", "custom_rules": break
      case "preset": configuration.presets = try presets(value, file: file, catalog: catalog)
      case "include": configuration.include = try strings(value, keyPath: key, file: file)
      case "exclude": configuration.exclude = try strings(value, keyPath: key, file: file)
      case "vendored": configuration.vendored = try strings(value, keyPath: key, file: file)
      case "deployment_target": configuration.deploymentTargets = try deploymentTargets(value, file: file)
      case "rules": configuration.rules = try ruleSettings(value, keyPath: key, file: file, catalog: catalog)
      case "overrides": configuration.overrides = try overrides(value, file: file, catalog: catalog)
      case "limits": configuration.limits = try limits(value, file: file)
      default: throw unknownKey(key, keyPath: key, known: topLevelKeys, file: file)
      }
    }
    return configuration
  }

  static func limits(_ value: JSONValue, file: String?) throws -> FileLimits {
    guard case .object(let members) = value else {
      throw ConfigurationError(file: file, keyPath: "limits", reason: "expected an object, found \(value.typeName)")
    }
    var limits = FileLimits()
    for (key, field) in members {
      let keyPath = "limits.\(key)"
      guard case .number(let number) = field else {
        if FileLimits.keys.contains(key) {
          throw ConfigurationError(file: file, keyPath: keyPath, reason: "expected a number, found \(field.typeName)")
        }
        throw unknownKey(key, keyPath: keyPath, known: FileLimits.keys, file: file)
      }
      switch key {
      case "max_file_kb":
        guard number.rounded() == number, number >= 1, number < 1e9 else {
          throw ConfigurationError(
            file: file, keyPath: keyPath, reason: "expected a whole number of KB from 1 to 999999999, found \(number)")
        }
        limits.maxFileKB = Int(number)
      case "seconds_per_100kb":
        guard number > 0, number < 1e6 else {
          throw ConfigurationError(
            file: file, keyPath: keyPath,
            reason: "expected a number of seconds above 0 and below 1000000, found \(number)")
        }
        limits.secondsPer100KB = number
      default: throw unknownKey(key, keyPath: keyPath, known: FileLimits.keys, file: file)
      }
    }
    return limits
  }

  static func unknownKey(_ key: String, keyPath: String, known: [String], file: String?) -> ConfigurationError {
    let hint =
      SpellingSuggestion.closest(to: key, in: known).map { "did you mean '\($0)'?" }
      ?? "known keys: \(known.joined(separator: ", "))"
    return ConfigurationError(file: file, keyPath: keyPath, reason: "unknown key", hint: hint)
  }

  static func strings(_ value: JSONValue, keyPath: String, file: String?) throws -> [String] {
    guard case .array(let values) = value else {
      throw ConfigurationError(
        file: file, keyPath: keyPath, reason: "expected an array of strings, found \(value.typeName)")
    }
    return try values.enumerated().map { index, element in
      guard case .string(let text) = element else {
        throw ConfigurationError(
          file: file, keyPath: "\(keyPath)[\(index)]", reason: "expected a string, found \(element.typeName)")
      }
      return text
    }
  }

  static func presets(_ value: JSONValue, file: String?, catalog: RuleCatalog) throws -> [String] {
    let names: [String]
    if case .string(let name) = value {
      names = [name]
    } else {
      names = try strings(value, keyPath: "preset", file: file)
    }
    for name in names where catalog.preset(named: name) == nil {
      let known = catalog.presets.map(\.name)
      let hint =
        SpellingSuggestion.closest(to: name, in: known).map { "did you mean '\($0)'?" }
        ?? "known presets: \(known.joined(separator: ", "))"
      throw ConfigurationError(file: file, keyPath: "preset", reason: "unknown preset '\(name)'", hint: hint)
    }
    return names
  }

  static func deploymentTargets(_ value: JSONValue, file: String?) throws -> [ApplePlatform: OSVersion] {
    // `"deployment_target": "17.0"` is iOS 17.0, the platform most apps mean.
    if case .string(let text) = value {
      guard let version = OSVersion(parsing: text) else {
        throw ConfigurationError(
          file: file, keyPath: "deployment_target",
          reason: "expected a version string such as \"17.0\", found \"\(text)\"",
          hint: "write \"17.0\" for iOS, or {\"ios\": \"17.0\", \"tvos\": \"17.0\"}")
      }
      return [.iOS: version]
    }
    guard case .object(let members) = value else {
      throw ConfigurationError(
        file: file, keyPath: "deployment_target",
        reason: "expected an object or a version string, found \(value.typeName)",
        hint: "write \"17.0\" for iOS, or {\"ios\": \"17.0\", \"tvos\": \"17.0\"}")
    }
    var targets: [ApplePlatform: OSVersion] = [:]
    for (key, element) in members {
      let keyPath = "deployment_target.\(key)"
      guard let platform = ApplePlatform(rawValue: key) else {
        throw unknownKey(key, keyPath: keyPath, known: ApplePlatform.allCases.map(\.rawValue), file: file)
      }
      guard case .string(let text) = element, let version = OSVersion(parsing: text) else {
        throw ConfigurationError(
          file: file, keyPath: keyPath, reason: "expected a version string such as \"17.0\", found \(element.typeName)")
      }
      targets[platform] = version
    }
    return targets
  }

  static func ruleSettings(_ value: JSONValue, keyPath: String, file: String?, catalog: RuleCatalog) throws -> [String:
    Configuration.RuleSetting]
  {
    guard case .object(let members) = value else {
      throw ConfigurationError(file: file, keyPath: keyPath, reason: "expected an object, found \(value.typeName)")
    }
    var settings: [String: Configuration.RuleSetting] = [:]
    for (id, element) in members {
      let ruleKeyPath = "\(keyPath).\(id)"
      guard let rule = catalog.rule(id: id) else {
        let hint =
          SpellingSuggestion.closest(to: id, in: catalog.allIDs).map { "did you mean '\($0)'?" }
          ?? "run 'proscenium rules' to list them"
        throw ConfigurationError(file: file, keyPath: ruleKeyPath, reason: "unknown rule", hint: hint)
      }
      var setting = Configuration.RuleSetting()
      switch element {
      case .bool(let enabled): setting.enabled = enabled
      case .string(let text):
        guard text == "off" || Severity(rawValue: text) != nil else {
          throw ConfigurationError(
            file: file, keyPath: ruleKeyPath, reason: "expected 'warning', 'error' or 'off', found '\(text)'")
        }
        if text == "off" { setting.enabled = false } else { setting.severity = Severity(rawValue: text) }
      case .object(let fields):
        for (key, field) in fields {
          switch key {
          case "enabled":
            guard case .bool(let enabled) = field else {
              throw ConfigurationError(
                file: file, keyPath: "\(ruleKeyPath).enabled", reason: "expected a boolean, found \(field.typeName)")
            }
            setting.enabled = enabled
          case "severity":
            guard case .string(let text) = field, let severity = Severity(rawValue: text) else {
              throw ConfigurationError(
                file: file, keyPath: "\(ruleKeyPath).severity", reason: "expected 'warning' or 'error'")
            }
            setting.severity = severity
          case "options":
            // Decoding validates keys and types now, so a typo fails before any file is read.
            _ = try rule.configured(options: field, keyPath: "\(ruleKeyPath).options", file: file)
            setting.options = field
          default: throw unknownKey(key, keyPath: "\(ruleKeyPath).\(key)", known: ruleSettingKeys, file: file)
          }
        }
      default:
        throw ConfigurationError(
          file: file, keyPath: ruleKeyPath,
          reason: "expected an object, a boolean or a severity, found \(element.typeName)")
      }
      settings[id] = setting
    }
    return settings
  }

  static func overrides(_ value: JSONValue, file: String?, catalog: RuleCatalog) throws -> [Configuration.Override] {
    guard case .array(let elements) = value else {
      throw ConfigurationError(file: file, keyPath: "overrides", reason: "expected an array, found \(value.typeName)")
    }
    return try elements.enumerated().map { index, element in
      let keyPath = "overrides[\(index)]"
      guard case .object(let members) = element else {
        throw ConfigurationError(file: file, keyPath: keyPath, reason: "expected an object, found \(element.typeName)")
      }
      var paths: [String]?
      var rules: [String: Configuration.RuleSetting] = [:]
      for (key, field) in members {
        switch key {
        case "paths": paths = try strings(field, keyPath: "\(keyPath).paths", file: file)
        case "rules": rules = try ruleSettings(field, keyPath: "\(keyPath).rules", file: file, catalog: catalog)
        default: throw unknownKey(key, keyPath: "\(keyPath).\(key)", known: overrideKeys, file: file)
        }
      }
      guard let paths, !paths.isEmpty else {
        throw ConfigurationError(file: file, keyPath: "\(keyPath).paths", reason: "missing: an override needs 'paths'")
      }
      return Configuration.Override(paths: paths, rules: rules)
    }
  }
}
