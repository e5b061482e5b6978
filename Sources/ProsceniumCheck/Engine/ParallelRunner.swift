import Foundation

/// Runs work items on a fixed number of threads with large stacks, so that deeply nested code
/// cannot overflow a walker's recursion, and returns results in item order whatever the timing.
///
/// The calling thread supervises: an item that runs past its time budget gets the `overBudget`
/// result, its thread is abandoned (it cannot be stopped; its result, if it ever comes, is
/// dropped) and a fresh thread takes its place, so one file that hangs the parser costs the run
/// its budget, not the run. Heavy items (large files) run one at a time, so their memory is not
/// multiplied by the job count.
package enum ParallelRunner {
  /// Stack size of each worker: deep enough for the parser's nesting limit in debug builds.
  package static let stackSize = 64 << 20

  package static func map<Result: Sendable>(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Result)
    -> [Result]
  {
    map(count: count, jobs: jobs, schedule: { _ in Schedule() }, overBudget: { index, _ in body(index) }, body)
  }

  /// How one item is run: its time budget in seconds (`nil`: none), and whether it is heavy.
  package struct Schedule: Sendable {
    package var budget: Double?
    package var isHeavy: Bool

    package init(budget: Double? = nil, isHeavy: Bool = false) {
      self.budget = budget
      self.isHeavy = isHeavy
    }
  }

  /// - Parameters:
  ///   - schedule: called on the worker just before an item starts.
  ///   - overBudget: the result of an item that ran past its budget, given the budget.
  package static func map<Result: Sendable>(
    count: Int, jobs: Int, schedule: @escaping @Sendable (Int) -> Schedule,
    overBudget: @escaping @Sendable (Int, Double) -> Result, _ body: @escaping @Sendable (Int) -> Result
  ) -> [Result] {
    let state = WorkerShared(RunState<Result>(count: count))
    let heavyGate = DispatchSemaphore(value: 1)
    let finished = DispatchSemaphore(value: 0)
    let workers = max(1, min(jobs, count))

    @Sendable func work(worker: Int) {
      while true {
        let index = state.withLock { state -> Int in
          defer { state.next += 1 }
          return state.next
        }
        guard index < count else { break }
        let plan = schedule(index)
        if plan.isHeavy { heavyGate.wait() }
        let deadline = plan.budget.map { DispatchTime.now().uptimeNanoseconds + UInt64($0 * 1e9) }
        state.withLock {
          $0.running[worker] = RunState.Running(
            index: index, deadline: deadline, budget: plan.budget ?? 0, isHeavy: plan.isHeavy)
        }
        let result = body(index)
        let kept = state.withLock { state -> Bool in
          guard state.running.removeValue(forKey: worker) != nil else { return false }  // abandoned
          state.results[index] = result
          return true
        }
        guard kept else { return }  // a replacement thread does this worker's share now
        if plan.isHeavy { heavyGate.signal() }
      }
      finished.signal()
    }

    func start(worker: Int) {
      let thread = Thread { work(worker: worker) }
      thread.stackSize = stackSize
      thread.start()
    }

    var nextWorker = workers
    for worker in 0..<workers { start(worker: worker) }
    var active = workers
    while active > 0 {
      if finished.wait(timeout: .now() + .milliseconds(50)) == .success {
        active -= 1
        continue
      }
      let now = DispatchTime.now().uptimeNanoseconds
      let expired = state.withLock { state -> [RunState<Result>.Running] in
        let late = state.running.filter { $0.value.deadline.map { $0 < now } ?? false }
        for (worker, item) in late {
          state.running[worker] = nil
          state.results[item.index] = overBudget(item.index, item.budget)
        }
        return Array(late.values)
      }
      for item in expired {
        if item.isHeavy { heavyGate.signal() }
        start(worker: nextWorker)
        nextWorker += 1
      }
    }
    return state.withLock { $0.results.compactMap { $0 } }
  }
}

/// What the workers and their supervisor share.
private struct RunState<Result: Sendable>: Sendable {
  struct Running: Sendable {
    var index: Int
    /// `DispatchTime` nanoseconds after which the item is over budget.
    var deadline: UInt64?
    var budget: Double
    var isHeavy: Bool
  }

  var next = 0
  var results: [Result?]
  /// The item each live worker is running.
  var running: [Int: Running] = [:]

  init(count: Int) {
    results = Array(repeating: nil, count: count)
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
