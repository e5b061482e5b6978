import Foundation
import Testing

/// docs/custom-rules.md shows the worked example's files as they are, so the page cannot drift
/// from code that compiles and passes its tests.
@Suite struct CustomRulesDocumentationTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func read(_ relative: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(relative), encoding: .utf8)
  }

  /// The code block that follows `<!-- marker -->` in the page.
  static func block(after marker: String, in page: String) -> String? {
    guard let range = page.range(of: "<!-- \(marker) -->\n```swift\n") else { return nil }
    let rest = page[range.upperBound...]
    guard let end = rest.range(of: "```\n") else { return nil }
    return String(rest[..<end.lowerBound])
  }

  @Test func thePageShowsTheRuleFileAsItIs() throws {
    let page = try Self.read("docs/custom-rules.md")
    let path = "Tests/ProsceniumRuleKitTests/FeaturesDoNotImportEachOtherRule.swift"
    let shown = try #require(Self.block(after: "file: \(path)", in: page), "docs/custom-rules.md lacks the rule file")
    #expect(shown == (try Self.read(path)), "docs/custom-rules.md shows an old copy of \(path)")
  }

  @Test func thePageShowsTheArchitectureQueryAsItIs() throws {
    let page = try Self.read("docs/custom-rules.md")
    let path = "Tests/ProsceniumRuleKitTests/ArchitectureTests.swift"
    let shown = try #require(Self.block(after: "snippet: \(path)", in: page), "docs/custom-rules.md lacks the query")
    let source = try Self.read(path)
    let between = try #require(
      source.components(separatedBy: "  // docs:begin\n").last?.components(separatedBy: "  // docs:end").first)
    let dedented = between.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : String($0) }.joined(separator: "\n")
    #expect(shown == dedented, "docs/custom-rules.md shows an old copy of the query in \(path)")
  }
}
