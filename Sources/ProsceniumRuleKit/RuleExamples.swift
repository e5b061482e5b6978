import ProsceniumCheck
import ProsceniumRules

/// Runs a rule's examples the way the built-in rules' examples run, so a team's rules keep the
/// same guarantee: a flagged example is flagged exactly at its `↓` markers, a clean one stays
/// clean, and an example that does not parse fails instead of passing with no findings.
///
/// ```swift
/// @Test func examplesHold() {
///   #expect(RuleExamples.problems(of: RuleType(FeaturesDoNotImportEachOtherRule.self)) == [])
/// }
/// ```
public enum RuleExamples {
  /// What is wrong with the rule's examples, one readable sentence each; empty when they all hold.
  public static func problems(of rule: RuleType) -> [String] {
    RuleExampleCheck.problems(of: rule)
  }
}
