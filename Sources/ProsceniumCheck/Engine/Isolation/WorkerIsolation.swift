import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// How a run checks files in worker processes, so that a crash in the parser or a rule costs one
/// file (reported as `unparsable_file`) rather than the run: which executable to start, and with
/// which arguments, to get a process that serves `CheckWorker`.
///
/// `CheckRequest.isolation` is `nil` by default: the library, tests and `InMemoryChecker` check
/// in-process. The command line sets it to its own binary with the hidden `__worker` command.
package struct WorkerIsolation: Sendable {
  package var executable: String
  package var arguments: [String]
  /// Variables added to the workers' environment (which is otherwise this process's).
  package var environment: [String: String] = [:]

  /// The hidden command that turns the `proscenium` binary into a worker.
  package static let workerCommand = "__worker"

  package init(executable: String, arguments: [String] = [WorkerIsolation.workerCommand]) {
    self.executable = executable
    self.arguments = arguments
  }

  /// The variable naming a command to start each worker with, the worker's own command line
  /// after it (`PROSCENIUM_WORKER_WRAPPER=/path/to/profile.sh`): how the benchmarks count a
  /// worker's instructions under callgrind, which cannot follow the supervisor's spawn.
  package static let wrapperVariable = "PROSCENIUM_WORKER_WRAPPER"

  /// Workers started from the binary running now, or `nil` when its path cannot be found.
  /// `CommandLine.arguments[0]` is not used: it is whatever the caller wrote there.
  package static func currentExecutable(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> WorkerIsolation? {
    guard let path = currentExecutablePath() else { return nil }
    if let wrapper = environment[wrapperVariable], !wrapper.isEmpty {
      return WorkerIsolation(executable: wrapper, arguments: [path, workerCommand])
    }
    return WorkerIsolation(executable: path)
  }

  private static func currentExecutablePath() -> String? {
    #if os(Linux)
      return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    #elseif canImport(Darwin)
      // Not built on the Linux build machine: kept to the one documented call.
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      return String(cString: buffer)
    #else
      return nil
    #endif
  }
}

/// Why a run could not use worker processes (the executable does not start or is not a worker,
/// its plan differs from the supervisor's): the run then checks in-process and says so.
struct IsolationUnavailable: Error, CustomStringConvertible {
  var reason: String
  var description: String { reason }
}
