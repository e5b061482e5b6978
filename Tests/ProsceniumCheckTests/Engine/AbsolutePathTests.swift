import Testing

@testable import ProsceniumCheck

/// `absolute(_:from:)` returns a path that is already standard as it is, without splitting it:
/// these check that the shortcut and the full resolution always agree.
@Suite struct AbsolutePathTests {
  @Test(arguments: [
    ("/", "/"),
    ("/a/b.swift", "/a/b.swift"),
    ("/a//b", "/a/b"),
    ("/a/./b", "/a/b"),
    ("/a/../b", "/b"),
    ("/a/b/", "/a/b"),
    ("/..", "/"),
    ("/a/.../b", "/a/.../b"),
    ("/a/.b/c.", "/a/.b/c."),
    ("/Écran/Vue.swift", "/Écran/Vue.swift"),
    ("Sources/App.swift", "/work/Sources/App.swift"),
    ("./x/../y", "/work/y"),
    (".", "/work"),
  ])
  func resolvesDotsSlashesAndRelativePaths(path: String, expected: String) {
    #expect(absolute(path, from: "/work") == expected)
  }

  /// Every path made of these parts, up to four of them, against a plain reference resolution.
  @Test func agreesWithAPlainResolutionOnEveryShortPath() {
    let parts = ["", ".", "..", "...", "a", ".a", "a.", "é"]
    var paths = ["/", ""]
    var frontier = [""]
    for _ in 0..<4 {
      frontier = frontier.flatMap { prefix in parts.map { prefix + "/" + $0 } }
      paths += frontier + frontier.map { String($0.dropFirst()) }
    }
    for path in paths {
      #expect(absolute(path, from: "/cwd") == reference(path, from: "/cwd"), "\(path)")
    }
  }

  private func reference(_ path: String, from currentDirectory: String) -> String {
    let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    var kept: [String] = []
    for part in joined.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
      if part == "." { continue }
      if part == ".." {
        if !kept.isEmpty { kept.removeLast() }
        continue
      }
      kept.append(part)
    }
    return "/" + kept.joined(separator: "/")
  }
}
