import Foundation
import ProsceniumCheck
import ProsceniumRules

/// The `proscenium` command line, runnable in-process: it takes arguments, environment and two
/// output streams, and returns the exit code, so tests exercise exactly what users run.
public enum ProsceniumCommandLine {
  /// Runs one invocation.
  ///
  /// - Parameters:
  ///   - arguments: the arguments after the tool's name.
  ///   - environment: read for `NO_COLOR` and `TERM`.
  ///   - outputIsTerminal: whether standard output is a terminal; colour is used only then.
  ///   - standardInput: reads standard input, for `check --stdin-path`.
  ///   - errorIsTerminal: whether standard error is a terminal; progress is shown only then.
  /// - Returns: the exit code (see `ExitCode`): 0 success, 1 failing findings, 2 errors.
  public static func run<Output: TextOutputStream, Errors: TextOutputStream>(
    arguments: [String], environment: [String: String] = [:], standardOutput: inout Output,
    standardError: inout Errors, outputIsTerminal: Bool = false, standardInput: @escaping () -> Data = { Data() },
    errorIsTerminal: Bool = false
  ) -> Int32 {
    let output = StreamBox(standardOutput)
    let errors = StreamBox(standardError)
    defer {
      standardOutput = output.stream
      standardError = errors.stream
    }
    let registry = CommandRegistry.standard
    let context = CommandContext(
      environment: environment, outputIsTerminal: outputIsTerminal, catalog: RuleRegistry.catalog,
      registry: registry, writeOutput: { output.stream.write($0) }, writeErrors: { errors.stream.write($0) },
      readStandardInput: standardInput, errorIsTerminal: errorIsTerminal)
    return registry.run(arguments, context: context).rawValue
  }

  /// Runs the process's own command line against its standard streams; `main.swift` exits with
  /// the result.
  public static func runProcess() -> Int32 {
    var output = FileStream(handle: .standardOutput)
    var errors = FileStream(handle: .standardError)
    return run(
      arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
      standardOutput: &output, standardError: &errors, outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      standardInput: { FileHandle.standardInput.readDataToEndOfFile() }, errorIsTerminal: isatty(STDERR_FILENO) == 1)
  }
}

/// Holds a stream so closures can write to it; the caller's copy is updated when the run ends.
private final class StreamBox<Stream: TextOutputStream> {
  var stream: Stream
  init(_ stream: Stream) { self.stream = stream }
}

/// A text stream over a file handle, written through at once. A closed reader (`| head`) ends
/// the process by SIGPIPE as usual; where that signal is ignored, the failed write is dropped
/// rather than trapping.
struct FileStream: TextOutputStream {
  let handle: FileHandle

  mutating func write(_ string: String) {
    guard !string.isEmpty else { return }
    try? handle.write(contentsOf: Data(string.utf8))
  }
}
