import ProsceniumSyntax
import SwiftSyntax
import Testing

@testable import ProsceniumCheck

@Suite struct SharedCallReadingTests {
  /// Reports, for each call, the identity of the reading it was handed and the called name.
  final class ReadingRule: Rule {
    static let description = RuleDescription(
      id: "test_reading_a", summary: "reads calls", rationale: "a test rule", sources: [], family: .style,
      examples: [])
    static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr, .declReferenceExpr]
    let context: RuleContext
    init(options: NoOptions, context: RuleContext) { self.context = context }
    func visit(_ node: Syntax) {
      guard let reading = context.reading(ofCall: node) else {
        if node.kind == .functionCallExpr { context.report("a call without a reading", at: node) }
        return
      }
      context.report("\(ObjectIdentifier(reading).hashValue) \(reading.name ?? "-")", at: reading.callee)
    }
  }

  final class OtherReadingRule: Rule {
    static let description = RuleDescription(
      id: "test_reading_b", summary: "reads calls", rationale: "a test rule", sources: [], family: .style,
      examples: [])
    static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    let context: RuleContext
    init(options: NoOptions, context: RuleContext) { self.context = context }
    func visit(_ node: Syntax) {
      guard let reading = context.reading(ofCall: node) else { return }
      context.report("\(ObjectIdentifier(reading).hashValue) \(reading.name ?? "-")", at: reading.callee)
    }
  }

  @Test func rulesVisitingOneCallShareOneReading() throws {
    let rules = try [RuleType(ReadingRule.self), RuleType(OtherReadingRule.self)].map { try $0.configured() }
    let source = "let a = outer(inner(1))\nlet b = model.load()"
    let findings = InMemoryChecker.check([.init(path: "A.swift", source: source)], rules: rules).findings
    let first = Dictionary(
      uniqueKeysWithValues: findings.filter { $0.ruleID == "test_reading_a" }.map { ($0.offset, $0.message) })
    let second = Dictionary(
      uniqueKeysWithValues: findings.filter { $0.ruleID == "test_reading_b" }.map { ($0.offset, $0.message) })
    #expect(first.keys.sorted().map { first[$0]?.split(separator: " ").last } == ["outer", "inner", "load"])
    // Both rules were handed the same reading of each call (the same object, the same name).
    #expect(first == second)
  }
}
