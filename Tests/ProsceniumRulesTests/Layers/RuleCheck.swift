import ProsceniumCheck
import ProsceniumRules
import ProsceniumTestSupport

/// Runs one registered rule over in-memory files, as the engine would, for tests that go beyond
/// a rule's examples.
enum RuleCheck {
  /// The messages of `id`'s findings in the file at `path`, with their 1-based lines.
  static func findings(
    _ id: String, path: String, _ source: String, options: String? = nil, otherFiles: [String: String] = [:]
  ) throws -> [(line: Int, message: String)] {
    guard ExampleHarness.rule(id) != nil else {
      return [(0, "no rule '\(id)'")]
    }
    return try CatalogSnippet.findings(id, source, path: path, otherFiles: otherFiles, options: options).map {
      ($0.start.line, $0.message)
    }
  }
}
