import Foundation

/// `check`'s progress on standard error: one line, rewritten in place, saying how many files are
/// done — only on a terminal, only once the run has taken longer than `delay`, and erased at the end.
final class ProgressLine: @unchecked Sendable {
  private let lock = NSLock()
  private let write: (String) -> Void
  private let delay: Duration
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private var lastDrawn: ContinuousClock.Instant?
  private var isShowing = false

  /// - Parameter write: writes to standard error; called under the line's lock.
  init(delay: Duration = .seconds(1), write: @escaping (String) -> Void) {
    self.write = write
    self.delay = delay
    start = clock.now
  }

  /// Redraws the line, at most ten times a second.
  func update(done: Int, total: Int) {
    lock.withLock {
      let now = clock.now
      guard now - start >= delay else { return }
      if let lastDrawn, now - lastDrawn < .milliseconds(100), done < total { return }
      lastDrawn = now
      isShowing = true
      write("\r\u{1B}[Kchecking: \(done) of \(total) files")
    }
  }

  /// Erases the line, so the report and later messages start on a clean line.
  func finish() {
    lock.withLock {
      if isShowing { write("\r\u{1B}[K") }
      isShowing = false
    }
  }
}
