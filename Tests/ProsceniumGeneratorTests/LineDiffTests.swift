import Testing

@testable import ProsceniumGenerator

struct LineDiffTests {
  @Test func aNewFileIsAllAdditions() {
    let diff = LineDiff.unified(old: nil, new: "a\nb\n", label: "A.swift")
    #expect(diff == "--- /dev/null\n+++ A.swift\n@@ -0,0 +1,2 @@\n+a\n+b\n")
  }

  @Test func aChangeShowsItsContext() {
    let old = (1...10).map(String.init).joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "5\n", with: "five\n")
    let diff = LineDiff.unified(old: old, new: new, label: "N.swift", context: 1)
    #expect(diff == "--- N.swift\n+++ N.swift\n@@ -4,3 +4,3 @@\n 4\n-5\n+five\n 6\n")
  }

  @Test func identicalTextsHaveNoDiff() {
    #expect(LineDiff.unified(old: "a\n", new: "a\n", label: "A.swift") == "")
  }
}
