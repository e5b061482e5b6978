import ProsceniumCheck
import ProsceniumRules

/// Runs one registered rule over in-memory files, as the engine would, for tests that go beyond
/// a rule's examples.
enum RuleCheck {
  /// The messages of `id`'s findings in the file at `path`, with their 1-based lines.
  static func findings(
    _ id: String, path: String, _ source: String, options: String? = nil, otherFiles: [String: String] = [:]
  ) throws -> [(line: Int, message: String)] {
    guard let rule = RuleRegistry.catalog.rule(id: id) else {
      return [(0, "no rule '\(id)'")]
    }
    let configured = try rule.configured(options: options.map { try JSONParser.parse($0) })
    let files =
      [InMemoryChecker.File(path: path, source: source)]
      + otherFiles.sorted { $0.key < $1.key }.map { InMemoryChecker.File(path: $0.key, source: $0.value) }
    let rules = [configured] + ExampleHarness.parseGuard(besides: id)
    return InMemoryChecker.check(files, rules: rules).findings.filter { $0.path == path }.map {
      ($0.start.line, $0.message)
    }
  }
}
