import ProsceniumSyntax

/// A rule's typed options: a struct whose defaults live in `init()` and whose keys are declared
/// once in `fields`, from which decoding, validation, documentation and the JSON schema follow.
public protocol RuleOptions: Sendable {
  init()
  /// Every option, with its snake_case key, summary and type.
  static var fields: [OptionField<Self>] { get }
}

/// The options of a rule that has none.
public struct NoOptions: RuleOptions {
  public init() {}
  public static var fields: [OptionField<NoOptions>] { [] }
}

/// The JSON type of an option, as the schema and `explain` show it.
package enum OptionKind: Sendable, Hashable {
  case boolean
  case integer(minimum: Int)
  case string
  case stringList
  case oneOf([String])

  package var schema: JSONValue {
    switch self {
    case .boolean: .object([("type", .string("boolean"))])
    case .integer(let minimum): .object([("type", .string("integer")), ("minimum", .number(Double(minimum)))])
    case .string: .object([("type", .string("string"))])
    case .stringList: .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))])
    case .oneOf(let values): .object([("enum", .array(values.map(JSONValue.string)))])
    }
  }
}

/// One declared option: its key, what it does, and how it reads from and renders to JSON.
///
/// `Options` is unconstrained for the reason `SyntaxRule`'s is: `RuleOptions.fields` ties the two.
public struct OptionField<Options>: Sendable {
  public let key: String
  public let summary: String
  package let kind: OptionKind
  let read: @Sendable (inout Options, JSONValue) -> String?
  let write: @Sendable (Options) -> JSONValue

  /// Reads a JSON value into `options`; returns a reason when the value has the wrong type.
  package func apply(_ value: JSONValue, to options: inout Options) -> String? {
    read(&options, value)
  }

  /// The option's value in `options`, as JSON.
  package func value(in options: Options) -> JSONValue { write(options) }

  public static func boolean(
    _ key: String, _ keyPath: WritableKeyPath<Options, Bool> & Sendable, _ summary: String
  ) -> OptionField {
    OptionField(
      key: key, summary: summary, kind: .boolean,
      read: { options, value in
        guard case .bool(let flag) = value else { return "expected a boolean, found \(value.typeName)" }
        options[keyPath: keyPath] = flag
        return nil
      }, write: { .bool($0[keyPath: keyPath]) })
  }

  public static func integer(
    _ key: String, _ keyPath: WritableKeyPath<Options, Int> & Sendable, minimum: Int = 0, _ summary: String
  ) -> OptionField {
    OptionField(
      key: key, summary: summary, kind: .integer(minimum: minimum),
      read: { options, value in
        guard case .number(let number) = value else { return "expected an integer, found \(value.typeName)" }
        guard number.rounded() == number else { return "expected an integer, found \(number)" }
        guard abs(number) < 1e9 else { return "expected an integer of at most 999999999, found a larger number" }
        guard Int(number) >= minimum else { return "expected an integer of at least \(minimum), found \(Int(number))" }
        options[keyPath: keyPath] = Int(number)
        return nil
      }, write: { .number(Double($0[keyPath: keyPath])) })
  }

  public static func string(
    _ key: String, _ keyPath: WritableKeyPath<Options, String> & Sendable, _ summary: String
  ) -> OptionField {
    OptionField(
      key: key, summary: summary, kind: .string,
      read: { options, value in
        guard case .string(let text) = value else { return "expected a string, found \(value.typeName)" }
        options[keyPath: keyPath] = text
        return nil
      }, write: { .string($0[keyPath: keyPath]) })
  }

  public static func stringList(
    _ key: String, _ keyPath: WritableKeyPath<Options, [String]> & Sendable, _ summary: String
  ) -> OptionField {
    OptionField(
      key: key, summary: summary, kind: .stringList,
      read: { options, value in
        guard case .array(let values) = value else { return "expected an array of strings, found \(value.typeName)" }
        var strings: [String] = []
        for element in values {
          guard case .string(let text) = element else {
            return "expected an array of strings, found \(element.typeName) in it"
          }
          strings.append(text)
        }
        options[keyPath: keyPath] = strings
        return nil
      }, write: { .array($0[keyPath: keyPath].map(JSONValue.string)) })
  }

  public static func oneOf<Value: RawRepresentable & CaseIterable & Sendable>(
    _ key: String, _ keyPath: WritableKeyPath<Options, Value> & Sendable, _ summary: String
  ) -> OptionField where Value.RawValue == String {
    let names = Value.allCases.map(\.rawValue)
    return OptionField(
      key: key, summary: summary, kind: .oneOf(names),
      read: { options, value in
        guard case .string(let text) = value else { return "expected a string, found \(value.typeName)" }
        guard let parsed = Value(rawValue: text) else {
          let hint = SpellingSuggestion.closest(to: text, in: names).map { " (did you mean '\($0)'?)" } ?? ""
          return "expected one of \(names.map { "'\($0)'" }.joined(separator: ", ")), found '\(text)'\(hint)"
        }
        options[keyPath: keyPath] = parsed
        return nil
      }, write: { .string($0[keyPath: keyPath].rawValue) })
  }
}

extension RuleOptions {
  /// Decodes options from a JSON object, rejecting unknown keys and wrong types.
  ///
  /// - Parameter keyPath: where the object sits in the configuration, for error messages.
  /// - Throws: `ConfigurationError` naming the first offending key.
  package static func decode(_ value: JSONValue, keyPath: String, file: String? = nil) throws -> Self {
    var options = Self()
    guard case .object(let members) = value else {
      throw ConfigurationError(file: file, keyPath: keyPath, reason: "expected an object, found \(value.typeName)")
    }
    for (key, element) in members {
      guard let field = fields.first(where: { $0.key == key }) else {
        let known = fields.map(\.key)
        let hint =
          SpellingSuggestion.closest(to: key, in: known).map { "did you mean '\($0)'?" }
          ?? (known.isEmpty ? "this rule has no options" : "known options: \(known.joined(separator: ", "))")
        throw ConfigurationError(file: file, keyPath: "\(keyPath).\(key)", reason: "unknown option", hint: hint)
      }
      if let reason = field.apply(element, to: &options) {
        throw ConfigurationError(file: file, keyPath: "\(keyPath).\(key)", reason: reason)
      }
    }
    return options
  }

  /// The default options as a JSON object, in declaration order.
  package static var defaultsJSON: JSONValue {
    let defaults = Self()
    return .object(fields.map { ($0.key, $0.value(in: defaults)) })
  }
}
