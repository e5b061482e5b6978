import Foundation
import Testing

@testable import ProsceniumSyntax

/// The byte parser reads `project.pbxproj` text exactly as Foundation does, and fails clearly.
@Suite struct OldStylePropertyListParserTests {
  @Test(arguments: [XcodeProjectFixtures.classic, XcodeProjectFixtures.synchronized, XcodeProjectFixtures.configured])
  func readsProjectsAsFoundationDoes(text: String) throws {
    let data = Data(text.utf8)
    let ours = try OldStylePropertyListParser.parse([UInt8](data))
    let foundation = try PropertyListValue.parseWithFoundation(data, file: "project.pbxproj")
    #expect(ours == foundation)
  }

  @Test func readsEscapesCommentsTrailingCommasAndData() throws {
    let text = #"""
      // !$*UTF8*$!
      { a = "x \"quoted\"\nline"; /* note */ b = ( one, "two", ); c = <0fa1 22>; d = {}; path = ../Shared/A.swift; }
      """#
    let value = try OldStylePropertyListParser.parse(Array(text.utf8))
    #expect(
      value
        == .dictionary([
          "a": .string("x \"quoted\"\nline"), "b": .array([.string("one"), .string("two")]), "c": .other,
          "d": .dictionary([:]), "path": .string("../Shared/A.swift"),
        ]))
  }

  @Test(arguments: [
    ("{ a = b; ", "unterminated dictionary", 1),
    ("{\n a = b\n}", "expected ';'", 3),
    ("{ a = \"b; }", "unterminated string", 1),
    (String(repeating: "(", count: 100_000), "nested more than 512 levels", 1),
  ])
  func reportsWhatIsWrongAndWhere(text: String, reason: String, line: Int) {
    #expect {
      try OldStylePropertyListParser.parse(Array(text.utf8))
    } throws: { error in
      guard let failure = error as? OldStylePropertyListParser.Failure else { return false }
      return failure.reason == reason && failure.line == line
    }
  }
}
