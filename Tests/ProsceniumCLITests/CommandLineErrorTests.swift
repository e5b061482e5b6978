import ProsceniumTestSupport
import Testing

/// Every mistake prints `error:` and a `hint:` on standard error, nothing on standard output,
/// and exits with 2; near misses get a "did you mean".
@Suite struct CommandLineErrorTests {
  func expectError(
    _ arguments: [String], _ message: String, hint: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let outcome = proscenium(arguments: arguments)
    #expect(outcome.code == 2, sourceLocation: sourceLocation)
    #expect(outcome.output == "", sourceLocation: sourceLocation)
    expectGolden(outcome.errors, "error: \(message)\nhint: \(hint)\n", sourceLocation: sourceLocation)
  }

  @Test func mistypedCommand() {
    expectError(["chekc"], "unknown command 'chekc'", hint: "did you mean 'check'?")
    expectError(["rule"], "unknown command 'rule'", hint: "did you mean 'rules'?")
    expectError(["frobnicate"], "unknown command 'frobnicate'", hint: "run 'proscenium help' to see the commands")
    expectError(["help", "explian"], "unknown command 'explian'", hint: "did you mean 'explain'?")
  }

  @Test func aPathInPlaceOfTheCommandSuggestsCheck() throws {
    let project = try TemporaryProject(["A.swift": ""])
    expectError(
      [project.root, "--strict"], "unknown command '\(project.root)'",
      hint: "to check it, run 'proscenium check \(project.root) --strict'")
  }

  @Test func mistypedOption() {
    expectError(["check", "--formt", "json"], "unknown option '--formt'", hint: "did you mean '--format'?")
    expectError(["check", "--no-colour"], "unknown option '--no-colour'", hint: "did you mean '--no-color'?")
    expectError(["--verison"], "unknown option '--verison'", hint: "did you mean '--version'?")
  }

  @Test func commandOptionsBeforeTheCommandPointToTheCommand() {
    expectError(
      ["--format", "json", "."], "unknown option '--format'",
      hint: "options go after the command: 'proscenium check --format json .'")
    expectError(
      ["--strcit"], "unknown option '--strcit'", hint: "options go after the command: 'proscenium check --strict'")
  }

  @Test func mistypedFormat() {
    expectError(
      ["check", "--format=jsno"],
      "invalid value 'jsno' for '--format': expected one of text, xcode, json, github, sarif, junit, checkstyle, html",
      hint: "did you mean 'json'?")
    expectError(
      ["rules", "--format", "yaml"], "invalid value 'yaml' for '--format': expected one of text, json",
      hint: "run 'proscenium rules --help' to see what it accepts")
  }

  @Test func mistypedRuleId() {
    expectError(
      ["check", "--only", "navigation_stak"], "unknown rule 'navigation_stak' in '--only'",
      hint: "did you mean 'navigation_stack'?")
    expectError(
      ["check", "--disable", "navigation_stack,unparseable_file"], "unknown rule 'unparseable_file' in '--disable'",
      hint: "did you mean 'unparsable_file'?")
    expectError(
      ["explain", "navigaton_stack"], "unknown rule 'navigaton_stack'", hint: "did you mean 'navigation_stack'?")
    expectError(
      ["explain", "no_such_thing_at_all"], "unknown rule 'no_such_thing_at_all'",
      hint: "run 'proscenium rules' to list the rule ids")
  }

  @Test func jobsMustBeAPositiveInteger() {
    for bad in ["0", "-3", "many", "2.5"] {
      expectError(
        ["check", "--jobs=\(bad)"], "invalid value '\(bad)' for '--jobs': expected a positive integer",
        hint: "run 'proscenium check --help' to see what it accepts")
    }
    expectError(["check", "-j"], "missing value for '-j'", hint: "write '-j <n>'")
  }

  @Test func missingAndSurplusArguments() {
    expectError(
      ["explain"], "missing <rule-id>",
      hint: "give a rule id ('proscenium rules' lists them), or '--why FILE:LINE' to explain a type")
    expectError(
      ["explain", "navigation_stack", "extra"], "unexpected argument 'extra'",
      hint: "usage: proscenium explain [<options>] [<rule-id>]")
    expectError(["version", "now"], "unexpected argument 'now'", hint: "usage: proscenium version")
    expectError(["--version", "extra"], "unexpected argument 'extra'", hint: "usage: proscenium --version")
  }
}
