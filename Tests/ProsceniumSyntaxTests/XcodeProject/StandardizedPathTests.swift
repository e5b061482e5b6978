import Testing

@testable import ProsceniumSyntax

@Suite struct StandardizedPathTests {
  @Test(arguments: [
    ("/a/b", "../c/./d.swift", "/a/c/d.swift"),
    ("/a/b/", "", "/a/b"),
    ("/a", "/abs//x/../y", "/abs/y"),
    ("/", "../../x", "/x"),
    ("/a", "..", "/"),
    ("/", "a/", "/a"),
    ("/a", "Fonctionnalités/Vue.swift", "/a/Fonctionnalités/Vue.swift"),
  ])
  func joinsAndResolvesDots(base: String, relative: String, expected: String) {
    #expect(StandardizedPath.join(base, relative) == expected)
  }

  @Test func insideMeansStrictlyBelowAFolder() {
    #expect(StandardizedPath.isInside("/a/b/c.swift", folder: "/a/b"))
    #expect(!StandardizedPath.isInside("/a/bc/c.swift", folder: "/a/b"))
    #expect(!StandardizedPath.isInside("/a/b", folder: "/a/b"))
    #expect(StandardizedPath.isInside("/a", folder: "/"))
    #expect(StandardizedPath.parent(of: "/a/b.xcodeproj") == "/a")
  }
}
