import ProsceniumCheck
import ProsceniumRules
import ProsceniumTestSupport

/// Checks a snippet with one registered rule, for edge cases that would clutter a rule's examples.
enum CatalogSnippet {
  /// The findings of rule `id` in `code` (checked as `path`), with companion files and settings.
  static func findings(
    _ id: String, _ code: String, path: String = "Sources/App/Example.swift", otherFiles: [String: String] = [:],
    options: String? = nil, settings: ProjectSettings = ProjectSettings()
  ) throws -> [Finding] {
    guard let rule = RuleRegistry.catalog.rule(id: id) else { return [] }
    let example = RuleExample.clean(code, path: path, otherFiles: otherFiles, options: options, settings: settings)
    let configured = try ExampleHarness.configured(rule, example)
    return ExampleHarness.findings(of: configured, code: code, example: example)
  }

  /// The 1-based lines of the findings, for compact assertions.
  static func lines(
    _ id: String, _ code: String, path: String = "Sources/App/Example.swift", otherFiles: [String: String] = [:],
    options: String? = nil, settings: ProjectSettings = ProjectSettings()
  ) throws -> [Int] {
    try findings(id, code, path: path, otherFiles: otherFiles, options: options, settings: settings).map(\.start.line)
  }

  static let iOS16 = ProjectSettings(deploymentTargets: [.iOS: OSVersion(16)])
  static let iOSAndTVOS16 = ProjectSettings(deploymentTargets: [.iOS: OSVersion(16), .tvOS: OSVersion(16)])
  static let tvOS16 = ProjectSettings(deploymentTargets: [.tvOS: OSVersion(16)])
}
