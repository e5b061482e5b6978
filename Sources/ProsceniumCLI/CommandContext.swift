import Foundation
import ProsceniumCheck

/// What a command may touch: where to write, the environment, whether standard output is a
/// terminal, and the rule catalogue. Commands never print directly, so the whole CLI runs in
/// tests without spawning processes.
final class CommandContext {
  let environment: [String: String]
  let outputIsTerminal: Bool
  /// Whether standard error is a terminal, for progress.
  let errorIsTerminal: Bool
  let catalog: RuleCatalog
  let registry: CommandRegistry
  private let writeOutput: (String) -> Void
  private let writeErrors: (String) -> Void
  /// Reads all of standard input, for `check --stdin-path`.
  let readStandardInput: () -> Data
  /// The worker processes `check` runs files in, when the tool runs as its own process (never in
  /// tests that run the command line in-process: their executable is the test runner).
  var workerIsolation: WorkerIsolation?

  init(
    environment: [String: String], outputIsTerminal: Bool, catalog: RuleCatalog, registry: CommandRegistry,
    writeOutput: @escaping (String) -> Void, writeErrors: @escaping (String) -> Void,
    readStandardInput: @escaping () -> Data = { Data() }, errorIsTerminal: Bool = false
  ) {
    self.errorIsTerminal = errorIsTerminal
    self.readStandardInput = readStandardInput
    self.environment = environment
    self.outputIsTerminal = outputIsTerminal
    self.catalog = catalog
    self.registry = registry
    self.writeOutput = writeOutput
    self.writeErrors = writeErrors
  }

  /// Writes to standard output.
  func write(_ text: String) {
    writeOutput(text)
  }

  /// Writes text to standard error as it is (progress lines).
  func writeError(_ text: String) {
    writeErrors(text)
  }

  /// Writes `note: message` to standard error: how the command decided something, for the
  /// user to see why it behaves as it does.
  func note(_ message: String) {
    writeErrors("note: \(message)\n")
  }

  /// Writes `warning: message` to standard error: something went wrong but the command goes on.
  func warn(_ message: String) {
    writeErrors("warning: \(message)\n")
  }

  /// Writes `error: message` and its hint to standard error.
  func report(_ error: CommandLineError) {
    var text = "error: \(error.message)\n"
    if let hint = error.hint { text += "hint: \(hint)\n" }
    writeErrors(text)
  }

  /// Whether a file or folder exists at `path`, for hints.
  func pathExists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// Whether to colour standard output: only on a terminal, never with `NO_COLOR` set (to
  /// anything but the empty string, per no-color.org) or `TERM=dumb`, or when `disabled`.
  func usesColor(disabled: Bool) -> Bool {
    !disabled && outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
  }
}
