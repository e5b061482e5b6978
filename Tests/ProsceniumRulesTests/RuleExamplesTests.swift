import ProsceniumCheck
import ProsceniumRules
import ProsceniumTestSupport
import Testing

/// Every registered rule's examples are tests: flagged ones must be flagged exactly at their
/// markers, clean ones must stay clean, and the derived variants must behave.
@Suite struct RuleExamplesTests {
  static let ids = RuleRegistry.catalog.rules.map(\.id)

  @Test(arguments: ids)
  func flaggedExamplesAreFlaggedExactlyAtTheirMarkers(id: String) throws {
    let rule = try #require(ExampleHarness.rule(id))
    for example in rule.description.examples where example.expectation == .flagged {
      let configured = try ExampleHarness.configured(rule, example)
      let outcome = ExampleHarness.run(configured, example)
      #expect(!outcome.expectedOffsets.isEmpty, "flagged example of \(id) has no '↓' marker:\n\(example.code)")
      #expect(
        outcome.findings.map(\.offset).sorted() == outcome.expectedOffsets.sorted(),
        "\(id) found \(outcome.findings.map { "\($0.start.line):\($0.start.column) \($0.message)" }) in:\n\(example.code)"
      )
      for finding in outcome.findings {
        #expect(finding.ruleID == id)
        #expect(
          finding.message.first?.isUppercase == false && finding.message.last != ".",
          "message style: \(finding.message)")
      }
    }
  }

  @Test(arguments: ids)
  func cleanExamplesStayClean(id: String) throws {
    let rule = try #require(ExampleHarness.rule(id))
    for example in rule.description.examples where example.expectation == .clean {
      let outcome = ExampleHarness.run(try ExampleHarness.configured(rule, example), example)
      #expect(
        outcome.findings.isEmpty, "\(id) flagged a clean example: \(outcome.findings.map(\.message))\n\(example.code)")
    }
  }

  @Test(arguments: ids)
  func flaggedCodeInsideCommentsOrStringsIsClean(id: String) throws {
    let rule = try #require(ExampleHarness.rule(id))
    for example in rule.description.examples where example.expectation == .flagged {
      let configured = try ExampleHarness.configured(rule, example)
      let code = example.strippedCode.code
      for variant in [ExampleHarness.commentedOut(code), ExampleHarness.insideString(code)] {
        let findings = ExampleHarness.findings(of: configured, code: variant, example: example)
        #expect(findings.isEmpty, "\(id) flagged code that is only text:\n\(variant)")
      }
    }
  }

  @Test(arguments: ids)
  func disableNextSilencesEveryFinding(id: String) throws {
    let rule = try #require(ExampleHarness.rule(id))
    for example in rule.description.examples where example.expectation == .flagged {
      let configured = try ExampleHarness.configured(rule, example)
      let variant = RuleExample.flagged(ExampleHarness.suppressedLineByLine(example.code, id: id)).strippedCode.code
      let findings = ExampleHarness.findings(of: configured, code: variant, example: example)
      #expect(findings.isEmpty, "'disable:next' did not silence \(id):\n\(variant)")
    }
  }

  @Test(arguments: ids)
  func fixesResolveTheirFindingsAndAreStable(id: String) throws {
    let rule = try #require(ExampleHarness.rule(id))
    for example in rule.description.examples where example.expectation == .flagged {
      let configured = try ExampleHarness.configured(rule, example)
      let outcome = ExampleHarness.run(configured, example)
      guard outcome.findings.contains(where: { $0.fix != nil }) else {
        #expect(example.fixed == nil, "\(id) example declares a fixed form but offers no fix")
        continue
      }
      let fixed = ExampleHarness.applyFixes(outcome.findings, to: outcome.code)
      if let expected = example.fixed {
        #expect(fixed == expected, "fix of \(id) produced:\n\(fixed)\nexpected:\n\(expected)")
      }
      let remaining = ExampleHarness.findings(of: configured, code: fixed, example: example)
      #expect(remaining.allSatisfy { $0.fix == nil }, "after fixing, \(id) still offers fixes:\n\(fixed)")
      #expect(ExampleHarness.applyFixes(remaining, to: fixed) == fixed, "a second fix of \(id) changed the code")
      let fixable = outcome.findings.filter { $0.fix != nil }.count
      #expect(remaining.count <= outcome.findings.count - fixable, "fixing \(id) did not remove its findings")
    }
  }
}
