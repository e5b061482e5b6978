/// The tasks of a test waiting for a recorder to reach a condition, each with a deadline so a condition that
/// never comes fails the test instead of hanging it.
@MainActor
final class ConditionWaiters {
  private struct Entry {
    var id: Int
    var isMet: @MainActor () -> Bool
    var continuation: CheckedContinuation<Bool, Never>
    var timer: Task<Void, Never>?
  }

  private var entries: [Entry] = []
  private var nextID = 0

  /// Suspends until `isMet` returns `true` after a ``check()``, or `timeout` of real time has passed.
  ///
  /// - Returns: `true` when the condition was met, `false` on timeout.
  func wait(timeout: Duration, until isMet: @escaping @MainActor () -> Bool) async -> Bool {
    if isMet() { return true }
    let id = nextID
    nextID += 1
    return await withCheckedContinuation { continuation in
      let timer = Task { @MainActor [weak self] in
        try? await Task.sleep(for: timeout)
        guard !Task.isCancelled else { return }
        self?.expire(id)
      }
      entries.append(Entry(id: id, isMet: isMet, continuation: continuation, timer: timer))
    }
  }

  /// Resumes every waiter whose condition now holds.
  func check() {
    guard !entries.isEmpty else { return }
    let ready = entries.filter { $0.isMet() }
    guard !ready.isEmpty else { return }
    let readyIDs = Set(ready.map(\.id))
    entries.removeAll { readyIDs.contains($0.id) }
    for entry in ready {
      entry.timer?.cancel()
      entry.continuation.resume(returning: true)
    }
  }

  private func expire(_ id: Int) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    let entry = entries.remove(at: index)
    entry.continuation.resume(returning: false)
  }
}
