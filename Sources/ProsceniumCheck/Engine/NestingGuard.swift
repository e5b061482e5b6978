import ProsceniumSyntax

/// A cheap token pass before parsing that refuses the few shapes of code SwiftParser handles by
/// recursing once per repetition: brackets, generic angle brackets, chains of `try`/`await`/
/// `some`/`any`, function-type arrows, `else if` chains and nested `#if`. Repeated thousands of
/// times, each exhausts even a 64 MB stack (the whole run dies) or makes the parser's diagnostics
/// quadratic (the run stalls for minutes); real code repeats none of them more than a handful of
/// times.
///
/// It reads tokens, not bytes: comments and string literals (with their interpolations, raw and
/// multi-line forms) do not count, so a comment full of `(` is not refused.
enum NestingGuard {
  /// A shape repeated past its limit, where that happened and what to tell the user.
  struct Violation: Equatable, Sendable {
    var shape: Shape
    /// UTF-8 offset of the token where the limit was passed.
    var offset: Int

    var reason: String {
      "file not parsed: \(shape.description) more than \(shape.limit) levels deep "
        + "(the parser could exhaust its stack or stall)"
    }
  }

  enum Shape: Equatable, Sendable, CaseIterable {
    case brackets, genericArguments, prefixKeywords, functionArrows, elseIfChain, conditionalCompilation

    /// How many repetitions are accepted. SwiftParser's own nesting limit (256) is lower than the
    /// bracket limit, so no file that would parse is refused for brackets; the other limits are
    /// far above real code and far below the depths that crashed or stalled the parser (about
    /// 3,800 angle brackets, 26,000 `try`, 9,700 arrows, 30,000 `else if`; 1,000 `some` took 13 s
    /// and 3,000 nested `#if` over a minute).
    var limit: Int {
      switch self {
      case .brackets: 1_000
      case .genericArguments: 256
      case .prefixKeywords: 100
      case .functionArrows: 256
      case .elseIfChain: 5_000
      case .conditionalCompilation: 100
      }
    }

    var description: String {
      switch self {
      case .brackets: "brackets nest"
      case .genericArguments: "generic arguments ('<…>') nest"
      case .prefixKeywords: "'try', 'await', 'some', 'any' and similar keywords chain"
      case .functionArrows: "function types ('->') chain"
      case .elseIfChain: "'else if' chains"
      case .conditionalCompilation: "'#if' blocks nest"
      }
    }
  }

  static func firstViolation(in source: String) -> Violation? {
    var source = source
    return source.withUTF8 { firstViolation(in: $0) }
  }

  /// The first place a shape passes its limit, or `nil` when none does.
  static func firstViolation(in bytes: UnsafeBufferPointer<UInt8>) -> Violation? {
    if isShallow(bytes) { return nil }
    return lexedViolation(in: bytes)
  }

  /// Whether `bytes` hold too few of the characters each shape is made of to repeat past its
  /// limit, counted anywhere (comments and strings too, so the count is never below what the
  /// tokens hold): opening brackets, `#`, `->`, `<` right after something that is not white
  /// space, and the words that start with `if` or with a chaining keyword. Keywords are looked
  /// for only where a word starts: the lexer reads a word's whole run of word bytes, so no
  /// keyword token starts inside one, and the rest of a word is skipped byte by byte with one
  /// table lookup each. Almost every file passes, at a few instructions a byte against the
  /// lexer's twenty-odd; the others are read token by token.
  static func isShallow(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var opens = 0
    var angles = 0
    var arrows = 0
    var hashes = 0
    var ifs = 0
    var prefixKeywords = 0
    SwiftTokenLexer.identifierBytes.withUnsafeBufferPointer { isWordByte in
      var previous = UInt8(ascii: " ")
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if isWordByte[Int(byte)] {
          if byte == UInt8(ascii: "i"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "f") { ifs += 1 }
          if Keyword.prefixSpelling(startsAt: index, in: bytes) { prefixKeywords += 1 }
          index += 1
          while index < bytes.count, isWordByte[Int(bytes[index])] { index += 1 }
          previous = bytes[index - 1]
          continue
        }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): opens += 1
        case UInt8(ascii: "<"):
          switch previous {
          case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
          default: angles += 1
          }
        case UInt8(ascii: ">"): if previous == UInt8(ascii: "-") { arrows += 1 }
        case UInt8(ascii: "#"): hashes += 1
        default: break
        }
        previous = byte
        index += 1
      }
    }
    return opens <= Shape.brackets.limit && angles <= Shape.genericArguments.limit
      && arrows <= Shape.functionArrows.limit && hashes <= Shape.conditionalCompilation.limit
      && ifs <= Shape.elseIfChain.limit && prefixKeywords <= Shape.prefixKeywords.limit
  }

  /// The first violation, read token by token.
  static func lexedViolation(in bytes: UnsafeBufferPointer<UInt8>) -> Violation? {
    var lexer = SwiftTokenLexer(bytes)
    var tracker = ShapeTracker()
    while let token = lexer.next() {
      if let shape = tracker.take(token, in: bytes) { return Violation(shape: shape, offset: token.start) }
    }
    return nil
  }
}

/// Counts the repetition of each guarded shape token by token.
private struct ShapeTracker {
  private var depth = 0
  private var angles = 0
  private var prefixChain = 0
  private var arrows = 0
  private var poundIfs = 0
  /// The length of the `else if` chain at each bracket depth.
  private var elseIfChains: [Int] = [0]
  /// The depth a `}` just closed to, until the next token says whether an `else` follows.
  private var closedTo: Int?
  private var previous: SwiftTokenLexer.Token?

  mutating func take(_ token: SwiftTokenLexer.Token, in bytes: UnsafeBufferPointer<UInt8>) -> NestingGuard.Shape? {
    defer { previous = token }
    let word = token.kind == .word ? Keyword(bytes, token) : nil
    if let closed = closedTo {
      if word != .else { elseIfChains[closed] = 0 }
      closedTo = nil
    }

    // Chains of prefix keywords (`try?` and `try!` are one link).
    if let word, word.isPrefixKeyword {
      prefixChain += 1
      if prefixChain > NestingGuard.Shape.prefixKeywords.limit { return .prefixKeywords }
    } else if token.kind == .operator, let previous, previous.end == token.start,
      previous.kind == .word, Keyword(bytes, previous) == .try
    {
      // `try?`, `try!`: part of the chain.
    } else {
      prefixChain = 0
    }

    switch token.kind {
    case .open:
      depth += 1
      if depth > NestingGuard.Shape.brackets.limit { return .brackets }
      if elseIfChains.count <= depth { elseIfChains.append(0) }
      elseIfChains[depth] = 0
      if bytes[token.start] == UInt8(ascii: "{") { angles = 0; arrows = 0 }
    case .close:
      depth = max(0, depth - 1)
      if bytes[token.start] == UInt8(ascii: "}") {
        angles = 0
        arrows = 0
        closedTo = depth
      }
    case .semicolon:
      angles = 0
      arrows = 0
    case .operator:
      let first = bytes[token.start]
      let length = token.end - token.start
      if length == 2, first == UInt8(ascii: "-"), bytes[token.start + 1] == UInt8(ascii: ">") {
        arrows += 1
        if arrows > NestingGuard.Shape.functionArrows.limit { return .functionArrows }
      } else if first == UInt8(ascii: "<") {
        // A generic argument list opens right after a name, with no space between.
        if let previous, previous.end == token.start, previous.kind == .word { angles += 1 }
        if angles > NestingGuard.Shape.genericArguments.limit { return .genericArguments }
        if !Self.canBeInType(bytes, token) { angles = 0 }
      } else if first == UInt8(ascii: ">") {
        var closing = 0
        while token.start + closing < token.end, bytes[token.start + closing] == UInt8(ascii: ">") { closing += 1 }
        angles = max(0, angles - closing)
      } else if !Self.canBeInType(bytes, token) {
        // `=`, `==`, `&&`, `+`: an expression, not a type, so no generic list is still open.
        angles = 0
        if length == 1, first == UInt8(ascii: "=") { arrows = 0 }
      }
    case .poundIf:
      poundIfs += 1
      if poundIfs > NestingGuard.Shape.conditionalCompilation.limit { return .conditionalCompilation }
    case .poundEndif:
      poundIfs = max(0, poundIfs - 1)
    case .word:
      switch word {
      case .if:
        if let previous, previous.kind == .word, Keyword(bytes, previous) == .else {
          elseIfChains[depth] += 1
          if elseIfChains[depth] > NestingGuard.Shape.elseIfChain.limit { return .elseIfChain }
        }
      case .func, .var, .let, .case, .`init`, .subscript, .typealias, .return:
        arrows = 0
      default: break
      }
    case .other: break
    }
    return nil
  }

  /// Whether an operator token may appear inside a type (`?`, `!`, `&`, `.`, `...`, `->`, `<`, `>`).
  private static func canBeInType(_ bytes: UnsafeBufferPointer<UInt8>, _ token: SwiftTokenLexer.Token) -> Bool {
    if token.end - token.start == 2, bytes[token.start] == UInt8(ascii: "-"),
      bytes[token.start + 1] == UInt8(ascii: ">")
    {
      return true
    }
    for offset in token.start..<token.end {
      switch bytes[offset] {
      case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."), UInt8(ascii: "<"),
        UInt8(ascii: ">"):
        continue
      default: return false
      }
    }
    return true
  }
}

/// The few keywords the guard looks at.
private enum Keyword: String, CaseIterable {
  case `try`, await, some, any, consume, copy, each, `repeat`, borrowing, consuming, `inout`, unsafe
  case `else`, `if`, `func`, `var`, `let`, `case`, `init`, `subscript`, `typealias`, `return`

  /// The keywords by their first letter (`a` is 0): a word is compared with the two or three
  /// that start like it rather than with all of them. Words are most of a file's tokens.
  private static let byFirstLetter: [[(Keyword, [UInt8])]] = {
    var table = [[(Keyword, [UInt8])]](repeating: [], count: 26)
    for keyword in allCases {
      let spelling = Array(keyword.rawValue.utf8)
      table[Int(spelling[0] - UInt8(ascii: "a"))].append((keyword, spelling))
    }
    return table
  }()

  init?(_ bytes: UnsafeBufferPointer<UInt8>, _ token: SwiftTokenLexer.Token) {
    let length = token.end - token.start
    let first = bytes[token.start]
    guard length >= 2, length <= 9, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return nil }
    for (keyword, spelling) in Self.byFirstLetter[Int(first - UInt8(ascii: "a"))] where spelling.count == length {
      if bytes[token.start..<token.end].elementsEqual(spelling) {
        self = keyword
        return
      }
    }
    return nil
  }

  /// Whether a chaining keyword's spelling starts at `index`, whatever surrounds it (the
  /// keywords `isPrefixKeyword` names, spelled out so the byte scan reads no table).
  static func prefixSpelling(startsAt index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    func spells(_ word: StaticString) -> Bool { ByteSearch.spells(word, in: bytes, at: index) }
    switch bytes[index] {
    case UInt8(ascii: "t"): return spells("try")
    case UInt8(ascii: "a"): return spells("await") || spells("any")
    case UInt8(ascii: "s"): return spells("some")
    case UInt8(ascii: "c"): return spells("consume") || spells("copy") || spells("consuming")
    case UInt8(ascii: "e"): return spells("each")
    case UInt8(ascii: "r"): return spells("repeat")
    case UInt8(ascii: "b"): return spells("borrowing")
    case UInt8(ascii: "i"): return spells("inout")
    case UInt8(ascii: "u"): return spells("unsafe")
    default: return false
    }
  }

  var isPrefixKeyword: Bool {
    switch self {
    case .try, .await, .some, .any, .consume, .copy, .each, .repeat, .borrowing, .consuming, .inout, .unsafe: true
    default: false
    }
  }
}
