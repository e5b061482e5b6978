import SwiftParser
import Testing

@testable import ProsceniumCheck

@Suite struct SuppressionsTests {
  /// The lines of `test_struct` findings left in `code`.
  func flaggedLines(_ code: String, rules: [String] = ["test_struct"]) throws -> [Int] {
    let configured = try rules.map { try TestCatalog.rule($0) }
    return InMemoryChecker.check([.init(path: "Sources/App/File.swift", source: code)], rules: configured)
      .findings.map(\.start.line)
  }

  @Test func disableAndEnableBoundARegion() throws {
    let code = """
      struct A {}
      // proscenium:disable test_struct
      struct B {}
      struct C {}
      // proscenium:enable test_struct
      struct D {}
      """
    #expect(try flaggedLines(code) == [1, 6])
  }

  @Test func disableWithoutEnableRunsToTheEndOfTheFile() throws {
    #expect(try flaggedLines("struct A {}\n// proscenium:disable test_struct\nstruct B {}\n\n\nstruct C {}") == [1])
  }

  @Test func disableNextSilencesOnlyTheNextLine() throws {
    let code = """
      // proscenium:disable:next test_struct
      struct A {}
      struct B {}
      """
    #expect(try flaggedLines(code) == [3])
  }

  @Test func disableThisSilencesItsOwnLine() throws {
    let code = """
      struct A {} // proscenium:disable:this test_struct
      struct B {}
      """
    #expect(try flaggedLines(code) == [2])
  }

  @Test func commaListsAndAllNameSeveralRules() throws {
    let code = """
      // proscenium:disable:next test_opt_in, test_struct
      struct A {}; class K {}
      // proscenium:disable:next all
      struct B {}; class L {}
      struct C {}; class M {}
      """
    #expect(try flaggedLines(code, rules: ["test_struct", "test_opt_in"]) == [5, 5])
  }

  @Test func otherRulesAreNotSilenced() throws {
    #expect(try flaggedLines("// proscenium:disable:next test_opt_in\nstruct A {}") == [2])
  }

  @Test func directivesWorkInsideBlockComments() throws {
    let code = """
      /* proscenium:disable:next test_struct */
      struct A {}
      struct B {} /* proscenium:disable:this test_struct */
      /*
       proscenium:disable:next test_struct
       */
      struct C {}
      struct D {}
      """
    #expect(try flaggedLines(code) == [8])
  }

  @Test func trailingExplanationsAreIgnored() throws {
    let code = """
      // proscenium:disable:next test_struct -- legacy screen, see #123
      struct A {}
      // proscenium:disable:next test_struct: kept on purpose
      struct B {}
      """
    #expect(try flaggedLines(code) == [])
  }

  @Test func directivesInStringsAreNotDirectives() throws {
    let code = """
      let text = "// proscenium:disable:next test_struct"
      struct A {}
      """
    #expect(try flaggedLines(code) == [2])
  }

  @Test func deferredFindingsAreSilencedToo() throws {
    let code = """
      // proscenium:disable:next test_view_struct
      struct Home: View {}
      struct Other: View {}
      """
    #expect(try flaggedLines(code, rules: ["test_view_struct"]) == [3])
  }

  @Test func filesWithoutDirectivesHaveNoRegions() throws {
    let tree = Parser.parse(source: "struct A {}")
    let suppressions = Suppressions(tree: tree, source: "struct A {}") { _ in 1 }
    #expect(!suppressions.silences("test_struct", onLine: 1))
  }
}
