/// A small, forgiving Swift lexer over UTF-8 bytes: just enough to tell code from comments and
/// string literals, and to split code into the tokens `NestingGuard` counts. It never fails; text
/// it does not understand becomes `.other` tokens, and an unterminated comment or string runs to
/// the end of the file, as it does for the compiler.
///
/// It skips `//` and nested `/* */` comments, string literals in all their forms (`"…"`,
/// `"""…"""`, raw `#"…"#`, with `\(…)` interpolations lexed as code) and `#/…/#` regex literals.
struct SwiftTokenLexer {
  struct Token: Equatable {
    enum Kind: Equatable {
      /// An identifier, keyword or number.
      case word
      /// A run of operator characters.
      case `operator`
      /// `(`, `[`, `{`, or the `(` of an interpolation.
      case open
      /// `)`, `]`, `}`, or the `)` ending an interpolation.
      case close
      case semicolon
      case poundIf
      case poundEndif
      case other
    }
    var kind: Kind
    var start: Int
    var end: Int
  }

  /// A string literal whose interpolation is being lexed as code.
  private struct OpenString {
    var hashes: Int
    var isMultiline: Bool
    /// Parentheses open inside the interpolation, its own `(` included.
    var parentheses: Int
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var strings: [OpenString] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  private func byte(at offset: Int) -> UInt8 {
    offset < bytes.count ? bytes[offset] : 0
  }

  mutating func next() -> Token? {
    while position < bytes.count {
      let start = position
      let current = bytes[position]
      switch current {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00:
        position += 1
      case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
        while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
      case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
        skipBlockComment()
      case UInt8(ascii: "\""):
        if let token = lexString(hashes: 0, from: start) { return token }
      case UInt8(ascii: "#"):
        var hashes = 0
        while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let after = byte(at: position + hashes)
        if after == UInt8(ascii: "\"") {
          position += hashes
          if let token = lexString(hashes: hashes, from: start) { return token }
        } else if after == UInt8(ascii: "/") {
          skipRegex(hashes: hashes)
        } else if hashes == 1, Self.isIdentifierByte(after) {
          position += 1
          while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
          let name = bytes[(start + 1)..<position]
          if name.elementsEqual("if".utf8) { return Token(kind: .poundIf, start: start, end: position) }
          if name.elementsEqual("endif".utf8) { return Token(kind: .poundEndif, start: start, end: position) }
          return Token(kind: .other, start: start, end: position)
        } else {
          position += hashes
          return Token(kind: .other, start: start, end: position)
        }
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        position += 1
        if current == UInt8(ascii: "("), !strings.isEmpty { strings[strings.count - 1].parentheses += 1 }
        return Token(kind: .open, start: start, end: position)
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        position += 1
        if current == UInt8(ascii: ")"), !strings.isEmpty {
          strings[strings.count - 1].parentheses -= 1
          if strings[strings.count - 1].parentheses == 0 {
            let string = strings.removeLast()
            // The interpolation is over; the rest of its string literal is skipped next time.
            resumeString(string)
          }
        }
        return Token(kind: .close, start: start, end: position)
      case UInt8(ascii: ";"):
        position += 1
        return Token(kind: .semicolon, start: start, end: position)
      case UInt8(ascii: "`"):
        position += 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "`"), bytes[position] != 0x0A {
          position += 1
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "`") { position += 1 }
        return Token(kind: .word, start: start, end: position)
      default:
        if isOperatorByte(current) {
          position += 1
          while position < bytes.count, isOperatorByte(bytes[position]) {
            // A comment starts even in the middle of an operator.
            if bytes[position] == UInt8(ascii: "/"),
              byte(at: position + 1) == UInt8(ascii: "/") || byte(at: position + 1) == UInt8(ascii: "*")
            {
              break
            }
            position += 1
          }
          return Token(kind: .operator, start: start, end: position)
        }
        if Self.isIdentifierByte(current) {
          position += 1
          while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
          return Token(kind: .word, start: start, end: position)
        }
        position += 1
        return Token(kind: .other, start: start, end: position)
      }
    }
    return nil
  }

  /// Lexes a string literal whose opening quote is at `position` (after its `#`s). Returns the
  /// `(` of an interpolation when one starts, or `nil` when the literal ended.
  private mutating func lexString(hashes: Int, from start: Int) -> Token? {
    let isMultiline = byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
    position += isMultiline ? 3 : 1
    return scanStringBody(OpenString(hashes: hashes, isMultiline: isMultiline, parentheses: 0))
  }

  /// Skips the rest of a string literal after an interpolation, remembering any interpolation
  /// that starts in it, so that the next call to `next()` lexes that one's code.
  private mutating func resumeString(_ string: OpenString) {
    if let interpolation = scanStringBody(string) {
      // Step back so that `next()` returns the interpolation's `(` as a token.
      position = interpolation.start
      strings[strings.count - 1].parentheses -= 1
    }
  }

  /// Skips string content from `position`. On `\(` (with the literal's `#`s), opens an
  /// interpolation and returns its `(`; at the end of the literal returns `nil`.
  private mutating func scanStringBody(_ string: OpenString) -> Token? {
    while position < bytes.count {
      let current = bytes[position]
      if current == UInt8(ascii: "\\") {
        var matched = 0
        while matched < string.hashes, byte(at: position + 1 + matched) == UInt8(ascii: "#") { matched += 1 }
        if matched == string.hashes {
          let escaped = position + 1 + matched
          if byte(at: escaped) == UInt8(ascii: "(") {
            strings.append(OpenString(hashes: string.hashes, isMultiline: string.isMultiline, parentheses: 1))
            position = escaped + 1
            return Token(kind: .open, start: escaped, end: escaped + 1)
          }
          position = escaped + 1
          continue
        }
        position += 1
        continue
      }
      if current == UInt8(ascii: "\"") {
        let quotes = string.isMultiline ? 3 : 1
        var closes = true
        for offset in 0..<quotes where byte(at: position + offset) != UInt8(ascii: "\"") { closes = false }
        for offset in 0..<string.hashes where byte(at: position + quotes + offset) != UInt8(ascii: "#") {
          closes = false
        }
        if closes {
          position += quotes + string.hashes
          return nil
        }
        position += 1
        continue
      }
      if !string.isMultiline, current == 0x0A || current == 0x0D { return nil }
      position += 1
    }
    return nil
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
        depth += 1
        position += 2
      } else if bytes[position] == UInt8(ascii: "*"), byte(at: position + 1) == UInt8(ascii: "/") {
        depth -= 1
        position += 2
        if depth == 0 { return }
      } else {
        position += 1
      }
    }
  }

  /// Skips an extended regex literal `#/…/#` starting at `position`.
  private mutating func skipRegex(hashes: Int) {
    position += hashes + 1
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "\\") {
        position += 2
        continue
      }
      if bytes[position] == UInt8(ascii: "/") {
        var matched = 0
        while matched < hashes, byte(at: position + 1 + matched) == UInt8(ascii: "#") { matched += 1 }
        if matched == hashes {
          position += 1 + hashes
          return
        }
      }
      position += 1
    }
  }

  /// `isIdentifierByte` of every byte value, for scans that test each byte of a file.
  static let identifierBytes: [Bool] = (0...255).map { isIdentifierByte(UInt8($0)) }

  /// Whether `byte` continues a word: a word token is a whole run of these, so one starts only
  /// after a byte that is not one (`NestingGuard.isShallow` relies on that).
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
      true
    default: false
    }
  }

  private func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
      true
    default: false
    }
  }
}
