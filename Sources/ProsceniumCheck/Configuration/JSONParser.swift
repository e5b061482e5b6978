/// A strict JSON parser (RFC 8259) that reports the line and column of the first error and
/// refuses duplicate keys, since a configuration with two values for one key is ambiguous.
package struct JSONParser {
  package struct SyntaxError: Error, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var reason: String
    package var description: String { "line \(line), column \(column): \(reason)" }
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  private static let maximumDepth = 256

  private init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// Parses a whole document.
  ///
  /// - Throws: `SyntaxError` naming where the text stops being JSON.
  package static func parse(_ text: String) throws -> JSONValue {
    var parser = JSONParser(text)
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw parser.error("the file starts with a byte-order mark (U+FEFF); save it as UTF-8 without one")
    }
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
    return value
  }

  private func error(_ reason: String) -> SyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SyntaxError(line: line, column: column, reason: reason)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  private mutating func parseValue() throws -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of the file") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("expected a JSON value")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws -> JSONValue {
    let expected = Array(word.utf8)
    guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
      throw error("expected '\(word)'")
    }
    index += expected.count
    return value
  }

  private mutating func enter() throws {
    depth += 1
    if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
  }

  private mutating func parseObject() throws -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
      let keyStart = index
      let key = try parseString()
      if members.contains(where: { $0.key == key }) {
        index = keyStart
        throw error("duplicate key '\(key)'")
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of the file inside an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      throw error("expected ',' or '}'")
    }
  }

  private mutating func parseArray() throws -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var values: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(values)
    }
    while true {
      skipWhitespace()
      values.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of the file inside an array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(values)
      }
      throw error("expected ',' or ']'")
    }
  }

  private mutating func parseString() throws -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var utf8: [UInt8] = []
    func flush() {
      if !utf8.isEmpty {
        scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
        utf8.removeAll()
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        flush()
        return String(scalars)
      }
      if byte < 0x20 { throw error("control character inside a string") }
      if byte == UInt8(ascii: "\\") {
        flush()
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try parseHex4()
          if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try parseHex4()
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { throw error("invalid unicode escape") }
          scalars.append(scalar)
        default: throw error("invalid escape in a string")
        }
        continue
      }
      utf8.append(byte)
      index += 1
    }
    throw error("unterminated string")
  }

  private mutating func parseHex4() throws -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw error("expected four hex digits") }
    index += 4
    return value
  }

  private mutating func parseNumber() throws -> JSONValue {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    while index < bytes.count,
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
        || [0x2E, 0x65, 0x45, 0x2B, 0x2D].contains(bytes[index])
    {
      index += 1
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text) else {
      index = start
      throw error("invalid number '\(text)'")
    }
    return .number(value)
  }
}
