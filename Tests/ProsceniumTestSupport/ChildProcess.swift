import Foundation

/// What a child process wrote and how it ended.
package struct ProcessOutcome: Sendable {
  package var code: Int32
  package var output: String
  package var errors: String
}

/// Runs programs as child processes for end-to-end tests.
package enum ChildProcess {
  /// Runs `executable` with `arguments` in `folder`, with the test's environment plus `environment`
  /// (whose values win), and returns its exit status and everything it wrote.
  ///
  /// Standard error is read on a thread of its own while standard output is read here: a child
  /// that fills one pipe while the other is being drained would otherwise wait forever.
  ///
  /// - Parameter timeout: seconds after which the child is killed (its status then says so), for
  ///   tests of runs that must not hang.
  package static func run(
    _ executable: String, _ arguments: [String], in folder: String? = nil, environment: [String: String] = [:],
    timeout: Double? = nil
  ) throws -> ProcessOutcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    if let timeout {
      let pid = process.processIdentifier
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { kill(pid, SIGKILL) }
    }
    let errorReader = PipeReader(errors)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errorReader.wait()
    process.waitUntilExit()
    return ProcessOutcome(
      code: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }

  /// Runs the `proscenium` executable built beside the tests, without colours, as `run` does.
  ///
  /// - Throws: `BuiltProducts.Missing` when the build did not produce the executable.
  package static func proscenium(
    _ arguments: [String], in folder: String, environment: [String: String] = [:], timeout: Double? = nil
  ) throws -> ProcessOutcome {
    guard let binary = BuiltProducts.proscenium else { throw BuiltProducts.Missing(name: "proscenium") }
    return try run(
      binary, arguments, in: folder, environment: ["NO_COLOR": "1"].merging(environment) { $1 }, timeout: timeout)
  }
}

/// Reads a pipe to its end on a queue of its own; `wait()` returns what was read.
///
/// Unchecked: `data` is written once, before the semaphore is signalled, and read only after
/// `wait()` has seen that signal.
private final class PipeReader: @unchecked Sendable {
  private let finished = DispatchSemaphore(value: 0)
  private var data = Data()

  init(_ pipe: Pipe) {
    let handle = pipe.fileHandleForReading
    DispatchQueue.global().async {
      self.data = handle.readDataToEndOfFile()
      self.finished.signal()
    }
  }

  func wait() -> Data {
    finished.wait()
    return data
  }
}
