import Foundation
import ProsceniumGenerator
import ProsceniumTestSupport
import Testing

/// `proscenium new rule`: names, the registration in the custom checker's `main.swift`, and the
/// files the command writes.
@Suite struct RuleScaffoldTests {
  func scaffold(_ name: String) throws -> RuleScaffold {
    RuleScaffold(name: try FeatureName(name))
  }

  @Test func namesTheTypeAndTheRuleID() throws {
    #expect(try scaffold("NoLegacyImports").typeName == "NoLegacyImportsRule")
    #expect(try scaffold("NoLegacyImports").ruleID == "no_legacy_imports")
    #expect(try scaffold("FeaturesStayApartRule").typeName == "FeaturesStayApartRule")
    #expect(try scaffold("FeaturesStayApartRule").ruleID == "features_stay_apart")
    #expect(try scaffold("NoHTTPClientInViews").ruleID == "no_http_client_in_views")
    #expect(try scaffold("Layer2Imports").ruleID == "layer2_imports")
  }

  @Test func registersTheRuleInTheCheckersList() throws {
    let rule = try scaffold("NoLegacyImports")
    #expect(
      try rule.registering(in: "CustomChecker.main(rules: [])\n")
        == "CustomChecker.main(rules: [RuleType(NoLegacyImportsRule.self)])\n")
    #expect(
      try rule.registering(in: "CustomChecker.main(rules: [RuleType(A.self)])")
        == "CustomChecker.main(rules: [RuleType(A.self), RuleType(NoLegacyImportsRule.self)])")
    #expect(
      try rule.registering(in: "CustomChecker.main(rules: [\n  RuleType(A.self),\n])\n")
        == "CustomChecker.main(rules: [\n  RuleType(A.self), RuleType(NoLegacyImportsRule.self)\n])\n")
    let registered = "CustomChecker.main(rules: [RuleType(NoLegacyImportsRule.self)])"
    #expect(try rule.registering(in: registered) == registered)
    #expect(throws: GeneratorError.self) { try rule.registering(in: "print(1)") }
  }

  @Test func writesWhatTheRuleKitTestsCompile() throws {
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../ProsceniumRuleKitTests/ScaffoldedExampleRule.swift").standardizedFileURL
    let plan = try scaffold("ScaffoldedExample").plan(
      sources: "/p/Sources/Checker", tests: "/p/Tests/CheckerTests", module: "Checker", main: nil,
      existing: { _ in nil })
    #expect(
      plan.map(\.path) == [
        "/p/Sources/Checker/ScaffoldedExampleRule.swift", "/p/Tests/CheckerTests/ScaffoldedExampleRuleTests.swift",
      ])
    #expect(plan.first?.contents == (try String(contentsOf: golden, encoding: .utf8)))
    #expect(plan.last?.contents.contains("@testable import Checker") == true)
  }

  @Test func newRuleWritesIntoTheCustomChecker() throws {
    let folder = try TemporaryFolder()
    try folder.write("Sources/team-checker/main.swift", "import ProsceniumRuleKit\n\nCustomChecker.main(rules: [])\n")
    let outcome = proscenium("new", "rule", "NoLegacyImports", "--project", folder.path())
    #expect(outcome.code == 0, "\(outcome.errors)")
    #expect(folder.read("Sources/team-checker/main.swift")?.contains("[RuleType(NoLegacyImportsRule.self)]") == true)
    #expect(
      folder.read("Sources/team-checker/NoLegacyImportsRule.swift")?.contains("id: \"no_legacy_imports\"") == true)
    #expect(
      folder.read("Tests/team-checkerTests/NoLegacyImportsRuleTests.swift")?.contains("@testable import team_checker")
        == true)
    #expect(outcome.errors.contains("give Package.swift a test target"))
  }

  @Test func newRuleWithoutACheckerSaysWhereToPutIt() throws {
    let folder = try TemporaryFolder()
    let outcome = proscenium("new", "rule", "NoLegacyImports", "--project", folder.path())
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("no custom checker below"))
    #expect(outcome.errors.contains("--into"))
  }
}
