import ProsceniumSyntax
import Testing

@Suite struct CaseInsensitiveSearchTests {
  @Test(arguments: [
    ("showErrorAlert", "error", true),
    ("ERROR", "error", true),
    ("isLoading", "loading", true),
    ("errand", "error", false),
    ("err", "error", false),
    ("", "error", false),
    ("x", "x", true),
  ])
  func matchesLowercasedContains(text: String, fragment: String, expected: Bool) {
    #expect(text.containsIgnoringCase(fragment) == expected)
    #expect(text.lowercased().contains(fragment) == expected)
  }

  @Test func lowercasesNonASCIITextBeforeSearchingItsBytes() {
    // 'İ' lowercases to 'i' plus a combining dot; the search is over bytes, not characters.
    #expect("İd".containsIgnoringCase("i"))
    #expect("fehlerÄnderung".containsIgnoringCase("änderung"))
    #expect("ÉrrorView".containsIgnoringCase("rror"))
    #expect(!"Érror".containsIgnoringCase("error"))
  }

  @Test func everyStringContainsTheEmptyFragment() {
    #expect("anything".containsIgnoringCase(""))
    #expect("".containsBytes(""))
  }

  @Test func punctuationDoesNotFoldIntoLetters() {
    // '@' | 0x20 is '`': only ASCII letters fold.
    #expect(!"@".containsIgnoringCase("`"))
    #expect(!"[x]".containsIgnoringCase("{x}"))
  }

  @Test func containsBytesIsCaseSensitive() {
    #expect("accessibilityReduceMotion".containsBytes("otion"))
    #expect(!"REDUCEMOTION".containsBytes("otion"))
    #expect(!"ot".containsBytes("otion"))
    #expect("émotion".containsBytes("otion"))
  }

  @Test func spellsComparesAFixedWordInPlace() {
    var text = "retry await"
    text.withUTF8 { bytes in
      #expect(ByteSearch.spells("try", in: bytes, at: 2))
      #expect(ByteSearch.spells("await", in: bytes, at: 6))
      #expect(!ByteSearch.spells("try", in: bytes, at: 1))
      // Past either end is no match, not a crash.
      #expect(!ByteSearch.spells("awaits", in: bytes, at: 6))
      #expect(!ByteSearch.spells("re", in: bytes, at: -1))
    }
  }
}
