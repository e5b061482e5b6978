/// A clock whose time only moves when a test says so, so debounces, timeouts and backoffs run instantly and
/// deterministically.
///
/// A sleeper resumes when ``advance(by:isolation:)`` moves time to or past its deadline. Because a resumed task runs
/// later, on its own executor, tests wait for the next sleep with ``waitForSleepers(count:)`` rather than yielding:
///
/// ```swift
/// let clock = TestClock()
/// let search = SearchModel(debounce: .milliseconds(300), clock: clock) { try await api.search($0) }
/// search.query = "swift"
/// await clock.waitForSleepers()
/// await clock.advance(by: .milliseconds(300))  // the search starts now
/// ```
public final class TestClock: Clock, Sendable {
  /// A point in test time: the time elapsed since the clock was made.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// The time elapsed since the clock's start.
    public var offset: Duration

    /// Makes an instant at `offset` after the clock's start.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    /// The instant `duration` after this one.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset, for failure messages.
    public var description: String { "TestClock.Instant(\(offset))" }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct Waiter {
    var count: Int
    var continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var now = Instant()
    var nextID = 0
    var sleepers: [Sleeper] = []
    var cancelledBeforeSleeping: Set<Int> = []
    var waiters: [Waiter] = []

    /// Removes and returns the waiters now satisfied.
    mutating func satisfiedWaiters() -> [Waiter] {
      let satisfied = waiters.filter { $0.count <= sleepers.count }
      waiters.removeAll { $0.count <= sleepers.count }
      return satisfied
    }
  }

  private let state = LockedState(State())

  /// Makes a clock at offset zero with no sleepers.
  public init() {}

  /// The current test time.
  public var now: Instant {
    state.withLock { $0.now }
  }

  /// The smallest step of this clock: none, time moves exactly as told.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks sleeping on this clock.
  public var sleeperCount: Int {
    state.withLock { $0.sleepers.count }
  }

  /// The deadlines of the tasks sleeping on this clock, earliest first.
  public var sleeperDeadlines: [Instant] {
    state.withLock { $0.sleepers.map(\.deadline).sorted() }
  }

  /// Suspends until `deadline`, which only comes when a test advances the clock.
  ///
  /// - Throws: `CancellationError` if the task is cancelled before the deadline.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: (resume: Bool, cancelled: Bool, waiters: [Waiter]) = state.withLock { state in
          if state.cancelledBeforeSleeping.remove(id) != nil { return (true, true, []) }
          if deadline <= state.now { return (true, false, []) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return (false, false, state.satisfiedWaiters())
        }
        if outcome.resume {
          if outcome.cancelled {
            continuation.resume(throwing: CancellationError())
          } else {
            continuation.resume()
          }
        }
        for waiter in outcome.waiters { waiter.continuation.resume() }
      }
    } onCancel: {
      let sleeper: Sleeper? = state.withLock { state in
        if let index = state.sleepers.firstIndex(where: { $0.id == id }) {
          return state.sleepers.remove(at: index)
        }
        state.cancelledBeforeSleeping.insert(id)
        return nil
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward, resuming in deadline order every sleeper whose deadline is reached.
  ///
  /// Tasks that go back to sleep after being resumed do so from the new time; wait for them with
  /// ``waitForSleepers(count:)`` before advancing again.
  ///
  /// It is `async` so it reads like other test clocks (`await clock.advance(by:)`), but it never suspends: it
  /// runs on the caller's actor and returns once the sleepers are resumed, before they run.
  ///
  /// - Parameters:
  ///   - duration: How far to move; must not be negative.
  ///   - isolation: The caller's actor, inherited so that no hop happens.
  public func advance(by duration: Duration, isolation: isolated (any Actor)? = #isolation) async {
    let target = state.withLock { $0.now.advanced(by: max(duration, .zero)) }
    resumeSleepers(until: target)
  }

  /// Moves time forward to `deadline`, resuming every sleeper whose deadline is reached; earlier instants are
  /// ignored. Like ``advance(by:isolation:)``, it never suspends.
  public func advance(to deadline: Instant, isolation: isolated (any Actor)? = #isolation) async {
    resumeSleepers(until: deadline)
  }

  /// Moves time to the latest deadline among the current sleepers, resuming them all; it never suspends.
  ///
  /// Sleeps that start after this call are not awaited; wait for them with ``waitForSleepers(count:)``.
  public func run(isolation: isolated (any Actor)? = #isolation) async {
    guard let last = sleeperDeadlines.last else { return }
    resumeSleepers(until: last)
  }

  private func resumeSleepers(until deadline: Instant) {
    let due: [Sleeper] = state.withLock { state in
      guard deadline > state.now else { return [] }
      state.now = deadline
      let due = state.sleepers.filter { $0.deadline <= deadline }
      state.sleepers.removeAll { $0.deadline <= deadline }
      return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Suspends until at least `count` tasks are sleeping on this clock, so a test advances only once the code
  /// under test has started its wait.
  ///
  /// - Parameter count: The number of sleepers to wait for. Defaults to 1.
  public func waitForSleepers(count: Int = 1) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state in
        if state.sleepers.count >= count { return true }
        state.waiters.append(Waiter(count: count, continuation: continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }
}
