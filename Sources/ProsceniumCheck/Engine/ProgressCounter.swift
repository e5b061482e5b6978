import Foundation

/// Counts files done across worker threads and reports each new count.
final class ProgressCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var done = 0
  private let total: Int
  private let report: @Sendable (Int, Int) -> Void

  init(total: Int, report: @escaping @Sendable (Int, Int) -> Void) {
    self.total = total
    self.report = report
  }

  func increment() {
    let count = lock.withLock {
      done += 1
      return done
    }
    report(count, total)
  }

  /// Starts again from zero (a run that falls back from worker processes to threads).
  func reset() {
    lock.withLock { done = 0 }
  }
}
