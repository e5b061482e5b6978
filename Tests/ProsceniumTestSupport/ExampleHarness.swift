import ProsceniumCheck
import ProsceniumRules

/// Runs a rule's examples the way users' code is checked, and derives the variants every rule
/// must survive (commented out, inside a string, suppressed, fixed twice).
package enum ExampleHarness {
  package struct Outcome {
    package var findings: [Finding]
    package var expectedOffsets: [Int]
    package var code: String
  }

  package static func rule(_ id: String) -> RuleType? {
    RuleRegistry.catalog.rule(id: id)
  }

  package static func configured(_ rule: RuleType, _ example: RuleExample) throws -> ConfiguredRule {
    try rule.configured(options: example.options.map { try JSONParser.parse($0) })
  }

  /// `unparsable_file`, to run beside any other rule so that a snippet that does not parse shows up
  /// as a finding of the wrong rule instead of passing with no findings (no rule runs on it).
  package static func parseGuard(besides id: String) -> [ConfiguredRule] {
    guard id != unparsableFileRuleID, let rule = RuleRegistry.catalog.rule(id: unparsableFileRuleID) else { return [] }
    // Its default configuration has no options to reject.
    return (try? rule.configured()).map { [$0] } ?? []
  }

  /// Checks `code` (markers already removed) as the example's file, with its companion files.
  package static func findings(of rule: ConfiguredRule, code: String, example: RuleExample) -> [Finding] {
    var files = [InMemoryChecker.File(path: example.path, source: code)]
    for (path, source) in example.otherFiles.sorted(by: { $0.key < $1.key }) {
      files.append(InMemoryChecker.File(path: path, source: source))
    }
    let rules = [rule] + parseGuard(besides: rule.id)
    return InMemoryChecker.check(files, rules: rules, settings: example.settings).findings
      .filter { $0.path == example.path }
  }

  package static func run(_ rule: ConfiguredRule, _ example: RuleExample) -> Outcome {
    let (code, offsets) = example.strippedCode
    return Outcome(findings: findings(of: rule, code: code, example: example), expectedOffsets: offsets, code: code)
  }

  /// The example with every line turned into a line comment.
  package static func commentedOut(_ code: String) -> String {
    code.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
  }

  /// The example inside a raw multi-line string literal.
  package static func insideString(_ code: String) -> String {
    "let snippet = ##\"\"\"\n" + code + "\n\"\"\"##\n"
  }

  /// The example with `// proscenium:disable:next ID` above every marked line.
  package static func suppressedLineByLine(_ code: String, id: String) -> String {
    var lines: [String] = []
    for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.contains(RuleExample.marker) {
        let indentation = line.prefix { $0 == " " }
        lines.append("\(indentation)// proscenium:disable:next \(id)")
      }
      lines.append(String(line))
    }
    return lines.joined(separator: "\n")
  }

  /// Applies every fix of `findings` to `code` in one round.
  package static func applyFixes(_ findings: [Finding], to code: String) -> String {
    TextEdit.apply(findings.compactMap(\.fix).flatMap(\.edits), to: code).text
  }
}
