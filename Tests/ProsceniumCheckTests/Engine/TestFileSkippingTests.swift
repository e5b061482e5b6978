import Foundation
import SwiftSyntax
import Testing

@testable import ProsceniumCheck

/// A rule that declares it does not judge test files is not made, walked or finished for one;
/// the other rules of the same list still are, and suppressions naming it are judged as before.
@Suite struct TestFileSkippingTests {
  /// Reports every file it visits.
  final class FileRule: Rule {
    static let description = RuleDescription(
      id: "test_every_file", summary: "reports every file", rationale: "a test rule", sources: [], family: .style,
      examples: [])
    static let visitedKinds: Set<SyntaxKind> = [.sourceFile]
    let context: RuleContext

    init(options: NoOptions, context: RuleContext) { self.context = context }

    func visit(_ node: Syntax) { context.report("visited", at: node) }
    func finish() { context.report("finished", from: context.tree.position, to: context.tree.position) }
  }

  /// Does nothing: stands in for `superfluous_suppression`, whose findings the engine computes.
  final class Silent: Rule {
    static let description = RuleDescription(
      id: superfluousSuppressionRuleID, summary: "directive that silences nothing", rationale: "a test rule",
      sources: [], family: .engine, examples: [])
    static let visitedKinds: Set<SyntaxKind> = []

    init(options: NoOptions, context: RuleContext) {}

    func visit(_ node: Syntax) {}
  }

  /// The paths of the files the engine made a rule for.
  final class Made: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [String] = []
    var paths: [String] { lock.withLock { made } }
    func record(_ path: String) { lock.withLock { made.append(path) } }
  }

  /// `FileRule` under `id`, judging test files or not, recording each file it is made for.
  func fileRule(_ id: String, judgesTestFiles: Bool, made: Made) -> ConfiguredRule {
    var description = FileRule.description
    description.id = id
    description.judgesTestFiles = judgesTestFiles
    return ConfiguredRule(
      description: description, severity: .warning, visitedKinds: FileRule.visitedKinds, options: .object([])
    ) { context in
      made.record(context.path)
      return FileRule(options: NoOptions(), context: context)
    }
  }

  let files = [
    InMemoryChecker.File(path: "Sources/App/Home.swift", source: "struct Home {}\n", isTestFile: false),
    InMemoryChecker.File(path: "Tests/AppTests/HomeTests.swift", source: "struct HomeTests {}\n", isTestFile: true),
  ]

  @Test func aRuleThatSkipsTestFilesIsNeverMadeForOne() {
    let appOnly = Made()
    let everywhere = Made()
    let rules = [
      fileRule("app_only", judgesTestFiles: false, made: appOnly),
      fileRule("everywhere", judgesTestFiles: true, made: everywhere),
    ]
    let findings = InMemoryChecker.check(files, rules: rules).findings
    #expect(appOnly.paths == ["Sources/App/Home.swift"])
    #expect(everywhere.paths == ["Sources/App/Home.swift", "Tests/AppTests/HomeTests.swift"])
    #expect(
      findings.map { "\($0.path) \($0.ruleID) \($0.message)" }.sorted() == [
        "Sources/App/Home.swift app_only finished", "Sources/App/Home.swift app_only visited",
        "Sources/App/Home.swift everywhere finished", "Sources/App/Home.swift everywhere visited",
        "Tests/AppTests/HomeTests.swift everywhere finished", "Tests/AppTests/HomeTests.swift everywhere visited",
      ])
  }

  @Test func aPlanForAppFilesIsNotUsedForATestFile() {
    let made = Made()
    let rules = [fileRule("app_only", judgesTestFiles: false, made: made)]
    let outcome = FileChecker.check(
      .init(
        path: "Tests/AppTests/HomeTests.swift", source: "struct HomeTests {}\n", module: "AppTests", isTestFile: true,
        settings: ProjectSettings(), rules: rules, plan: DispatchPlan(rules: rules, testFile: false)))
    #expect(made.paths.isEmpty)
    #expect(outcome.findings.isEmpty)
  }

  @Test func aPlanOfRulesThatAllJudgeTestFilesServesBothKinds() {
    let rules = [fileRule("everywhere", judgesTestFiles: true, made: Made())]
    let plan = DispatchPlan(rules: rules, testFile: false)
    #expect(plan.fits(rules, testFile: true))
    #expect(plan.judged == [0])
    let skipping = [fileRule("app_only", judgesTestFiles: false, made: Made())] + rules
    #expect(!DispatchPlan(rules: skipping, testFile: false).fits(skipping, testFile: true))
    #expect(DispatchPlan(rules: skipping, testFile: true).judged == [1])
  }

  /// A directive in a test file naming a rule that skips it silences nothing, as when the rule ran
  /// there and found nothing: `superfluous_suppression` still says so.
  @Test func aSuppressionInATestFileNamingASkippingRuleIsStillSuperfluous() throws {
    let rules = [
      fileRule("app_only", judgesTestFiles: false, made: Made()),
      try ConfiguredRule(Silent.self),
    ]
    let source = "// proscenium:disable app_only -- not here\nstruct HomeTests {}\n"
    let test = InMemoryChecker.File(path: "Tests/AppTests/HomeTests.swift", source: source, isTestFile: true)
    let app = InMemoryChecker.File(path: "Sources/App/Home.swift", source: source, isTestFile: false)
    let findings = InMemoryChecker.check([test, app], rules: rules).findings
    #expect(
      findings.map { "\($0.path):\($0.start.line) \($0.ruleID)" } == [
        "Tests/AppTests/HomeTests.swift:1 superfluous_suppression"
      ])
  }
}
