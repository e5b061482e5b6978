import Foundation

/// One worker process as the supervisor sees it: its pipes, the files sent to it and not yet
/// answered, and the deferred conditions it holds. Its output is read on a thread of its own,
/// which turns frames and the process's end into `WorkerEvent`s; everything else is touched only
/// by the supervising thread.
final class WorkerProcess {
  let id: Int
  private let process: Process
  private let input: FileHandle
  private let errors: ErrorTail

  /// Whether the worker rebuilt the plan and matched the supervisor's.
  var isReady = false
  /// Whether the process is still in use; false once it ended or was killed.
  var isAlive = true
  /// File indices sent and not yet answered, in the order sent.
  var outstanding: [Int] = []
  /// The size of each frame sent that the worker has not announced yet: those bytes may still
  /// sit in its input pipe.
  var unannouncedBytes: [Int: Int] = [:]
  /// The file the worker announced and has not answered: the one to blame if it dies.
  var current: Int?
  /// `DispatchTime` nanoseconds after which `current` is over its budget, and that budget.
  var deadline: UInt64?
  var budget = 0.0
  /// Files whose deferred conditions live in this process.
  var held: Set<Int> = []
  /// Files whose outcome this worker sent: it keeps their facts, so a resolve request leaves them out.
  var checked: Set<Int> = []
  /// Whether answers to a `resolve` request are awaited.
  var isResolving = false

  /// Starts the worker and the thread that reads its output into `events`.
  init(id: Int, isolation: WorkerIsolation, events: WorkerEvents) throws {
    self.id = id
    let process = Process()
    process.executableURL = URL(fileURLWithPath: isolation.executable)
    process.arguments = isolation.arguments
    var environment = ProcessInfo.processInfo.environment
    // A crash is expected to be reported, not symbolicated: the backtracer can take seconds.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment.merge(isolation.environment) { _, added in added }
    process.environment = environment
    let toWorker = Pipe()
    let fromWorker = Pipe()
    let errorPipe = Pipe()
    process.standardInput = toWorker
    process.standardOutput = fromWorker
    process.standardError = errorPipe
    try process.run()
    self.process = process
    self.input = toWorker.fileHandleForWriting
    self.errors = ErrorTail()

    let output = fromWorker.fileHandleForReading
    let errorOutput = errorPipe.fileHandleForReading
    let errors = self.errors
    let reader = Thread {
      var frames = WorkerFrameReader(descriptor: output.fileDescriptor)
      while let frame = frames.next() { events.post(.frame(worker: id, frame)) }
      process.waitUntilExit()
      let reason: String
      if process.terminationReason == .uncaughtSignal {
        reason = "signal \(process.terminationStatus)\(Self.signalName(process.terminationStatus))"
      } else {
        reason = "exit status \(process.terminationStatus)"
      }
      errors.waitForEnd()
      events.post(.ended(worker: id, reason: reason, detail: errors.fatalErrorLine))
      try? output.close()
    }
    reader.start()
    let errorReader = Thread {
      errors.drain(errorOutput.fileDescriptor)
      try? errorOutput.close()
    }
    errorReader.start()
  }

  /// The pipe to the worker's standard input.
  var inputDescriptor: Int32 { input.fileDescriptor }

  /// Whether an `ended` event's reason says the process was ended by a signal (a crash, or a
  /// kill from outside) rather than exiting.
  static func isCrash(_ reason: String) -> Bool { reason.hasPrefix("signal ") }

  /// Sends a frame; false when the worker is gone (its end arrives as an event).
  func send(_ frame: WorkerFrame) -> Bool {
    writeFrame(frame, to: input.fileDescriptor)
  }

  /// Stops the worker at once (a file over its budget cannot be interrupted any other way).
  func kill() {
    isAlive = false
    if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
    try? input.close()
  }

  /// Closes the worker's input: it finishes and exits.
  func close() {
    isAlive = false
    try? input.close()
  }

  private static func signalName(_ signal: Int32) -> String {
    switch signal {
    case SIGSEGV: return ", a segmentation fault"
    case SIGILL, SIGTRAP: return ", a failed runtime check"
    case SIGABRT: return ", an abort"
    case SIGBUS: return ", a bus error"
    case SIGKILL: return ", killed from outside (out of memory?)"
    default: return ""
    }
  }
}

/// What the reading threads tell the supervisor.
enum WorkerEvent {
  case frame(worker: Int, WorkerFrame)
  /// The worker's output ended and the process exited; `detail` is its "Fatal error" line, if any.
  case ended(worker: Int, reason: String, detail: String?)
}

/// Events from every worker, in arrival order, for the supervising thread.
final class WorkerEvents: @unchecked Sendable {
  // Documented exception to the no-`@unchecked Sendable` rule: `events` is touched only under
  // `lock`, and `signal` is thread-safe.
  private let lock = NSLock()
  private var events: [WorkerEvent] = []
  private let signal = DispatchSemaphore(value: 0)

  func post(_ event: WorkerEvent) {
    lock.lock()
    events.append(event)
    lock.unlock()
    signal.signal()
  }

  /// The events that arrived, waiting up to `milliseconds` for the first.
  func take(waiting milliseconds: Int) -> [WorkerEvent] {
    _ = signal.wait(timeout: .now() + .milliseconds(milliseconds))
    lock.lock()
    defer { lock.unlock() }
    let taken = events
    events = []
    return taken
  }
}

/// The last few kilobytes a worker wrote to standard error, to say why it died.
final class ErrorTail: @unchecked Sendable {
  // Documented exception to the no-`@unchecked Sendable` rule: `text` is touched only under `lock`.
  private let lock = NSLock()
  private var text: [UInt8] = []
  private let ended = DispatchSemaphore(value: 0)
  private static let limit = 8_192

  func drain(_ descriptor: Int32) {
    var chunk = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      lock.lock()
      text += chunk[0..<count]
      if text.count > Self.limit { text.removeFirst(text.count - Self.limit) }
      lock.unlock()
    }
    ended.signal()
  }

  /// Waits (briefly) for the end of standard error, which comes with the process's end.
  func waitForEnd() {
    _ = ended.wait(timeout: .now() + .seconds(2))
  }

  /// The runtime's "Fatal error: …" line, shortened.
  var fatalErrorLine: String? {
    lock.lock()
    defer { lock.unlock() }
    let lines = String(decoding: text, as: UTF8.self).split(whereSeparator: \.isNewline)
    guard let line = lines.first(where: { $0.contains("Fatal error") }) else { return nil }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return trimmed.count > 200 ? String(trimmed.prefix(200)) + "…" : trimmed
  }
}
