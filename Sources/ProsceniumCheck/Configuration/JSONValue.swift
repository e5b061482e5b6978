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
  ///
  /// Written as UTF-8 bytes into one buffer: joining each level's rendered children as strings
  /// copied every value once per level above it, and quoting scalar by scalar into a `String`
  /// made a report's JSON cost as much as checking several files.
  package func rendered(pretty: Bool = false, indent: String = "") -> String {
    var output: [UInt8] = []
    output.reserveCapacity(1_024)
    write(to: &output, pretty: pretty, indent: Array(indent.utf8), depth: 0)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the value; a pretty value's lines start with `indent` and two spaces per `depth`.
  private func write(to output: inout [UInt8], pretty: Bool, indent: [UInt8], depth: Int) {
    func newline(_ depth: Int) {
      output.append(UInt8(ascii: "\n"))
      output.append(contentsOf: indent)
      output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
    switch self {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .number(let value):
      let text = value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
      output.append(contentsOf: text.utf8)
    case .string(let value): Self.appendQuoted(value, to: &output)
    case .array(let values):
      guard !values.isEmpty else { return output.append(contentsOf: "[]".utf8) }
      output.append(UInt8(ascii: "["))
      for (position, value) in values.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        if pretty { newline(depth + 1) }
        value.write(to: &output, pretty: pretty, indent: indent, depth: depth + 1)
      }
      if pretty { newline(depth) }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
      output.append(UInt8(ascii: "{"))
      for (position, member) in members.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        if pretty { newline(depth + 1) }
        Self.appendQuoted(member.key, to: &output)
        output.append(UInt8(ascii: ":"))
        if pretty { output.append(UInt8(ascii: " ")) }
        member.value.write(to: &output, pretty: pretty, indent: indent, depth: depth + 1)
      }
      if pretty { newline(depth) }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Quotes and escapes a string as JSON.
  package static func quote(_ text: String) -> String {
    var output: [UInt8] = []
    appendQuoted(text, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends `text` quoted, escaping `"`, `\` and control characters (`\n`, `\r`, `\t` by
  /// name, the rest as `\u00xx`); every other byte, multi-byte characters included, is copied.
  private static func appendQuoted(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var start = 0
      for position in 0..<bytes.count {
        let byte = bytes[position]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        start = position + 1
        switch byte {
        case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
        case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
        case UInt8(ascii: "\r"): output.append(contentsOf: #"\r"#.utf8)
        case UInt8(ascii: "\t"): output.append(contentsOf: #"\t"#.utf8)
        default:
          let digits = Array("0123456789abcdef".utf8)
          output.append(contentsOf: #"\u00"#.utf8)
          output.append(digits[Int(byte >> 4)])
          output.append(digits[Int(byte & 0x0f)])
        }
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }
    output.append(UInt8(ascii: "\""))
  }
}
