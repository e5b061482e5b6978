import Testing

@testable import ProsceniumCheck

@Suite struct GlobPatternTests {
  @Test(arguments: [
    ("*.swift", "Home.swift", true),
    ("*.swift", "Sources/App/Home.swift", true),
    ("*.generated.swift", "Sources/Strings.generated.swift", true),
    ("Sources/*.swift", "Sources/Home.swift", true),
    ("Sources/*.swift", "Sources/App/Home.swift", false),
    ("Sources/**/*.swift", "Sources/App/Feature/Home.swift", true),
    ("Sources/**/*.swift", "Sources/Home.swift", true),
    ("Sources/**", "Sources/App/Home.swift", true),
    ("**/Generated/", "Sources/App/Generated/Strings.swift", true),
    ("**/Generated", "Sources/App/Generated", true),
    ("Generated", "Sources/Generated/Strings.swift", true),
    ("Generated/", "Sources/Generated/Strings.swift", true),
    ("Generated", "Sources/GeneratedCode/Strings.swift", false),
    ("Tests/", "Tests/AppTests/HomeTests.swift", true),
    ("Tests/", "Sources/Tests.swift", false),
    ("Sources/App", "Sources/App/Home.swift", true),
    ("Sources/App", "Other/Sources/App/Home.swift", false),
    ("./Sources/App/", "Sources/App/Home.swift", true),
    ("Sources/App/", "./Sources/App/Home.swift", true),
    ("Home?.swift", "Home1.swift", true),
    ("Home?.swift", "Home.swift", false),
    ("*Tests.swift", "Tests/AppTests/HomeTests.swift", true),
    ("Sources/*/Views/*.swift", "Sources/App/Views/Home.swift", true),
    ("Sources/*/Views/*.swift", "Sources/App/Feature/Views/Home.swift", false),
  ])
  func matches(pattern: String, path: String, expected: Bool) {
    #expect(GlobPattern(pattern).matches(path) == expected, "\(pattern) ~ \(path)")
    #expect(GlobSet([pattern]).matches(path) == expected, "set: \(pattern) ~ \(path)")
    #expect(GlobSet(["Unrelated/Folder/", "*.never", pattern, "x?z"]).matches(path) == expected, "mixed set")
  }

  @Test(arguments: [
    ("a*", "a", true), ("*", "", false), ("**", "a/b", true), ("a/**/b/**/c", "a/x/b/c", true),
    ("a/**/b/**/c", "a/x/c/b", false), ("**/a*b?c", "x/aXXbYc", true), ("**/a*b?c", "x/aXXbc", false),
    ("*.swift", "Sources/a.swift/x", true), ("S*s/", "Sources/A.swift", true),
  ])
  func edgeCases(pattern: String, path: String, expected: Bool) {
    #expect(GlobPattern(pattern).matches(path) == expected, "\(pattern) ~ \(path)")
    #expect(GlobSet([pattern]).matches(path) == expected, "set: \(pattern) ~ \(path)")
  }

  /// The patterns that took minutes with a backtracking matcher cost at most (segments ×
  /// components) name matches of (pattern length × name length) steps.
  @Test func pathologicalStarsAreMatchedInBoundedSteps() {
    let name = String(repeating: "a", count: 5_000)
    let pattern = GlobPattern("*a*a*a*a*a*a*b")
    var steps = 0
    #expect(!pattern.matches(components: GlobPattern.components(of: name), steps: &steps))
    #expect(steps <= 15 * 5_000)
    #expect(steps > 0)
  }

  @Test func pathologicalDoubleStarsAreMatchedInBoundedSteps() {
    let deep = (0..<38).map { "d\($0)" }.joined(separator: "/") + "/File.swift"
    let components = GlobPattern.components(of: deep)
    for text in ["**/**/**/**/**/**/**/**/x", "**/**/**/**/**/**/**/**/*x*y*z"] {
      var steps = 0
      #expect(!GlobPattern(text).matches(components: components, steps: &steps))
      // 9 segments × 39 components, each name match at most (6 × 11) steps.
      #expect(steps <= 9 * 39 * (1 + 7 * 11), "\(text): \(steps) steps")
    }
  }

  /// Patterns ending in a literal name or extension are looked up, not tried one by one.
  @Test func manyPatternsAreLookedUpByTheirLastName() {
    let patterns =
      (0..<100_000).map { "Sources/Feature\($0)/" } + (0..<1_000).map { "*.gen\($0).swift" }
      + ["Vendor/**"]
    let set = GlobSet(patterns)
    var steps = 0
    #expect(set.matches("Sources/Feature99999/Home.swift", steps: &steps))
    #expect(steps < 50, "\(steps) steps")
    steps = 0
    #expect(!set.matches("Sources/Other/Home.swift", steps: &steps))
    #expect(steps < 50, "\(steps) steps")
    #expect(set.matches("Sources/Other/Home.gen7.swift"))
    #expect(set.matches("Vendor/Lib/A.swift"))
    steps = 0
    #expect(!set.matches("Sources/Other/Home.gen7.swiftx", steps: &steps))
    #expect(steps < 50, "\(steps) steps")
  }
}
