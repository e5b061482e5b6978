import ProsceniumSyntax

/// The commands `proscenium` knows, in the order help lists them, and the top-level dispatch:
/// `--version`, `--help`, `help <command>` and "did you mean" for a mistyped command name.
struct CommandRegistry: Sendable {
  let toolName: String
  let abstract: String
  let commands: [any Command.Type]

  /// Every command the tool ships. Later commands (`new`, `fix`) are added here.
  static let standard = CommandRegistry(
    toolName: "proscenium",
    abstract: "Check the presentation layer of iOS and tvOS apps against the Proscenium playbooks.",
    commands: [
      CheckCommand.self, RulesCommand.self, ExplainCommand.self, NewCommand.self, InitCommand.self, HelpCommand.self,
      VersionCommand.self,
    ])

  static let versionFlag = Flag("version", help: "Show the version.")

  /// The options understood before any command.
  var globalOptions: [Flag] { [Self.versionFlag, CommandSignature.help] }

  func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.signature.name == name }
  }

  /// The error for a name that is no command, with the nearest command as a hint.
  func unknownCommand(_ name: String) -> CommandLineError {
    CommandLineError(
      "unknown command '\(name)'",
      hint: CommandLineError.didYouMean(
        closestCommand(to: name), otherwise: "run '\(toolName) help' to see the commands"))
  }

  func closestCommand(to name: String) -> String? {
    SpellingSuggestion.closest(to: name, in: commands.map { $0.signature.name })
  }

  /// Runs the command line (without the tool's own name) and returns the exit code.
  func run(_ arguments: [String], context: CommandContext) -> ExitCode {
    do {
      return try dispatch(arguments, context: context)
    } catch {
      context.report(error)
      return .error
    }
  }

  private func dispatch(_ arguments: [String], context: CommandContext) throws(CommandLineError) -> ExitCode {
    guard let first = arguments.first else {
      context.write(HelpRenderer.rootHelp(registry: self))
      return .success
    }
    if first == "--version" {
      if arguments.count > 1 {
        throw CommandLineError("unexpected argument '\(arguments[1])'", hint: "usage: \(toolName) --version")
      }
      context.write(ProsceniumVersion.current + "\n")
      return .success
    }
    if first == "-h" || first == "--help" {
      context.write(HelpRenderer.rootHelp(registry: self))
      return .success
    }
    if first.hasPrefix("-") { throw unknownGlobalOption(first, arguments: arguments) }
    guard let command = command(named: first) else {
      // `proscenium Sources` most likely meant to check that folder.
      if closestCommand(to: first) == nil, context.pathExists(first) {
        throw CommandLineError(
          "unknown command '\(first)'",
          hint: "to check it, run '\(toolName) \(CheckCommand.signature.name) \(arguments.joined(separator: " "))'")
      }
      throw unknownCommand(first)
    }
    let rest = Array(arguments.dropFirst())
    let commandPath = "\(toolName) \(command.signature.name)"
    if ArgumentParser.asksForHelp(rest) {
      context.write(HelpRenderer.help(for: command.signature, commandPath: commandPath))
      return .success
    }
    let parsed = try ArgumentParser(signature: command.signature, commandPath: commandPath).parse(rest)
    return try command.init(arguments: parsed, context: context).run(context: context)
  }

  /// An option before any command: suggest the global option it resembles, or point out that a
  /// command's option goes after the command.
  private func unknownGlobalOption(_ spelled: String, arguments: [String]) -> CommandLineError {
    let name = spelled.split(separator: "=", maxSplits: 1).first.map(String.init) ?? spelled
    let globals = globalOptions.map { "--\($0.declaration.name)" }
    if name.hasPrefix("--"), let suggestion = SpellingSuggestion.closest(to: name, in: globals) {
      return CommandLineError("unknown option '\(name)'", hint: "did you mean '\(suggestion)'?")
    }
    // The first command (in listing order) that declares the option, or one close to it.
    for command in commands where command.signature.name != HelpCommand.signature.name {
      let options = command.signature.options
      let exact = options.contains { "--\($0.name)" == name || $0.short.map { "-\($0)" } == name }
      let near = name.hasPrefix("--") ? SpellingSuggestion.closest(to: name, in: options.map { "--\($0.name)" }) : nil
      guard exact || near != nil else { continue }
      var corrected = arguments
      if !exact, let near { corrected[0] = near + spelled.dropFirst(name.count) }
      return CommandLineError(
        "unknown option '\(name)'",
        hint:
          "options go after the command: '\(toolName) \(command.signature.name) \(corrected.joined(separator: " "))'")
    }
    return CommandLineError("unknown option '\(name)'", hint: "run '\(toolName) --help' to see the commands")
  }
}
