import Foundation
import ProsceniumCheck
import ProsceniumRules

/// The `proscenium` command line, runnable in-process: it takes arguments, environment and two
/// output streams, and returns the exit code, so tests exercise exactly what users run.
package enum ProsceniumCommandLine {
  /// Runs one invocation.
  ///
  /// - Parameters:
  ///   - arguments: the arguments after the tool's name.
  ///   - environment: read for `NO_COLOR` and `TERM`.
  ///   - outputIsTerminal: whether standard output is a terminal; colour is used only then.
  ///   - standardInput: reads standard input, for `check --stdin-path`.
  ///   - errorIsTerminal: whether standard error is a terminal; progress is shown only then.
  ///   - catalog: the rules and presets; a custom checker adds its team's rules to the built-in ones.
  /// - Returns: the exit code (see `ExitCode`): 0 success, 1 failing findings, 2 errors.
  package static func run<Output: TextOutputStream, Errors: TextOutputStream>(
    arguments: [String], environment: [String: String] = [:], standardOutput: inout Output,
    standardError: inout Errors, outputIsTerminal: Bool = false, standardInput: @escaping () -> Data = { Data() },
    errorIsTerminal: Bool = false, catalog: RuleCatalog = RuleRegistry.catalog,
    workerIsolation: WorkerIsolation? = nil
  ) -> Int32 {
    let output = StreamBox(standardOutput)
    let errors = StreamBox(standardError)
    defer {
      standardOutput = output.stream
      standardError = errors.stream
    }
    let registry = CommandRegistry.standard
    let context = CommandContext(
      environment: environment, outputIsTerminal: outputIsTerminal, catalog: catalog,
      registry: registry, writeOutput: { output.stream.write($0) }, writeErrors: { errors.stream.write($0) },
      readStandardInput: standardInput, errorIsTerminal: errorIsTerminal)
    context.workerIsolation = workerIsolation
    return registry.run(arguments, context: context).rawValue
  }

  /// Runs the process's own command line against its standard streams; `main.swift` exits with
  /// the result.
  ///
  /// Output that cannot be written (a full disk, a closed standard output) fails the run with
  /// exit code 2 and a message on standard error, whatever the command: a check whose report was
  /// lost must not pass.
  package static func runProcess(catalog: RuleCatalog = RuleRegistry.catalog) -> Int32 {
    if CommandLine.arguments.dropFirst().first == WorkerIsolation.workerCommand {
      // A worker of a `check` run of this same binary (see docs/engine.md, "Isolation").
      return CheckWorker.serve(catalog: catalog)
    }
    var output = FileStream(descriptor: STDOUT_FILENO)
    var errors = FileStream(descriptor: STDERR_FILENO)
    if fcntl(STDOUT_FILENO, F_GETFD) == -1 {
      // Hold descriptor 1 so that no file the run opens takes its place and receives the report.
      _ = open("/dev/null", O_WRONLY)
      errors.write("error: cannot write to standard output: it is closed\n")
      return ExitCode.error.rawValue
    }
    let code = run(
      arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
      standardOutput: &output, standardError: &errors, outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      standardInput: { FileHandle.standardInput.readDataToEndOfFile() }, errorIsTerminal: isatty(STDERR_FILENO) == 1,
      catalog: catalog, workerIsolation: WorkerIsolation.currentExecutable())
    if let failure = output.failure {
      errors.write("error: cannot write to standard output: \(failure)\n")
      return ExitCode.error.rawValue
    }
    return code
  }
}

/// Holds a stream so closures can write to it; the caller's copy is updated when the run ends.
private final class StreamBox<Stream: TextOutputStream> {
  var stream: Stream
  init(_ stream: Stream) { self.stream = stream }
}

/// A text stream over a file descriptor, written through at once. A closed reader (`| head`)
/// ends the process by SIGPIPE as usual; any failed write (where that signal is ignored, a full
/// disk) is remembered in `failure`, and nothing more is written.
struct FileStream: TextOutputStream {
  let descriptor: Int32
  /// Why a write failed, once one has.
  private(set) var failure: String?

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  mutating func write(_ string: String) {
    guard !string.isEmpty, failure == nil else { return }
    var text = string
    failure = text.withUTF8 { bytes -> String? in
      var offset = 0
      while offset < bytes.count {
        let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return String(cString: strerror(errno))
        }
        offset += written
      }
      return nil
    }
  }
}
