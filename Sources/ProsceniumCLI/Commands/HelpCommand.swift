/// `proscenium help [<command>]`: the top-level help, or one command's.
struct HelpCommand: Command {
  static let command = Positional.optional("command", help: "The command to describe.")

  static let signature = CommandSignature(
    name: "help", abstract: "Show help for the tool or one of its commands.", parameters: [command.declaration])

  let commandName: String?

  init(arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    commandName = arguments[Self.command].first
    if let commandName, context.registry.command(named: commandName) == nil {
      throw context.registry.unknownCommand(commandName)
    }
  }

  func run(context: CommandContext) throws(CommandLineError) -> ExitCode {
    let registry = context.registry
    if let commandName, let command = registry.command(named: commandName) {
      context.write(
        HelpRenderer.help(for: command.signature, commandPath: "\(registry.toolName) \(command.signature.name)"))
    } else {
      context.write(HelpRenderer.rootHelp(registry: registry))
    }
    return .success
  }
}
