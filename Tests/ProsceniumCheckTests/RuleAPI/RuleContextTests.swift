import SwiftSyntax
import Testing

@testable import ProsceniumCheck

@Suite struct RuleContextTests {
  /// A value two rules share: its identity shows whether it was built once.
  final class Scan {
    let tokenCount: Int
    init(_ tree: SourceFileSyntax) { tokenCount = tree.tokens(viewMode: .sourceAccurate).reduce(0) { n, _ in n + 1 } }
  }

  /// Reports the identity of the shared scan.
  static func reportScan(_ context: RuleContext) {
    let scan = context.shared("Scan") { Scan(context.tree) }
    context.report(
      "\(ObjectIdentifier(scan).hashValue) \(scan.tokenCount)", from: context.tree.position, to: context.tree.position)
  }

  final class SharingRule: Rule {
    static let description = RuleDescription(
      id: "test_sharing_a", summary: "shares", rationale: "a test rule", sources: [], family: .style, examples: [])
    static let visitedKinds: Set<SyntaxKind> = []
    let context: RuleContext
    init(options: NoOptions, context: RuleContext) { self.context = context }
    func visit(_ node: Syntax) {}
    func finish() { RuleContextTests.reportScan(context) }
  }

  final class OtherSharingRule: Rule {
    static let description = RuleDescription(
      id: "test_sharing_b", summary: "shares", rationale: "a test rule", sources: [], family: .style, examples: [])
    static let visitedKinds: Set<SyntaxKind> = []
    let context: RuleContext
    init(options: NoOptions, context: RuleContext) { self.context = context }
    func visit(_ node: Syntax) {}
    func finish() { RuleContextTests.reportScan(context) }
  }

  @Test func sharedValuesAreBuiltOncePerFile() throws {
    let rules = try [RuleType(SharingRule.self), RuleType(OtherSharingRule.self)].map { try $0.configured() }
    let findings = InMemoryChecker.check([.init(path: "A.swift", source: "let a = 1")], rules: rules).findings
    #expect(findings.map(\.ruleID) == ["test_sharing_a", "test_sharing_b"])
    #expect(findings[0].message == findings[1].message)
    #expect(findings[0].message.hasSuffix(" 5"))
  }

  /// Reports, for each function of the file, which words its text holds.
  final class WordRule: Rule {
    static let description = RuleDescription(
      id: "test_words", summary: "words", rationale: "a test rule", sources: [], family: .style, examples: [])
    static let visitedKinds: Set<SyntaxKind> = [.functionDecl]
    let context: RuleContext
    init(options: NoOptions, context: RuleContext) { self.context = context }
    func visit(_ node: Syntax) {
      guard let function = FunctionDeclSyntax(node), let body = function.body else { return }
      let exact = context.text(of: body, containsAnyOf: ["try", "throw"])
      let folded = context.text(of: body, containsAnyOf: ["error"], ignoringCase: true)
      context.report("\(function.name.text) \(exact) \(folded)", at: function.name)
    }
    func finish() {}
  }

  @Test func textSearchSeesOnlyTheNodesOwnBytesAndFoldsASCIICaseWhenAsked() throws {
    let source = """
      func a() { try load() }
      func b() { show(ERROR) }
      func c() { let retry = 1 }
      func d() { print("nothing") }
      func e() { print("\u{212A}") }
      """
    let rules = try [RuleType(WordRule.self)].map { try $0.configured() }
    let findings = InMemoryChecker.check([.init(path: "A.swift", source: source)], rules: rules).findings
    #expect(
      findings.map(\.message) == [
        "a true false",
        "b false true",
        // A longer word holding the bytes answers yes: the search only rules out.
        "c true false",
        "d false false",
        // Non-ASCII text is never ruled out when case is folded (the Kelvin sign folds to 'k').
        "e false true",
      ])
  }
}
