/// One declared parameter of a command — a flag, an option with a value, a comma-separated list
/// or a positional argument — from which parsing, validation, usage, help and "did you mean" are
/// all derived. Commands declare typed handles (`Flag`, `Option`, `ListOption`, `Positional`)
/// that wrap one of these.
struct ParameterDeclaration: Sendable {
  enum Kind: Sendable, Equatable {
    /// `--quiet`: present or not; takes no value.
    case flag
    /// `--format json` or `--format=json`: one value; the last occurrence wins.
    case value
    /// `--only a,b --only c`: comma-separated values that accumulate.
    case list
    /// A positional argument; `repeating` ones take every remaining argument.
    case positional(repeating: Bool, required: Bool)
  }

  /// The long name without dashes (`format`), or the positional's name (`path`).
  var name: String
  var short: Character?
  var kind: Kind
  /// The placeholder in usage and help: `<file>`.
  var valueName: String
  var help: String
  /// What applies when the parameter is absent, as help shows it.
  var defaultDescription: String?
  /// The accepted values with a line each, for `oneOf` options: shown in help and used for hints.
  var choices: [(value: String, summary: String)]
  /// Checks one raw value; returns why it is invalid, or `nil`.
  var validate: @Sendable (String) -> String?

  var isPositional: Bool {
    if case .positional = kind { return true }
    return false
  }

  /// `--format <format>`, `-j, --jobs <n>`, `<path> ...`, as help lists it.
  var label: String {
    switch kind {
    case .positional(let repeating, _): return "<\(valueName)>" + (repeating ? " ..." : "")
    case .flag, .value, .list:
      var label = short.map { "-\($0), " } ?? ""
      label += "--\(name)"
      if kind == .value { label += " <\(valueName)>" }
      if kind == .list { label += " <\(valueName),...>" }
      return label
    }
  }

  /// How the parameter reads in a usage line: `<rule-id>`, `[<path> ...]`.
  var usage: String {
    switch kind {
    case .positional(let repeating, let required):
      let core = "<\(valueName)>" + (repeating ? " ..." : "")
      return required ? core : "[\(core)]"
    case .flag: return "[--\(name)]"
    case .value: return "[--\(name) <\(valueName)>]"
    case .list: return "[--\(name) <\(valueName),...>]"
    }
  }
}

/// A switch such as `--strict`: `true` when given.
struct Flag: Sendable {
  let declaration: ParameterDeclaration

  init(_ name: String, short: Character? = nil, help: String) {
    declaration = ParameterDeclaration(
      name: name, short: short, kind: .flag, valueName: "", help: help, defaultDescription: nil, choices: [],
      validate: { _ in nil })
  }
}

/// An option that takes one value, converted to `Value` by the declaration's parser.
struct Option<Value>: Sendable {
  let declaration: ParameterDeclaration
  let parse: @Sendable (String) -> Value?
  let defaultValue: (@Sendable () -> Value)?

  init(
    _ name: String, short: Character? = nil, valueName: String, help: String, defaultDescription: String? = nil,
    choices: [(value: String, summary: String)] = [], expected: String, defaultValue: (@Sendable () -> Value)? = nil,
    parse: @escaping @Sendable (String) -> Value?
  ) {
    let choiceValues = choices.map(\.value)
    declaration = ParameterDeclaration(
      name: name, short: short, kind: .value, valueName: valueName, help: help, defaultDescription: defaultDescription,
      choices: choices,
      validate: { raw in
        guard parse(raw) == nil else { return nil }
        if !choiceValues.isEmpty {
          return "expected one of \(choiceValues.joined(separator: ", "))"
        }
        return "expected \(expected)"
      })
    self.parse = parse
    self.defaultValue = defaultValue
  }
}

extension Option where Value == String {
  /// An option whose value is any text, such as a file path.
  static func text(_ name: String, short: Character? = nil, valueName: String, help: String) -> Option {
    Option(name, short: short, valueName: valueName, help: help, expected: "a value") { $0.isEmpty ? nil : $0 }
  }
}

extension Option where Value == Int {
  /// An option whose value must be a whole number of at least 1.
  static func positiveInteger(
    _ name: String, short: Character? = nil, valueName: String = "n", help: String, defaultDescription: String? = nil
  ) -> Option {
    Option(
      name, short: short, valueName: valueName, help: help, defaultDescription: defaultDescription,
      expected: "a positive integer"
    ) { raw in
      guard let value = Int(raw), value > 0 else { return nil }
      return value
    }
  }
}

extension Option where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
  /// An option whose value is one of an enumeration's cases, each described for help.
  static func oneOf(
    _ name: String, valueName: String, help: String, default defaultCase: Value,
    summary: @escaping @Sendable (Value) -> String
  ) -> Option {
    Option(
      name, valueName: valueName, help: help, defaultDescription: defaultCase.rawValue,
      choices: Value.allCases.map { ($0.rawValue, summary($0)) }, expected: "one of the listed values",
      defaultValue: { defaultCase }, parse: { Value(rawValue: $0) })
  }
}

/// An option of comma-separated values that may be repeated: `--only a,b --only c`.
struct ListOption: Sendable {
  let declaration: ParameterDeclaration

  init(
    _ name: String, valueName: String, help: String, validate: @escaping @Sendable (String) -> String? = { _ in nil }
  ) {
    declaration = ParameterDeclaration(
      name: name, short: nil, kind: .list, valueName: valueName, help: help, defaultDescription: nil, choices: [],
      validate: validate)
  }
}

/// A positional argument.
struct Positional: Sendable {
  let declaration: ParameterDeclaration

  /// Zero or more values, e.g. paths.
  static func repeating(_ name: String, help: String, defaultDescription: String? = nil) -> Positional {
    Positional(
      declaration: ParameterDeclaration(
        name: name, short: nil, kind: .positional(repeating: true, required: false), valueName: name, help: help,
        defaultDescription: defaultDescription, choices: [], validate: { _ in nil }))
  }

  /// Exactly one value.
  static func required(_ name: String, help: String) -> Positional {
    Positional(
      declaration: ParameterDeclaration(
        name: name, short: nil, kind: .positional(repeating: false, required: true), valueName: name, help: help,
        defaultDescription: nil, choices: [], validate: { _ in nil }))
  }

  /// Zero or one value.
  static func optional(_ name: String, help: String) -> Positional {
    Positional(
      declaration: ParameterDeclaration(
        name: name, short: nil, kind: .positional(repeating: false, required: false), valueName: name, help: help,
        defaultDescription: nil, choices: [], validate: { _ in nil }))
  }
}
