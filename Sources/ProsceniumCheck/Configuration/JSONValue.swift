/// A parsed JSON value that keeps object keys in their written order, so errors and the schema
/// can name keys exactly as the user wrote them.
package enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  package func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .number(let value): hasher.combine(value)
    case .string(let value): hasher.combine(value)
    case .array(let values): hasher.combine(values)
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    }
  }

  /// The name of the value's JSON type, for error messages ("expected a boolean, found a string").
  package var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value of `key` when this is an object.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first(where: { $0.key == key })?.value
  }

  /// Renders compact or pretty JSON with keys in their stored order.
  package func rendered(pretty: Bool = false, indent: String = "") -> String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value):
      if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
      return String(value)
    case .string(let value): return JSONValue.quote(value)
    case .array(let values):
      if values.isEmpty { return "[]" }
      if !pretty { return "[" + values.map { $0.rendered() }.joined(separator: ",") + "]" }
      let inner = indent + "  "
      return "[\n" + values.map { inner + $0.rendered(pretty: true, indent: inner) }.joined(separator: ",\n")
        + "\n" + indent + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      if !pretty {
        return "{" + members.map { JSONValue.quote($0.key) + ":" + $0.value.rendered() }.joined(separator: ",") + "}"
      }
      let inner = indent + "  "
      return "{\n"
        + members.map { inner + JSONValue.quote($0.key) + ": " + $0.value.rendered(pretty: true, indent: inner) }
        .joined(separator: ",\n") + "\n" + indent + "}"
    }
  }

  /// Quotes and escapes a string as JSON.
  package static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let c where c.value < 0x20:
        let hex = String(c.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
