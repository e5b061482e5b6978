import Foundation
import ProsceniumCLI

/// What one in-process run of the command line produced.
package struct CLIOutcome {
  package var code: Int32
  package var output: String
  package var errors: String

  /// Standard error without the `note:` lines that explain a run's decisions (detected presets,
  /// deployment targets), for tests about something else.
  package var problems: String {
    errors.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("note: ") }
      .joined(separator: "\n")
  }
}

/// Runs `proscenium` in-process with the given arguments.
package func proscenium(
  _ arguments: String..., environment: [String: String] = [:], terminal: Bool = false
) -> CLIOutcome {
  proscenium(arguments: arguments, environment: environment, terminal: terminal)
}

/// Runs `proscenium` in-process with the given arguments; `terminal` says whether standard output
/// is taken for a terminal, and `input` is what it reads on standard input.
package func proscenium(
  arguments: [String], environment: [String: String] = [:], terminal: Bool = false, input: String = ""
) -> CLIOutcome {
  var output = ""
  var errors = ""
  let code = ProsceniumCommandLine.run(
    arguments: arguments, environment: environment, standardOutput: &output, standardError: &errors,
    outputIsTerminal: terminal, standardInput: { Data(input.utf8) })
  return CLIOutcome(code: code, output: output, errors: errors)
}
