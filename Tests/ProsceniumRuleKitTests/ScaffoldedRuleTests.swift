import ProsceniumRuleKit
import Testing

/// `ScaffoldedExampleRule.swift` is what `proscenium new rule ScaffoldedExample` writes, byte for
/// byte (`RuleScaffoldTests` compares them): that it compiles here and its examples hold is what a
/// team gets from the command before changing anything.
@Suite struct ScaffoldedRuleTests {
  @Test func theScaffoldedRuleCompilesAndItsExamplesHold() {
    #expect(RuleExamples.problems(of: RuleType(ScaffoldedExampleRule.self)) == [])
  }
}
