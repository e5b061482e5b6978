/// The validated values of one invocation, read back through the typed handles that declared
/// them, so a command never looks at raw strings.
struct ParsedArguments: Sendable {
  /// Raw values by parameter name, in the order given; flags hold one empty string per use.
  var values: [String: [String]] = [:]

  subscript(flag: Flag) -> Bool {
    values[flag.declaration.name] != nil
  }

  /// The last value given, or the declared default.
  subscript<Value>(option: Option<Value>) -> Value? {
    if let raw = values[option.declaration.name]?.last, let value = option.parse(raw) { return value }
    return option.defaultValue?()
  }

  /// Every value given across all occurrences, or `nil` when the option was never given.
  subscript(list: ListOption) -> [String]? {
    values[list.declaration.name]
  }

  /// The positional's values, in order; empty when none were given.
  subscript(positional: Positional) -> [String] {
    values[positional.declaration.name] ?? []
  }
}
