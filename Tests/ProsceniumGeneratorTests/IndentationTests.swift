import ProsceniumTestSupport
import Testing

@testable import ProsceniumGenerator

struct IndentationTests {
  let template = "struct A {\n  var b: Int {\n    1\n  }\n}\n"

  @Test func reindentsEachTwoSpaceStep() {
    #expect(Indentation.spaces(4).reindent(template) == "struct A {\n    var b: Int {\n        1\n    }\n}\n")
    #expect(Indentation.tabs.reindent(template) == "struct A {\n\tvar b: Int {\n\t\t1\n\t}\n}\n")
    #expect(Indentation.spaces(2).reindent(template) == template)
  }

  @Test func readsSwiftFormatConfiguration() {
    #expect(Indentation.fromSwiftFormat(#"{"version": 1, "indentation": {"spaces": 4}}"#) == .spaces(4))
    #expect(Indentation.fromSwiftFormat(#"{"indentation": {"tabs": 1}}"#) == .tabs)
    #expect(Indentation.fromSwiftFormat(#"{"lineLength": 100}"#) == nil)
    #expect(Indentation.fromSwiftFormat("not json") == nil)
  }

  @Test func readsAFilesIndentation() {
    #expect(Indentation.of("struct A {\n    var b = 1\n    func c() {\n        d()\n    }\n}\n") == .spaces(4))
    #expect(Indentation.of("struct A {\n\tvar b = 1\n}\n") == .tabs)
    #expect(Indentation.of("let a = 1\n") == nil)
    #expect(Indentation.of("/**\n * Doc\n */\nstruct A {\n  var b = 1\n}\n") == .spaces(2))
  }

  @Test func detectsFromTheNearestSwiftFormatThenFromNeighbours() throws {
    let folder = try TemporaryFolder()
    try folder.write("Sources/App/Home.swift", "struct Home {\n    var a = 1\n}\n")
    #expect(Indentation.detect(near: folder.path("Sources/App"), root: folder.root)?.indentation == .spaces(4))

    try folder.write(".swift-format", #"{"indentation": {"tabs": 1}}"#)
    let found = Indentation.detect(near: folder.path("Sources/App"), root: folder.root)
    #expect(found?.indentation == .tabs)
    #expect(found?.source == folder.path(".swift-format"))
  }
}
