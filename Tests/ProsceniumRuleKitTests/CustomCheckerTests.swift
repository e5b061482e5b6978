import ProsceniumRuleKit
import ProsceniumTestSupport
import Testing

/// A custom checker runs a team's rules with the built-in ones, through the same command line.
@Suite struct CustomCheckerTests {
  static let teamRules = [RuleType(FeaturesDoNotImportEachOtherRule.self)]

  func run(_ arguments: [String], rules: [RuleType] = teamRules) -> (code: Int32, output: String, errors: String) {
    var output = ""
    var errors = ""
    let code = CustomChecker.run(arguments: arguments, rules: rules, standardOutput: &output, standardError: &errors)
    return (code, output, errors)
  }

  @Test func theTeamsRuleRunsBesideTheBuiltInOnes() throws {
    let project = try TemporaryFolder(files: [
      "Sources/HomeFeature/HomeView.swift": "import SettingsFeature\n",
      "Sources/HomeFeature/Broken.swift": "struct Broken {\n  func f( {\n}\n",
      "Sources/SettingsFeature/SettingsView.swift": "struct SettingsView {}\n",
    ])
    let result = run(["check", "--format", "xcode", project.root + "/Sources"])
    #expect(result.code == 1, "the built-in unparsable_file is an error: \(result.errors)")
    let lines = result.output.split(separator: "\n").map { String($0.dropFirst(project.root.count + 1)) }
    #expect(
      lines == [
        "Sources/HomeFeature/Broken.swift:2:10: error: file does not parse: expected ')' to end parameter clause "
          + "(unparsable_file)",
        "Sources/HomeFeature/HomeView.swift:1:1: warning: 'HomeFeature' imports the feature 'SettingsFeature': "
          + "move what they share into a module both import (features_do_not_import_each_other)",
      ])
  }

  @Test func theTeamsRuleIsConfiguredListedAndSilencedLikeAnyRule() throws {
    let project = try TemporaryFolder(files: [
      ".proscenium.json": #"{"rules": {"features_do_not_import_each_other": "error"}}"#,
      "Sources/HomeFeature/HomeView.swift": "import SettingsFeature\n",
      "Sources/HomeFeature/Legacy.swift":
        "// proscenium:disable:next features_do_not_import_each_other -- until the split lands\nimport SettingsFeature\n",
    ])
    let checked = run(["check", "--format", "xcode", "--only", "features_do_not_import_each_other", project.root])
    #expect(checked.code == 1)
    #expect(checked.output.split(separator: "\n").count == 1)
    #expect(checked.output.contains("HomeView.swift:1:1: error: 'HomeFeature' imports the feature 'SettingsFeature'"))

    // The directive naming the team's rule is a known id, not an `invalid_suppression`.
    let hygiene = run(["check", "--format", "xcode", "--only", "invalid_suppression", project.root])
    #expect(hygiene.code == 0 && hygiene.output.isEmpty, "\(hygiene.output)")

    let listed = run(["rules"])
    #expect(listed.output.split(separator: "\n").contains { $0.hasPrefix("features_do_not_import_each_other ") })
    let explained = run(["explain", "features_do_not_import_each_other"])
    #expect(explained.code == 0 && explained.output.contains("feature_suffix"))
  }

  @Test func anIdThatIsTakenOrMalformedIsRefused() {
    let taken = run(["rules"], rules: Self.teamRules + Self.teamRules)
    #expect(taken.code == 2)
    #expect(
      taken.errors
        == "error: the rule id 'features_do_not_import_each_other' is already used by another custom rule: choose another\n"
    )
    #expect(
      CustomChecker.catalog(adding: [RuleType(BadlyNamedRule.self)]).failureMessage?.contains("snake_case") == true)
    #expect(
      CustomChecker.catalog(adding: [RuleType(ShadowingRule.self)]).failureMessage?.contains("a built-in rule") == true)
  }

  @Test func theTeamsExamplesHold() {
    #expect(RuleExamples.problems(of: RuleType(FeaturesDoNotImportEachOtherRule.self)) == [])
  }

  @Test func brokenExamplesAreReportedReadably() {
    let problems = RuleExamples.problems(of: RuleType(BadlyNamedRule.self))
    #expect(
      problems == [
        "Bad-Name example 1 (flagged) should be flagged exactly at its 1 marker(s), found nothing",
        "Bad-Name example 2 (clean) should be clean, found 1:11 unparsable_file: file does not parse: expected '}' to end struct",
      ], "\(problems)")
  }
}

extension Result where Failure == CustomChecker.Problem {
  var failureMessage: String? {
    if case .failure(let problem) = self { return problem.message }
    return nil
  }
}

/// A rule whose id is not snake_case and whose examples are wrong: a flagged one nothing flags,
/// a clean one that does not parse.
final class BadlyNamedRule: Rule {
  static let description = RuleDescription(
    id: "Bad-Name", summary: "never flags", rationale: "a test rule whose examples are wrong", sources: [],
    family: .custom, examples: [.flagged("↓struct A {}"), .clean("struct B {")])
  static let visitedKinds: Set<SyntaxKind> = []
  init(options: NoOptions, context: RuleContext) {}
  func visit(_ node: Syntax) {}
}

/// A rule that takes a built-in rule's id.
final class ShadowingRule: Rule {
  static let description = RuleDescription(
    id: "no_print", summary: "shadows a built-in rule", rationale: "a test rule with a built-in rule's id",
    sources: [], family: .custom, examples: [])
  static let visitedKinds: Set<SyntaxKind> = []
  init(options: NoOptions, context: RuleContext) {}
  func visit(_ node: Syntax) {}
}
