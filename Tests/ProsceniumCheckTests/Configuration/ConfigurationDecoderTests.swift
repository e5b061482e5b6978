import Testing

@testable import ProsceniumCheck

@Suite struct ConfigurationDecoderTests {
  func decode(_ text: String) throws -> Configuration {
    try ConfigurationDecoder.decode(text, file: "p/.proscenium.json", root: "p", catalog: TestCatalog.catalog)
  }

  func error(_ text: String) throws -> ConfigurationError {
    try #require(throws: ConfigurationError.self) { try decode(text) }
  }

  @Test func decodesEveryTopLevelKey() throws {
    let configuration = try decode(
      """
      {
        "$schema": "https://example.com/proscenium.schema.json",
        "preset": ["strict", "quiet"],
        "include": ["Sources/**"],
        "exclude": ["**/Generated/"],
        "deployment_target": {"ios": "16.4", "tvos": "17"},
        "rules": {
          "test_struct": {"severity": "error", "options": {"minimum_length": 2}},
          "test_opt_in": true,
          "test_token": "off",
          "test_view_struct": "warning"
        },
        "overrides": [{"paths": ["Tests/"], "rules": {"test_struct": false}}]
      }
      """)
    #expect(configuration.presets == ["strict", "quiet"])
    #expect(configuration.include == ["Sources/**"])
    #expect(configuration.exclude == ["**/Generated/"])
    #expect(configuration.deploymentTargets == [.iOS: OSVersion(16, 4), .tvOS: OSVersion(17, 0)])
    #expect(configuration.rules["test_struct"]?.severity == .error)
    #expect(configuration.rules["test_struct"]?.options == .object([("minimum_length", .number(2))]))
    #expect(configuration.rules["test_opt_in"]?.enabled == true)
    #expect(configuration.rules["test_token"]?.enabled == false)
    #expect(configuration.rules["test_view_struct"]?.severity == .warning)
    #expect(configuration.overrides == [.init(paths: ["Tests/"], rules: ["test_struct": .init(enabled: false)])])
    #expect(configuration.file == "p/.proscenium.json")
    #expect(configuration.root == "p")
  }

  @Test func aSinglePresetMayBeAString() throws {
    #expect(try decode(#"{"preset": "strict"}"#).presets == ["strict"])
  }

  @Test(arguments: [
    (#"{"rulez": {}}"#, "rulez", "unknown key", "did you mean 'rules'?"),
    (
      #"{"rules": {"test_struct": {"severty": "error"}}}"#, "rules.test_struct.severty", "unknown key",
      "did you mean 'severity'?"
    ),
    (
      #"{"rules": {"test_struct": {"options": {"minimum_lenght": 3}}}}"#, "rules.test_struct.options.minimum_lenght",
      "unknown option", "did you mean 'minimum_length'?"
    ),
    (#"{"rules": {"test_strct": true}}"#, "rules.test_strct", "unknown rule", "did you mean 'test_struct'?"),
    (
      #"{"overrides": [{"paths": ["A"], "rules": {"test_opt_inn": false}}]}"#, "overrides[0].rules.test_opt_inn",
      "unknown rule", "did you mean 'test_opt_in'?"
    ),
    (#"{"overrides": [{"path": ["A"]}]}"#, "overrides[0].path", "unknown key", "did you mean 'paths'?"),
    (#"{"deployment_target": {"iOS": "17.0"}}"#, "deployment_target.iOS", "unknown key", "did you mean 'ios'?"),
    (#"{"preset": "strikt"}"#, "preset", "unknown preset 'strikt'", "did you mean 'strict'?"),
  ])
  func unknownNamesAreReportedWithTheirKeyPathAndASuggestion(
    text: String, keyPath: String, reason: String, hint: String
  ) throws {
    let error = try error(text)
    #expect(error.keyPath == keyPath)
    #expect(error.reason == reason)
    #expect(error.hint == hint)
    #expect(error.file == "p/.proscenium.json")
  }

  @Test(arguments: [
    (#"{"include": "Sources"}"#, "include", "expected an array of strings, found a string"),
    (#"{"exclude": ["a", 3]}"#, "exclude[1]", "expected a string, found a number"),
    (#"{"rules": []}"#, "rules", "expected an object, found an array"),
    (
      #"{"rules": {"test_struct": 1}}"#, "rules.test_struct",
      "expected an object, a boolean or a severity, found a number"
    ),
    (#"{"rules": {"test_struct": "loud"}}"#, "rules.test_struct", "expected 'warning', 'error' or 'off', found 'loud'"),
    (
      #"{"rules": {"test_struct": {"enabled": "yes"}}}"#, "rules.test_struct.enabled",
      "expected a boolean, found a string"
    ),
    (
      #"{"rules": {"test_struct": {"options": {"minimum_length": "3"}}}}"#, "rules.test_struct.options.minimum_length",
      "expected an integer, found a string"
    ),
    (
      #"{"rules": {"test_struct": {"options": {"minimum_length": -1}}}}"#, "rules.test_struct.options.minimum_length",
      "expected an integer of at least 0, found -1"
    ),
    (
      #"{"rules": {"test_struct": {"options": {"minimum_length": 2.5}}}}"#, "rules.test_struct.options.minimum_length",
      "expected an integer, found 2.5"
    ),
    (
      #"{"rules": {"test_struct": {"options": {"minimum_length": 9223372036854775807}}}}"#,
      "rules.test_struct.options.minimum_length", "expected an integer of at most 999999999, found a larger number"
    ),
    (
      #"{"rules": {"test_struct": {"options": {"strict": 1}}}}"#, "rules.test_struct.options.strict",
      "expected a boolean, found a number"
    ),
    (
      #"{"rules": {"test_struct": {"options": {"allowed": ["a", 1]}}}}"#, "rules.test_struct.options.allowed",
      "expected an array of strings, found a number in it"
    ),
    (
      #"{"rules": {"test_struct": {"options": []}}}"#, "rules.test_struct.options", "expected an object, found an array"
    ),
    (
      #"{"deployment_target": {"ios": 17}}"#, "deployment_target.ios",
      "expected a version string such as \"17.0\", found a number"
    ),
    (#"{"overrides": {}}"#, "overrides", "expected an array, found an object"),
    (#"{"limits": []}"#, "limits", "expected an object, found an array"),
    (#"{"limits": {"max_file_kb": "1"}}"#, "limits.max_file_kb", "expected a number, found a string"),
    (
      #"{"limits": {"max_file_kb": 0}}"#, "limits.max_file_kb",
      "expected a whole number of KB from 1 to 999999999, found 0.0"
    ),
    (
      #"{"limits": {"seconds_per_100kb": -1}}"#, "limits.seconds_per_100kb",
      "expected a number of seconds above 0 and below 1000000, found -1.0"
    ),
    (#"{"overrides": [{"rules": {}}]}"#, "overrides[0].paths", "missing: an override needs 'paths'"),
    ("[]", "", "expected an object, found an array"),
  ])
  func wrongTypesAreReportedWithTheirKeyPath(text: String, keyPath: String, reason: String) throws {
    let error = try error(text)
    #expect(error.keyPath == keyPath)
    #expect(error.reason == reason)
  }

  @Test func badEnumOptionsSuggestTheClosestValue() throws {
    let error = try error(#"{"rules": {"test_struct": {"options": {"style": "snak"}}}}"#)
    #expect(error.keyPath == "rules.test_struct.options.style")
    #expect(error.reason == "expected one of 'camel', 'snake', found 'snak' (did you mean 'snake'?)")
  }

  @Test func jsonSyntaxErrorsNameTheirPosition() throws {
    let error = try error("{\n  \"rules\": {,}\n}")
    #expect(error.keyPath == "")
    #expect(error.reason == "invalid JSON at line 2, column 13: expected a quoted key")
    let duplicate = try self.error(#"{"include": [], "include": []}"#)
    #expect(duplicate.reason.hasSuffix("duplicate key 'include'"))
  }

  @Test func aByteOrderMarkIsNamed() throws {
    let error = try error("\u{FEFF}{}")
    #expect(
      error.reason
        == "invalid JSON at line 1, column 1: the file starts with a byte-order mark (U+FEFF); save it as UTF-8 without one"
    )
  }

  /// A key holding an escaped NUL or newline is shown escaped, not written raw to the terminal.
  @Test func controlCharactersInKeysAreEscapedInMessages() throws {
    let error = try error(#"{"rul\u0000es\n": {}}"#)
    #expect(error.description == "p/.proscenium.json: 'rul\\u{0}es\\n': unknown key")
  }

  @Test func theEngineRuleMayBeConfigured() throws {
    let configuration = try decode(#"{"rules": {"unparsable_file": "off"}}"#)
    #expect(configuration.rules[unparsableFileRuleID]?.enabled == false)
    let error = try error(#"{"rules": {"unparsable_file": {"options": {"limit": 1}}}}"#)
    #expect(error.keyPath == "rules.unparsable_file.options.limit")
    #expect(error.hint == "this rule has no options")
  }

  @Test func errorsDescribeThemselvesLikeCompilerDiagnostics() {
    let error = ConfigurationError(
      file: "a.json", keyPath: "rules.x", reason: "unknown rule", hint: "did you mean 'y'?")
    #expect(error.description == "a.json: 'rules.x': unknown rule")
  }
}
