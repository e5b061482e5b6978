import SwiftSyntax

/// A rule with its options decoded and its severity settled, ready to check files.
package struct ConfiguredRule: Sendable {
  package let description: RuleDescription
  package let severity: Severity
  package let visitedKinds: Set<SyntaxKind>
  /// The options in force, as JSON, for `explain` and debugging.
  package let options: JSONValue
  let make: @Sendable (RuleContext) -> any Rule

  package var id: String { description.id }

  /// Configures `rule` with options decoded from `options` (defaults when `nil`).
  ///
  /// - Throws: `ConfigurationError` when the options do not decode.
  package init<R: Rule>(
    _ rule: R.Type, severity: Severity? = nil, options: JSONValue? = nil, keyPath: String? = nil, file: String? = nil
  ) throws {
    let decoded =
      try options.map { try R.Options.decode($0, keyPath: keyPath ?? "rules.\(R.id).options", file: file) }
      ?? R.Options()
    self.description = R.description
    self.severity = severity ?? R.description.defaultSeverity
    self.visitedKinds = R.visitedKinds
    self.options = .object(R.Options.fields.map { ($0.key, $0.value(in: decoded)) })
    self.make = { context in R(options: decoded, context: context) }
  }

  /// A rule whose description is a value rather than a type's (a declarative rule's).
  package init(
    description: RuleDescription, severity: Severity, visitedKinds: Set<SyntaxKind>, options: JSONValue,
    make: @escaping @Sendable (RuleContext) -> any Rule
  ) {
    self.description = description
    self.severity = severity
    self.visitedKinds = visitedKinds
    self.options = options
    self.make = make
  }
}

/// A rule type with its static description, so catalogues can list rules without generics.
public struct RuleType: Sendable {
  public let description: RuleDescription
  package let optionFields: [(key: String, summary: String, kind: OptionKind)]
  package let defaultOptions: JSONValue
  /// The Swift type's name (`NoPrintRule`), so a test can match the registry against the sources.
  /// Spelled on demand: `String(describing:)` of a metatype demangles it, about two million
  /// instructions per rule, which every run paid when the catalogue was built.
  package var typeName: String { typeNameOf() }
  private let typeNameOf: @Sendable () -> String
  let configure: @Sendable (Severity?, JSONValue?, String?, String?) throws -> ConfiguredRule
  /// The rule with its default severity and options, made once: a run's plan configures every
  /// rule for each configuration and each preset it weighs, mostly with nothing set.
  private let defaultConfiguration: ConfiguredRule?

  public init<R: Rule>(_ rule: R.Type) {
    description = R.description
    optionFields = R.Options.fields.map { ($0.key, $0.summary, $0.kind) }
    defaultOptions = R.Options.defaultsJSON
    typeNameOf = { String(describing: R.self) }
    let configure: @Sendable (Severity?, JSONValue?, String?, String?) throws -> ConfiguredRule = {
      severity, options, keyPath, file in
      try ConfiguredRule(R.self, severity: severity, options: options, keyPath: keyPath, file: file)
    }
    self.configure = configure
    defaultConfiguration = try? configure(nil, nil, nil, nil)
  }

  /// A rule whose description is a value rather than a type's (a declarative rule's).
  package init(
    description: RuleDescription, defaultOptions: JSONValue, typeName: String,
    configure: @escaping @Sendable (Severity?, JSONValue?, String?, String?) throws -> ConfiguredRule
  ) {
    self.description = description
    self.optionFields = []
    self.defaultOptions = defaultOptions
    self.typeNameOf = { typeName }
    self.configure = configure
    self.defaultConfiguration = try? configure(nil, nil, nil, nil)
  }

  public var id: String { description.id }

  /// Configures the rule; `options` is the JSON object of its options, or `nil` for defaults.
  package func configured(
    severity: Severity? = nil, options: JSONValue? = nil, keyPath: String? = nil, file: String? = nil
  )
    throws -> ConfiguredRule
  {
    if severity == nil, options == nil, let defaultConfiguration { return defaultConfiguration }
    return try configure(severity, options, keyPath, file)
  }
}
