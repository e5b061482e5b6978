import ProsceniumTestSupport
import Testing

@testable import ProsceniumCLI

/// Help is rendered from the declarations, so it lists exactly what the parser accepts.
@Suite struct HelpTests {
  static let commandNames = CommandRegistry.standard.commands.map { $0.signature.name }

  @Test(arguments: commandNames)
  func everyDeclaredParameterAppearsInHelp(name: String) throws {
    let command = try #require(CommandRegistry.standard.command(named: name))
    let help = proscenium(name, "--help")
    #expect(help.code == 0)
    #expect(help.errors == "")
    #expect(help.output.hasPrefix("OVERVIEW: "))
    #expect(help.output.replacing("\n", with: " ").contains(command.signature.abstract))
    #expect(help.output.contains("USAGE: \(command.signature.usage(commandPath: "proscenium \(name)"))\n"))
    for parameter in command.signature.parameters {
      #expect(help.output.contains(parameter.label), "\(name) --help does not list \(parameter.label)")
      for choice in parameter.choices {
        #expect(help.output.contains(choice.value))
      }
    }
    #expect(help.output.contains("-h, --help"))
  }

  @Test(arguments: commandNames)
  func helpCommandShortAndLongFlagsAgree(name: String) {
    let long = proscenium(name, "--help")
    #expect(proscenium(name, "-h").output == long.output)
    #expect(proscenium("help", name).output == long.output)
  }

  @Test func helpWinsOverOtherMistakes() {
    let outcome = proscenium("check", "--bogus", "--format", "nope", "--help")
    #expect(outcome.code == 0)
    #expect(outcome.output.hasPrefix("OVERVIEW: "))
  }

  @Test func rootHelpListsEveryCommand() {
    for arguments in [[], ["--help"], ["-h"], ["help"]] {
      let outcome = proscenium(arguments: arguments)
      #expect(outcome.code == 0)
      #expect(outcome.output.contains("USAGE: proscenium <command> [<options>]"))
      for name in Self.commandNames {
        #expect(outcome.output.contains("\n  \(name) "), "root help misses \(name)")
      }
      #expect(outcome.output.contains("--version"))
    }
  }

  @Test func checkHelpDocumentsFormatsAndExitCodes() {
    let help = proscenium("check", "--help").output
    for format in ["text", "xcode", "json", "github", "sarif", "junit", "checkstyle", "html"] {
      #expect(help.contains("\n      \(format) "))
    }
    #expect(help.contains("USAGE: proscenium check [<options>] [<path> ...]"))
    #expect(help.contains("--format <format>       How to print the findings. (default: text)"))
    #expect(help.contains("-j, --jobs <n>"))
    #expect(help.contains("--only <rule-id,...>"))
    #expect(help.contains("\nEXIT CODES:\n  0                       no failing finding\n"))
    #expect(help.contains("  2                       usage, configuration or internal error\n"))
  }

  @Test func helpLinesFitEightyColumns() {
    for arguments in Self.commandNames.map({ [$0, "--help"] }) + [["--help"]] {
      for line in proscenium(arguments: arguments).output.split(separator: "\n") {
        #expect(line.count <= 80, "too wide in \(arguments): \(line)")
      }
    }
  }

  @Test func wrappingKeepsIndentedLinesAndBreaksLongOnes() {
    let text = "one two three four five six\n\n  kept  as is\nseven"
    #expect(TextWrapping.wrap(text, width: 12) == "one two\nthree four\nfive six\n\n  kept  as is\nseven")
    #expect(
      TextWrapping.columns(label: "--x", text: "alpha beta", indent: 2, labelWidth: 6)
        == ["  --x   alpha beta"])
    #expect(
      TextWrapping.columns(label: "--a-long-label", text: "alpha", indent: 2, labelWidth: 6)
        == ["  --a-long-label", "        alpha"])
  }
}
