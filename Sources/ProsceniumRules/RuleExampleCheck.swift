import ProsceniumCheck

/// Runs a rule's examples as the rule tests do: a flagged example is flagged exactly at its `↓`
/// markers, a clean one stays clean, and an example that does not parse fails instead of passing
/// with no findings. Shared by `ProsceniumRuleKit` (a team's Swift rules) and `proscenium rules
/// --verify` (the rules a configuration writes in `custom_rules`).
package enum RuleExampleCheck {
  /// What is wrong with the rule's examples, one readable sentence each; empty when they all hold.
  package static func problems(of rule: RuleType) -> [String] {
    var problems: [String] = []
    let examples = rule.description.examples
    if !examples.contains(where: { $0.expectation == .flagged }) {
      problems.append("\(rule.id) has no flagged example")
    }
    if !examples.contains(where: { $0.expectation == .clean }) { problems.append("\(rule.id) has no clean example") }
    if rule.description.rationale.contains("\\\n") {
      problems.append("\(rule.id) has a stray '\\' at a line end of its rationale: end the line with a single '\\'")
    }
    for (number, example) in examples.enumerated() {
      let name = "\(rule.id) example \(number + 1) (\(example.expectation))"
      let configured: ConfiguredRule
      do {
        configured = try rule.configured(options: example.options.map { try JSONParser.parse($0) })
      } catch {
        problems.append("\(name): its options do not decode: \(error)")
        continue
      }
      let (code, markers) = example.strippedCode
      var files = [InMemoryChecker.File(path: example.path, source: code)]
      files += example.otherFiles.sorted { $0.key < $1.key }.map {
        InMemoryChecker.File(path: $0.key, source: $0.value)
      }
      var rules = [configured]
      if rule.id != unparsableFileRuleID,
        let guardRule = try? RuleRegistry.catalog.rule(id: unparsableFileRuleID)?.configured()
      {
        rules.append(guardRule)
      }
      let findings = InMemoryChecker.check(files, rules: rules, settings: example.settings).findings
        .filter { $0.path == example.path }
      let found =
        findings.isEmpty
        ? "nothing"
        : findings.map { "\($0.start.line):\($0.start.column) \($0.ruleID): \($0.message)" }.joined(separator: "; ")
      switch example.expectation {
      case .flagged:
        if markers.isEmpty { problems.append("\(name) has no '↓' marker") }
        let onlyThisRule = findings.allSatisfy { $0.ruleID == rule.id }
        if !onlyThisRule || findings.map(\.offset).sorted() != markers.sorted() {
          problems.append("\(name) should be flagged exactly at its \(markers.count) marker(s), found \(found)")
        }
      case .clean:
        if !findings.isEmpty { problems.append("\(name) should be clean, found \(found)") }
      }
    }
    return problems
  }
}
