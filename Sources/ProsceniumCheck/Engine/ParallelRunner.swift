import Foundation

/// Runs work items on a fixed number of threads with large stacks, so that deeply nested code
/// cannot overflow a walker's recursion, and returns results in item order whatever the timing.
public enum ParallelRunner {
  /// Stack size of each worker: deep enough for the parser's nesting limit in debug builds.
  public static let stackSize = 64 << 20

  public static func map<Result: Sendable>(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Result) -> [Result] {
    let next = WorkerShared(0)
    let results = WorkerShared([Result?](repeating: nil, count: count))
    let workers = max(1, min(jobs, count))
    let finished = DispatchSemaphore(value: 0)
    for _ in 0..<workers {
      let thread = Thread {
        while true {
          let index = next.withLock { value -> Int in
            defer { value += 1 }
            return value
          }
          guard index < count else { break }
          let result = body(index)
          results.withLock { $0[index] = result }
        }
        finished.signal()
      }
      thread.stackSize = stackSize
      thread.start()
    }
    for _ in 0..<workers { finished.wait() }
    return results.withLock { $0.compactMap { $0 } }
  }
}

/// State the workers share behind a lock.
///
/// Documented exception to the no-`@unchecked Sendable` rule: `Synchronization.Mutex` would make
/// this checkable, but it needs macOS 15 while the package supports macOS 14. It is safe because
/// `value` is private and only touched inside `withLock`, which holds an `NSLock` for the whole
/// access, and `Value` is `Sendable`, so nothing that escapes the lock can race.
private final class WorkerShared<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
