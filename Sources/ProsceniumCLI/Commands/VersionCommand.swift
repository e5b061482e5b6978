/// `proscenium version`: the same as `proscenium --version`.
struct VersionCommand: Command {
  static let signature = CommandSignature(name: "version", abstract: "Show the version.", parameters: [])

  init(arguments: ParsedArguments, context: CommandContext) {}

  func run(context: CommandContext) -> ExitCode {
    context.write(ProsceniumVersion.current + "\n")
    return .success
  }
}
