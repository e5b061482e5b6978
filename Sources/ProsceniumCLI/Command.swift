import ProsceniumCheck

/// A subcommand of `proscenium`: a type that declares its interface once in `signature`, is
/// built from the parsed arguments, and runs.
///
/// Adding a command means writing one such type and listing it in `CommandRegistry.standard`;
/// help, usage, "did you mean" and `proscenium help <command>` follow from the declaration.
protocol Command: SendableMetatype {
  static var signature: CommandSignature { get }

  /// Reads the typed values; throws for combinations the parser cannot judge alone.
  init(arguments: ParsedArguments, context: CommandContext) throws(CommandLineError)

  /// Does the work and says how the process should exit.
  ///
  /// - Throws: `CommandLineError` for problems the user must fix (exit code 2).
  func run(context: CommandContext) throws(CommandLineError) -> ExitCode
}

/// The process exit codes, the same for every command.
package enum ExitCode: Int32, Sendable, CaseIterable {
  /// The command succeeded; `check` found nothing that fails.
  case success = 0
  /// `check` found failing findings: errors, or any finding with `--strict`.
  case findings = 1
  /// A usage, configuration or internal error stopped the command.
  case error = 2

  /// What the code means, as help and `docs/cli.md` list it.
  var meaning: String {
    switch self {
    case .success: "no failing finding"
    case .findings: "failing findings: errors, or any finding with --strict"
    case .error: "usage, configuration or internal error"
    }
  }
}

/// The tool's version, printed by `--version` and written into SARIF logs.
package enum ProsceniumVersion {
  package static let current = "0.1.0"
}
