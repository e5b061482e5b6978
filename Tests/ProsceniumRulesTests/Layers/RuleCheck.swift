import ProsceniumCheck
@testable import ProsceniumRules

/// Runs one registered rule over in-memory files, as the engine would, for tests that go beyond
/// a rule's examples.
enum RuleCheck {
  /// The messages of `id`'s findings in the file at `path`, with their 1-based lines.
  static func findings(
    _ id: String, path: String, _ source: String, options: String? = nil, otherFiles: [String: String] = [:]
  ) throws -> [(line: Int, message: String)] {
    // `LayoutStyleRules` joins the registry when the branches merge; until then, look there too.
    guard let rule = RuleRegistry.catalog.rule(id: id) ?? LayoutStyleRules.all.first(where: { $0.id == id }) else {
      return [(0, "no rule '\(id)'")]
    }
    let configured = try rule.configured(options: options.map { try JSONParser.parse($0) })
    let files =
      [InMemoryChecker.File(path: path, source: source)]
      + otherFiles.sorted { $0.key < $1.key }.map { InMemoryChecker.File(path: $0.key, source: $0.value) }
    return InMemoryChecker.check(files, rules: [configured]).findings.filter { $0.path == path }.map {
      ($0.start.line, $0.message)
    }
  }
}
