/// Reads the old-style (OpenStep) property lists Xcode writes as `project.pbxproj`, straight from
/// bytes into `PropertyListValue`.
///
/// Foundation reads them too, but on Linux it builds bridged `Any` objects that then cost a dynamic
/// cast each; a large app's project took longer to read than hundreds of its Swift files to check.
/// This parser accepts dictionaries (`{ key = value; }`), arrays (`( a, b, )`), quoted strings with
/// escapes, unquoted words and `<hex data>`, with `//` and `/* */` comments anywhere.
struct OldStylePropertyListParser {
  struct Failure: Error {
    var line: Int
    var reason: String
  }

  private let bytes: [UInt8]
  private var index = 0
  /// Nesting guard: a hostile file of a million `{` must fail, not overflow the stack.
  private var depth = 0
  private static let maximumDepth = 512

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses the whole input as one value.
  static func parse(_ bytes: [UInt8]) throws(Failure) -> PropertyListValue {
    var parser = OldStylePropertyListParser(bytes)
    let value = try parser.value()
    parser.skipTrivia()
    guard parser.index == bytes.count else { throw parser.failure("unexpected text after the top-level value") }
    return value
  }

  private mutating func value() throws(Failure) -> PropertyListValue {
    skipTrivia()
    guard index < bytes.count else { throw failure("unexpected end of file") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try nested { (parser: inout Self) throws(Failure) in try parser.dictionary() }
    case UInt8(ascii: "("): return try nested { (parser: inout Self) throws(Failure) in try parser.array() }
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
    case UInt8(ascii: "<"): return try data()
    default:
      guard let word = unquoted() else { throw failure("unexpected '\(Character(Unicode.Scalar(bytes[index])))'") }
      return .string(word)
    }
  }

  private mutating func nested(_ body: (inout Self) throws(Failure) -> PropertyListValue) throws(Failure)
    -> PropertyListValue
  {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) levels") }
    index += 1
    return try body(&self)
  }

  private mutating func dictionary() throws(Failure) -> PropertyListValue {
    var values: [String: PropertyListValue] = [:]
    while true {
      skipTrivia()
      guard index < bytes.count else { throw failure("unterminated dictionary") }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .dictionary(values)
      }
      guard case .string(let key) = try value() else { throw failure("a dictionary key must be a string") }
      try expect(UInt8(ascii: "="))
      values[key] = try value()
      try expect(UInt8(ascii: ";"))
    }
  }

  private mutating func array() throws(Failure) -> PropertyListValue {
    var values: [PropertyListValue] = []
    while true {
      skipTrivia()
      guard index < bytes.count else { throw failure("unterminated array") }
      if bytes[index] == UInt8(ascii: ")") {
        index += 1
        return .array(values)
      }
      values.append(try value())
      skipTrivia()
      guard index < bytes.count else { throw failure("unterminated array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] != UInt8(ascii: ")") {
        throw failure("expected ',' or ')' in an array")
      }
    }
  }

  private mutating func quoted() throws(Failure) -> String {
    let quote = bytes[index]
    index += 1
    var result: [UInt8] = []
    while index < bytes.count, bytes[index] != quote {
      var byte = bytes[index]
      if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
        index += 1
        switch bytes[index] {
        case UInt8(ascii: "n"): byte = UInt8(ascii: "\n")
        case UInt8(ascii: "t"): byte = UInt8(ascii: "\t")
        case UInt8(ascii: "r"): byte = UInt8(ascii: "\r")
        default: byte = bytes[index]
        }
      }
      result.append(byte)
      index += 1
    }
    guard index < bytes.count else { throw failure("unterminated string") }
    index += 1
    return String(decoding: result, as: UTF8.self)
  }

  private mutating func data() throws(Failure) -> PropertyListValue {
    while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
    guard index < bytes.count else { throw failure("unterminated data") }
    index += 1
    return .other
  }

  private mutating func unquoted() -> String? {
    let start = index
    while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
    return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
      UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }

  private mutating func expect(_ byte: UInt8) throws(Failure) {
    skipTrivia()
    guard index < bytes.count, bytes[index] == byte else {
      throw failure("expected '\(Character(Unicode.Scalar(byte)))'")
    }
    index += 1
  }

  /// Skips white space and comments; a `/` that starts no comment is left for a word.
  private mutating func skipTrivia() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
      {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        index = min(bytes.count, index + 2)
      } else {
        return
      }
    }
  }

  private func failure(_ reason: String) -> Failure {
    Failure(line: bytes[..<min(index, bytes.count)].lazy.filter { $0 == UInt8(ascii: "\n") }.count + 1, reason: reason)
  }
}
