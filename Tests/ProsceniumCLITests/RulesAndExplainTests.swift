import ProsceniumCheck
import ProsceniumRules
import ProsceniumTestSupport
import Testing

@Suite struct RulesCommandTests {
  @Test func tableListsEveryRuleWithItsColumns() throws {
    let outcome = proscenium("rules")
    #expect(outcome.code == 0)
    let lines = outcome.output.split(separator: "\n").map(String.init)
    let header = try #require(lines.first)
    #expect(header.hasPrefix("ID "))
    for column in ["FAMILY", "SEVERITY", "OPT-IN", "PRESETS", "SUMMARY"] { #expect(header.contains(column)) }
    for rule in RuleRegistry.catalog.rules {
      let row = lines.first { $0.hasPrefix(rule.id + " ") }
      #expect(row != nil, "rules does not list \(rule.id)")
      #expect(row?.hasSuffix(rule.description.summary) == true)
      #expect(row?.contains(rule.description.family.rawValue) == true)
    }
    #expect(lines.contains { $0.hasPrefix("unparsable_file ") })
  }

  @Test func navigationStackRow() {
    let row = proscenium("rules").output.split(separator: "\n").first { $0.hasPrefix("navigation_stack ") }
    let cells = row?.split(separator: " ", omittingEmptySubsequences: true).prefix(4).map(String.init)
    #expect(cells == ["navigation_stack", "swiftui-views", "warning", "no"])
  }

  @Test func jsonListsEveryRuleWithItsFields() throws {
    let outcome = proscenium("rules", "--format", "json")
    #expect(outcome.code == 0)
    let document = try JSONParser.parse(outcome.output)
    #expect(document["version"] == .number(1))
    guard case .array(let rules)? = document["rules"] else {
      Issue.record("rules is not an array")
      return
    }
    #expect(rules.count == RuleRegistry.catalog.rules.count)
    let unparsable = try #require(rules.first { $0["id"] == .string("unparsable_file") })
    #expect(unparsable["family"] == .string("engine"))
    #expect(unparsable["default_severity"] == .string("error"))
    let navigation = try #require(rules.first { $0["id"] == .string("navigation_stack") })
    #expect(navigation["family"] == .string("swiftui-views"))
    #expect(navigation["default_severity"] == .string("warning"))
    #expect(navigation["opt_in"] == .bool(false))
    #expect(navigation["fixable"] == .bool(true))
    #expect(navigation["presets"] != nil)
    #expect(navigation["options"] == .array([]))
    // navigation_stack leaves test files alone; tests_no_live_services judges only them.
    #expect(navigation["judges_test_files"] == .bool(false))
    let liveServices = try #require(rules.first { $0["id"] == .string("tests_no_live_services") })
    #expect(liveServices["judges_test_files"] == .bool(true))
  }
}

@Suite struct ExplainCommandTests {
  @Test func explainsNavigationStackWithMarkedExamples() {
    let outcome = proscenium("explain", "navigation_stack")
    #expect(outcome.code == 0)
    #expect(outcome.errors == "")
    let text = outcome.output
    #expect(
      text.hasPrefix(
        "navigation_stack: 'NavigationView' is deprecated: use 'NavigationStack' or 'NavigationSplitView'\n"))
    #expect(text.contains("  Default severity: warning\n"))
    #expect(text.contains("  Fix:              available\n"))
    #expect(text.contains("\nWHY\n  NavigationView is deprecated"))
    #expect(text.contains("\nSOURCES\n  000 SwiftUI MVVM with BaseViewModel: Navigation: NavigationStack used"))
    #expect(text.contains("\nOPTIONS\n  none\n"))
    #expect(text.contains("\nFLAGGED (↓ marks where each finding starts)\n"))
    #expect(text.contains("        ↓NavigationView {\n"))
    #expect(text.contains("\nCLEAN\n"))
    #expect(text.contains("  // a property or string named after the type is not a use of it\n"))
  }

  @Test(arguments: RuleRegistry.catalog.allIDs)
  func everyRuleCanBeExplained(id: String) {
    let outcome = proscenium("explain", id)
    #expect(outcome.code == 0)
    #expect(outcome.output.hasPrefix(id + ": "))
    if let rule = RuleRegistry.catalog.rule(id: id) {
      for field in rule.optionFields { #expect(outcome.output.contains("\n  \(field.key): ")) }
    }
  }

  @Test func markersAreColouredOnATerminal() {
    let outcome = proscenium("explain", "navigation_stack", terminal: true)
    #expect(outcome.output.contains("\u{1B}[1;31m↓\u{1B}[0m"))
    #expect(!proscenium("explain", "navigation_stack", "--no-color", terminal: true).output.contains("\u{1B}["))
  }
}

@Suite struct VersionTests {
  @Test func versionFlagAndCommandAgree() {
    let flag = proscenium("--version")
    #expect(flag.code == 0)
    #expect(flag.output == "0.1.0\n")
    #expect(proscenium("version").output == flag.output)
  }
}
