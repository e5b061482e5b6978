import Foundation
import Testing

@testable import ProsceniumCheck

/// The token pass before parsing: it refuses the shapes the parser recurses on, counts only code
/// (not comments or strings), and accepts what real code writes.
@Suite struct NestingGuardTests {
  func violation(_ source: String) -> NestingGuard.Shape? {
    NestingGuard.firstViolation(in: source)?.shape
  }

  /// The files that crashed or stalled the parser, and one just past each limit.
  @Test(
    arguments: [
      (
        "let x: " + String(repeating: "A<", count: 3_800) + "B" + String(repeating: ">", count: 3_800),
        .genericArguments
      ),
      ("let x: " + String(repeating: "A<", count: 257) + "B" + String(repeating: ">", count: 257), .genericArguments),
      ("let x = " + String(repeating: "try ", count: 26_000) + "f()", .prefixKeywords),
      ("let x = " + String(repeating: "try? ", count: 101) + "f()", .prefixKeywords),
      ("let x = " + String(repeating: "try await ", count: 51) + "f()", .prefixKeywords),
      ("let x: " + String(repeating: "some ", count: 16_000) + "P", .prefixKeywords),
      ("let x: " + String(repeating: "any ", count: 101) + "P", .prefixKeywords),
      ("let x: " + String(repeating: "() -> ", count: 9_700) + "()", .functionArrows),
      ("let x: " + String(repeating: "(Int) -> ", count: 257) + "()", .functionArrows),
      ("func f() {\n if a {}" + String(repeating: " else if a {}", count: 30_000) + "\n}", .elseIfChain),
      ("func f() {\n if a {}" + String(repeating: "\n else if a { g() }", count: 5_001) + "\n}", .elseIfChain),
      (
        String(repeating: "#if A\n", count: 3_000) + String(repeating: "#endif\n", count: 3_000),
        .conditionalCompilation
      ),
      ("let x = " + String(repeating: "[", count: 1_001) + String(repeating: "]", count: 1_001), .brackets),
      (
        "let s = \"\\(" + String(repeating: "(", count: 1_000) + String(repeating: ")", count: 1_000) + ")\"", .brackets
      ),
    ] as [(String, NestingGuard.Shape)])
  func hostileShapesAreRefused(source: String, shape: NestingGuard.Shape) {
    #expect(violation(source) == shape)
  }

  /// Code at each limit, and real code that repeats nothing, is let through to the parser.
  @Test(arguments: [
    "let x: " + String(repeating: "A<", count: 256) + "B" + String(repeating: ">", count: 256),
    "let x = " + String(repeating: "try ", count: 100) + "f()",
    "let x: " + String(repeating: "() -> ", count: 256) + "()",
    "func f() {\n if a {}" + String(repeating: " else if a {}", count: 5_000) + "\n}",
    String(repeating: "#if A\n", count: 100) + String(repeating: "#endif\n", count: 100),
    "let x = " + String(repeating: "(", count: 1_000) + String(repeating: ")", count: 1_000),
    // Comparisons are not generic arguments, and declarations end arrow chains.
    String(repeating: "let v = a<b && c<d\n", count: 1_000),
    String(repeating: "func f(_ g: (Int) -> Int) async throws -> Int { try await g(1) }\n", count: 1_000),
    String(repeating: "protocol P { func f() -> Int }\n", count: 1_000),
    String(repeating: "if a { } else if b { } else { }\n", count: 6_000),
    "let d: Dictionary<String, Array<Set<Int>>> = [:]\nlet y = x as? Array<Optional<Int>>",
  ])
  func ordinaryAndLimitCodeIsAccepted(source: String) {
    #expect(violation(source) == nil)
  }

  /// Comments and string literals do not count: the compiler accepts these, and so does the guard.
  @Test(arguments: [
    "// " + String(repeating: "(", count: 1_001),
    "/* " + String(repeating: "(", count: 1_001) + " /* nested */ " + String(repeating: "[", count: 1_001) + " */",
    "let s = \"" + String(repeating: "[", count: 1_001) + "\"",
    "let s = \"\"\"\n" + String(repeating: "{", count: 1_001) + "\n\"\"\"",
    "let s = #\"\\(" + String(repeating: "(", count: 1_001) + "\"#",
    "let s = \"a \\(f(\"" + String(repeating: "(", count: 1_001) + "\")) b\"",
    "let r = #/" + String(repeating: "(", count: 1_001) + "/#",
    "let s = \"" + String(repeating: "try ", count: 1_000) + "\"",
    "// " + String(repeating: "A<", count: 1_000),
  ])
  func commentsAndStringsDoNotCount(source: String) {
    #expect(violation(source + "\nlet after = 1\n") == nil)
  }

  /// After a string or comment ends, code counts again.
  @Test func codeAfterAStringCounts() {
    let source = "let s = \"(((\" /* ((( */ + " + String(repeating: "(", count: 1_001)
    let found = NestingGuard.firstViolation(in: source)
    #expect(found?.shape == .brackets)
    #expect(found?.offset == source.utf8.count - 1)
  }

  /// Every chaining keyword is counted by the byte scan that lets shallow files skip the lexer:
  /// a chain of any one of them past the limit is still refused.
  @Test(arguments: [
    "try", "await", "some", "any", "consume", "copy", "each", "repeat", "borrowing", "consuming", "inout", "unsafe",
  ])
  func everyChainingKeywordIsCountedBeforeLexing(keyword: String) {
    #expect(violation("let x = " + String(repeating: keyword + " ", count: 101) + "f()") == .prefixKeywords)
  }

  /// The byte scan only ever skips the lexer for files the lexer would accept: on files built
  /// from the shapes' own pieces, near every limit, in comments and strings too (fixed seed), a
  /// file it calls shallow is never refused by the token pass.
  @Test func aShallowFileIsOneTheLexerAccepts() {
    let pieces = [
      "(", "[", "{", ")", "]", "}", "A<", ">", "() -> ", "try ", "try? ", "await ", "some ", "any ", "each ",
      "repeat ", "#if A\n", "#endif\n", " else if a {}", "if a {} ", "// ((( try\n", "\"[[ <\"", "/* { */",
      "forEach ", "retry ", "x<y ", "\n", "let v = 1\n", "x.try ", "$try ", "`try` ", "étry ", "_any ", "2some ",
      "\"a\"try ", "/**/await ",
    ]
    var generator = SplitMix64(seed: 0x5EED)
    var shallow = 0
    for _ in 0..<400 {
      let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
      let repeats = 1 + Int(generator.next() % 1_200)
      var source = "let x = "
      for _ in 0..<repeats {
        source += generator.next() % 4 == 0 ? pieces[Int(generator.next() % UInt64(pieces.count))] : piece
      }
      var bytes = source
      bytes.withUTF8 { buffer in
        guard NestingGuard.isShallow(buffer) else { return }
        shallow += 1
        #expect(NestingGuard.lexedViolation(in: buffer) == nil, "\(source.prefix(80))")
      }
    }
    #expect(shallow > 50)
  }

  @Test func theReasonNamesTheShapeAndItsLimit() {
    let found = NestingGuard.firstViolation(in: "let x = " + String(repeating: "try ", count: 200) + "f()")
    #expect(
      found?.reason
        == "file not parsed: 'try', 'await', 'some', 'any' and similar keywords chain more than 100 levels deep "
        + "(the parser could exhaust its stack or stall)")
  }
}
