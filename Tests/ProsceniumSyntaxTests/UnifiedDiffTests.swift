import Testing

@testable import ProsceniumSyntax

struct UnifiedDiffTests {
  @Test func aNewFileIsAllAdditionsFromDevNull() {
    let diff = UnifiedDiff.render(old: nil, new: "a\nb\n", oldName: "A.swift", newName: "A.swift")
    #expect(diff == "--- /dev/null\n+++ A.swift\n@@ -0,0 +1,2 @@\n+a\n+b\n")
  }

  @Test func aChangeShowsItsContext() {
    let old = (1...10).map(String.init).joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "5\n", with: "five\n")
    let diff = UnifiedDiff.render(old: old, new: new, oldName: "a/N.swift", newName: "b/N.swift", context: 1)
    #expect(diff == "--- a/N.swift\n+++ b/N.swift\n@@ -4,3 +4,3 @@\n 4\n-5\n+five\n 6\n")
  }

  @Test func distantChangesMakeSeparateHunksAndASingleLineRangeHasNoCount() {
    let old = (1...20).map(String.init).joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "\n2\n", with: "\n\n").replacingOccurrences(of: "19\n", with: "")
    let diff = UnifiedDiff.render(old: old, new: new, oldName: "F", newName: "F", context: 1)
    #expect(
      diff == "--- F\n+++ F\n@@ -1,3 +1,3 @@\n 1\n-2\n+\n 3\n@@ -18,3 +18,2 @@\n 18\n-19\n 20\n")
  }

  @Test func aMissingFinalNewlineIsMarked() {
    let diff = UnifiedDiff.render(old: "a\nb", new: "a\nc", oldName: "F", newName: "F")
    #expect(
      diff == "--- F\n+++ F\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
  }

  @Test func relativePathsGetGitPrefixesAndAbsoluteOnesStay() {
    #expect(UnifiedDiff.names(forPath: "Sources/A.swift") == ("a/Sources/A.swift", "b/Sources/A.swift"))
    #expect(UnifiedDiff.names(forPath: "/tmp/A.swift") == ("/tmp/A.swift", "/tmp/A.swift"))
  }

  @Test func identicalTextsHaveNoDiff() {
    #expect(UnifiedDiff.render(old: "a\n", new: "a\n", oldName: "A.swift", newName: "A.swift") == "")
  }

  @Test func aLongFileWithOneChangeNeedsNoQuadraticTable() {
    // 50k lines each side: a table of lengths would need 2.5e9 cells; Myers needs the change's size.
    let old = String(repeating: "let x = 1\n", count: 50_000)
    let new = "// header\n" + old
    let diff = UnifiedDiff.render(old: old, new: new, oldName: "F", newName: "F", context: 0)
    #expect(diff == "--- F\n+++ F\n@@ -0,0 +1 @@\n+// header\n")
  }
}
