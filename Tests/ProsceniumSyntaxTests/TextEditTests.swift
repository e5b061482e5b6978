import ProsceniumSyntax
import Testing

@Suite struct TextEditTests {
  @Test func appliesEditsFromTheEndSoOffsetsStayValid() {
    let result = TextEdit.apply(
      [.insert("private ", at: 0), TextEdit(start: 4, end: 7, replacement: "let")],
      to: "var var x"
    )
    #expect(result.text == "private var let x")
    #expect(result.skipped.isEmpty)
  }

  @Test func skipsAnEditThatOverlapsAnEarlierOne() {
    let first = TextEdit(start: 0, end: 3, replacement: "abc")
    let second = TextEdit(start: 2, end: 5, replacement: "xyz")
    let result = TextEdit.apply([first, second], to: "0123456")
    #expect(result.text == "abc3456")
    #expect(result.skipped == [second])
  }

  @Test func countsOffsetsInUTF8Bytes() {
    let text = "é = 1"
    let result = TextEdit.apply([TextEdit(start: 2, end: 3, replacement: "x")], to: text)
    #expect(result.text == "éx= 1")
  }
}
