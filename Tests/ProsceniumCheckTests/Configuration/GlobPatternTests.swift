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
  }
}
