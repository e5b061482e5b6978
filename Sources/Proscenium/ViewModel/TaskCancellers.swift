import Foundation

/// The cancel handles of a view model's running tasks, kept behind a lock so the view model's nonisolated
/// `deinit` can cancel them: work a screen started must not outlive the screen.
final class TaskCancellers: @unchecked Sendable {
  private let lock = NSLock()
  private var cancellers: [Int: @Sendable () -> Void] = [:]

  /// Remembers how to cancel the task with serial number `serial`.
  func insert(_ serial: Int, cancel: @escaping @Sendable () -> Void) {
    lock.withLock { cancellers[serial] = cancel }
  }

  /// Forgets a task that ended.
  func remove(_ serial: Int) {
    _ = lock.withLock { cancellers.removeValue(forKey: serial) }
  }

  /// Cancels the tasks with the given serial numbers.
  func cancel(_ serials: some Sequence<Int>) {
    let chosen = lock.withLock { serials.compactMap { cancellers[$0] } }
    for cancel in chosen { cancel() }
  }

  /// Cancels every task still running.
  func cancelAll() {
    let all = lock.withLock { Array(cancellers.values) }
    for cancel in all { cancel() }
  }
}
