import Testing

@testable import ProsceniumCLI

/// The parser, on a signature that has one parameter of each kind.
@Suite struct ArgumentParserTests {
  enum Shape: String, CaseIterable, Sendable {
    case circle, square
  }

  static let verbose = Flag("verbose", short: "v", help: "Say more.")
  static let shape = Option<Shape>.oneOf("shape", valueName: "shape", help: "The shape.", default: .circle) {
    "a \($0.rawValue)"
  }
  static let count = Option<Int>.positiveInteger("count", short: "n", help: "How many.")
  static let name = Option<String>.text("name", valueName: "name", help: "A name.")
  static let tags = ListOption("tag", valueName: "tag", help: "Tags.")
  static let files = Positional.repeating("file", help: "Files.")
  static let signature = CommandSignature(
    name: "demo", abstract: "A demo.",
    parameters: [
      verbose.declaration, shape.declaration, count.declaration, name.declaration, tags.declaration,
      files.declaration,
    ])

  func parse(_ arguments: String...) throws(CommandLineError) -> ParsedArguments {
    try ArgumentParser(signature: Self.signature, commandPath: "tool demo").parse(arguments)
  }

  func error(_ arguments: String...) -> CommandLineError? {
    do {
      _ = try ArgumentParser(signature: Self.signature, commandPath: "tool demo").parse(arguments)
      return nil
    } catch {
      return error
    }
  }

  @Test func defaultsApplyWhenNothingIsGiven() throws {
    let parsed = try parse()
    #expect(parsed[Self.verbose] == false)
    #expect(parsed[Self.shape] == .circle)
    #expect(parsed[Self.count] == nil)
    #expect(parsed[Self.tags] == nil)
    #expect(parsed[Self.files] == [])
  }

  @Test func optionsTakeSeparateOrAttachedValues() throws {
    let parsed = try parse("--shape", "square", "--count=3", "--name", "x y")
    #expect(parsed[Self.shape] == .square)
    #expect(parsed[Self.count] == 3)
    #expect(parsed[Self.name] == "x y")
    #expect(try parse("-n", "4")[Self.count] == 4)
    #expect(try parse("-n5")[Self.count] == 5)
    #expect(try parse("-n=6")[Self.count] == 6)
  }

  @Test func shortFlagsBundle() throws {
    let parsed = try parse("-vn3")
    #expect(parsed[Self.verbose])
    #expect(parsed[Self.count] == 3)
    #expect(try parse("-vv")[Self.verbose])
    #expect(error("-vx") == CommandLineError("unknown option '-x'", hint: "run 'tool demo --help' to see the options"))
  }

  @Test func theLastValueOfARepeatedOptionWins() throws {
    #expect(try parse("--count", "1", "--count", "2")[Self.count] == 2)
  }

  @Test func listsSplitOnCommasAndAccumulate() throws {
    #expect(try parse("--tag", "a,b", "--tag=c", "--tag", " d , e ")[Self.tags] == ["a", "b", "c", "d", "e"])
  }

  @Test func positionalsMixWithOptionsAndDoubleDashEndsOptions() throws {
    let parsed = try parse("a.swift", "-v", "b.swift", "--", "--count", "-v", "-")
    #expect(parsed[Self.verbose])
    #expect(parsed[Self.files] == ["a.swift", "b.swift", "--count", "-v", "-"])
    #expect(parsed[Self.count] == nil)
  }

  @Test func unknownLongOptionsSuggestTheNearestName() {
    #expect(error("--shap", "circle") == CommandLineError("unknown option '--shap'", hint: "did you mean '--shape'?"))
    #expect(error("--verbsoe") == CommandLineError("unknown option '--verbsoe'", hint: "did you mean '--verbose'?"))
    #expect(
      error("--colour")
        == CommandLineError("unknown option '--colour'", hint: "run 'tool demo --help' to see the options"))
    #expect(error("-x") == CommandLineError("unknown option '-x'", hint: "run 'tool demo --help' to see the options"))
  }

  @Test func invalidValuesAreRejectedWithTheExpectation() {
    #expect(
      error("--shape", "sqare")
        == CommandLineError(
          "invalid value 'sqare' for '--shape': expected one of circle, square", hint: "did you mean 'square'?"))
    for bad in ["0", "-1", "two", "1.5", ""] {
      #expect(
        error("--count=\(bad)")
          == CommandLineError(
            "invalid value '\(bad)' for '--count': expected a positive integer",
            hint: "run 'tool demo --help' to see what it accepts"))
    }
  }

  @Test func missingValuesAndValuesOnFlagsAreErrors() {
    #expect(error("--count") == CommandLineError("missing value for '--count'", hint: "write '--count <n>'"))
    #expect(error("--count", "--verbose")?.message == "missing value for '--count'")
    #expect(error("--tag", ",")?.message == "missing value for '--tag'")
    #expect(
      error("--verbose=yes")
        == CommandLineError("'--verbose' takes no value, but was given 'yes'", hint: "write '--verbose' alone"))
  }

  @Test func helpIsFoundBeforeDoubleDashOnly() {
    #expect(ArgumentParser.asksForHelp(["x", "--bogus", "-h"]))
    #expect(ArgumentParser.asksForHelp(["--help"]))
    #expect(!ArgumentParser.asksForHelp(["--", "--help"]))
  }

  @Test func requiredAndSurplusPositionalsAreReported() {
    let signature = CommandSignature(
      name: "one", abstract: "One.", parameters: [Positional.required("id", help: "The id.").declaration])
    let parser = ArgumentParser(signature: signature, commandPath: "tool one")
    #expect(throws: CommandLineError("missing <id>", hint: "usage: tool one <id>")) { try parser.parse([]) }
    #expect(throws: CommandLineError("unexpected argument 'b'", hint: "usage: tool one <id>")) {
      try parser.parse(["a", "b"])
    }
  }
}
