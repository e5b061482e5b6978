import Testing

@testable import ProsceniumCheck

@Suite struct RuleSelectionTests {
  func selection(_ text: String, only: [String]? = nil, disabled: [String] = []) throws -> RuleSelection {
    let configuration = try ConfigurationDecoder.decode(text, file: nil, root: ".", catalog: TestCatalog.catalog)
    return try RuleSelection(
      catalog: TestCatalog.catalog, configuration: configuration, choices: .init(only: only, disabled: disabled))
  }

  func ids(_ rules: [ConfiguredRule]) -> [String] { rules.map(\.id) }

  @Test func optInRulesAreOffByDefault() throws {
    #expect(
      ids(try selection("{}").defaultRules) == [
        "test_struct", "test_token", "test_view_struct", "test_visit_order", "unparsable_file",
      ])
  }

  @Test func presetsEnableDisableAndSetOptions() throws {
    let strict = try selection(#"{"preset": "strict"}"#).defaultRules
    #expect(ids(strict).contains("test_opt_in"))
    let structRule = try #require(strict.first { $0.id == "test_struct" })
    #expect(structRule.options["minimum_length"] == .number(3))
    #expect(structRule.options["label"] == .string("preset"))
    #expect(!ids(try selection(#"{"preset": ["strict", "quiet"]}"#).defaultRules).contains("test_struct"))
  }

  @Test func configurationOptionsMergeOverPresetOptionsKeyByKey() throws {
    let rules = try selection(
      #"{"preset": "strict", "rules": {"test_struct": {"options": {"label": "mine", "strict": true}}}}"#
    ).defaultRules
    let structRule = try #require(rules.first { $0.id == "test_struct" })
    #expect(structRule.options["minimum_length"] == .number(3))
    #expect(structRule.options["label"] == .string("mine"))
    #expect(structRule.options["strict"] == .bool(true))
  }

  @Test func laterPresetsWin() throws {
    let rules = try selection(#"{"preset": ["quiet", "strict"]}"#).defaultRules
    // `quiet` turns `test_struct` off and `strict` only sets its options, which does not enable it.
    #expect(!ids(rules).contains("test_struct"))
    #expect(ids(rules).contains("test_opt_in"))
  }

  @Test func aSeverityOrOptionsEnableARule() throws {
    #expect(ids(try selection(#"{"rules": {"test_opt_in": "warning"}}"#).defaultRules).contains("test_opt_in"))
    let rules = try selection(#"{"rules": {"test_opt_in": {"severity": "warning", "enabled": false}}}"#).defaultRules
    #expect(!ids(rules).contains("test_opt_in"))
  }

  @Test func severitiesComeFromTheRuleUnlessConfigured() throws {
    let rules = try selection(#"{"rules": {"test_opt_in": true, "test_struct": "error"}}"#).defaultRules
    #expect(rules.first { $0.id == "test_opt_in" }?.severity == .error)
    #expect(rules.first { $0.id == "test_struct" }?.severity == .error)
    #expect(rules.first { $0.id == "test_token" }?.severity == .warning)
  }

  @Test func theCommandLineWins() throws {
    let only = try selection(#"{"rules": {"test_opt_in": true}}"#, only: ["test_token"]).defaultRules
    #expect(ids(only) == ["test_token", "unparsable_file"])
    let disabled = try selection("{}", disabled: ["test_struct"]).defaultRules
    #expect(!ids(disabled).contains("test_struct"))
    #expect(!ids(try selection("{}", disabled: ["unparsable_file"]).defaultRules).contains("unparsable_file"))
    #expect(ids(try selection("{}").defaultRules).contains("unparsable_file"))
  }

  /// `unparsable_file` says a file went unchecked, which matters whichever rules were asked for.
  @Test func onlyKeepsTheRulesThatSayAFileWasNotChecked() throws {
    #expect(ids(try selection("{}", only: ["test_token"]).defaultRules) == ["test_token", "unparsable_file"])
    let off = try selection(#"{"rules": {"unparsable_file": false}}"#, only: ["test_token"]).defaultRules
    #expect(ids(off) == ["test_token"])
    #expect(
      ids(try selection("{}", only: ["test_token"], disabled: ["unparsable_file"]).defaultRules) == ["test_token"])
  }

  @Test func overridesSetTheSeverityOfUnparsableFilesPerPath() throws {
    let selection = try selection(
      #"{"overrides": [{"paths": ["Generated/**"], "rules": {"unparsable_file": "warning"}}]}"#)
    #expect(
      try selection.rules(forRelativePath: "Generated/A.swift").first { $0.id == "unparsable_file" }?.severity
        == .warning)
    #expect(
      try selection.rules(forRelativePath: "Sources/A.swift").first { $0.id == "unparsable_file" }?.severity == .error)
  }

  @Test func overridesApplyToMatchingPathsInOrder() throws {
    let selection = try selection(
      """
      {"overrides": [
        {"paths": ["Tests/"], "rules": {"test_struct": {"options": {"label": "first"}}, "test_token": false}},
        {"paths": ["**/*Tests.swift"], "rules": {"test_struct": {"options": {"label": "second"}}}}
      ]}
      """)
    let plain = try selection.rules(forRelativePath: "Sources/App/Home.swift")
    #expect(ids(plain) == ids(selection.defaultRules))
    let both = try selection.rules(forRelativePath: "Tests/AppTests/HomeTests.swift")
    #expect(!ids(both).contains("test_token"))
    #expect(both.first { $0.id == "test_struct" }?.options["label"] == .string("second"))
    let first = try selection.rules(forRelativePath: "Tests/AppTests/Fixtures.swift")
    #expect(first.first { $0.id == "test_struct" }?.options["label"] == .string("first"))
  }
}
