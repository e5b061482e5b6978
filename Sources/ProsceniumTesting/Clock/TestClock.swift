import Testing

/// A clock whose time only moves when a test says so, so debounces, timeouts and backoffs run instantly and
/// deterministically.
///
/// A sleeper resumes when ``advance(by:isolation:)`` moves time to or past its deadline, and `advance` lets each
/// resumed task run to its end or its next sleep before it returns, so a test can check the outcome right away:
///
/// ```swift
/// let clock = TestClock()
/// let search = SearchModel(debounce: .milliseconds(300), clock: clock) { try await api.search($0) }
/// search.query = "swift"
/// await clock.waitForSleepers()
/// await clock.advance(by: .milliseconds(300))
/// #expect(search.results == .loaded(["swift"]))
/// ```
///
/// "Runs to its end" means the resumed task is given turns until it goes quiet: work on the caller's actor (the
/// main actor in view model tests) runs completely; work that hops to other executors is given many chances to
/// finish, like Point-Free's clocks do, which covers in-memory fakes. Use ``waitForSleepers(count:timeout:sourceLocation:)``
/// before advancing, so the code under test has started its wait.
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
    var id: Int
    var count: Int
    var continuation: CheckedContinuation<Bool, Never>
  }

  private struct State {
    var now = Instant()
    var nextID = 0
    var sleepers: [Sleeper] = []
    var cancelledBeforeSleeping: Set<Int> = []
    var waiters: [Waiter] = []
    /// Waiters whose timeout fired before they started waiting.
    var expiredWaiters: Set<Int> = []

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
        for waiter in outcome.waiters { waiter.continuation.resume(returning: true) }
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

  /// Moves time forward, resuming in deadline order every sleeper whose deadline is reached, and letting each
  /// resumed task run to its end or its next sleep before going on.
  ///
  /// A task that goes back to sleep with a deadline still within the advance is resumed too, in order; time
  /// moves to each deadline in turn, then to the end of the advance.
  ///
  /// - Parameters:
  ///   - duration: How far to move; must not be negative.
  ///   - isolation: The caller's actor, inherited so resumed work on it runs before this returns.
  public func advance(by duration: Duration, isolation: isolated (any Actor)? = #isolation) async {
    let target = state.withLock { $0.now.advanced(by: max(duration, .zero)) }
    await resumeSleepers(until: target)
  }

  /// Moves time forward to `deadline` as ``advance(by:isolation:)`` does; earlier instants are ignored.
  public func advance(to deadline: Instant, isolation: isolated (any Actor)? = #isolation) async {
    await resumeSleepers(until: deadline)
  }

  /// Moves time to the latest deadline among the current sleepers, resuming them (and the sleeps they start
  /// within that time) as ``advance(by:isolation:)`` does.
  public func run(isolation: isolated (any Actor)? = #isolation) async {
    guard let last = sleeperDeadlines.last else { return }
    await resumeSleepers(until: last)
  }

  private func resumeSleepers(until deadline: Instant, isolation: isolated (any Actor)? = #isolation) async {
    while let sleeper = takeEarliestSleeper(dueBy: deadline) {
      sleeper.continuation.resume()
      await Self.settle()
    }
    state.withLock { state in
      if deadline > state.now { state.now = deadline }
    }
  }

  /// Removes the earliest sleeper due by `deadline` and moves time to its deadline.
  private func takeEarliestSleeper(dueBy deadline: Instant) -> Sleeper? {
    state.withLock { state in
      guard
        let index = state.sleepers.indices.min(by: {
          (state.sleepers[$0].deadline, state.sleepers[$0].id) < (state.sleepers[$1].deadline, state.sleepers[$1].id)
        }),
        state.sleepers[index].deadline <= deadline
      else { return nil }
      let sleeper = state.sleepers.remove(at: index)
      if sleeper.deadline > state.now { state.now = sleeper.deadline }
      return sleeper
    }
  }

  /// Gives a resumed task turns until it goes quiet: yields on the caller's actor, so work queued there runs, and
  /// waits on low-priority detached tasks, so work on the global executor gets turns too.
  private static func settle(isolation: isolated (any Actor)? = #isolation) async {
    for _ in 0..<settlingTurns {
      await Task.yield()
      await Task.detached(priority: .background) { await Task.yield() }.value
    }
  }

  /// How many turns ``settle(isolation:)`` gives.
  private static let settlingTurns = 20

  /// Suspends until at least `count` tasks are sleeping on this clock, so a test advances only once the code
  /// under test has started its wait.
  ///
  /// - Parameters:
  ///   - count: The number of sleepers to wait for. Defaults to 1.
  ///   - timeout: How long, in real time, to wait before failing the test. Defaults to ``TestWait/defaultTimeout``.
  ///   - sourceLocation: Where a timeout is reported; the caller's line by default.
  /// - Returns: `true` once the sleepers wait, `false` after a timeout (the test has then failed).
  @discardableResult
  public func waitForSleepers(
    count: Int = 1,
    timeout: Duration = TestWait.defaultTimeout,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Bool {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    let timer = Task { [state] in
      try? await Task.sleep(for: timeout)
      guard !Task.isCancelled else { return }
      let waiter: Waiter? = state.withLock { state in
        guard let index = state.waiters.firstIndex(where: { $0.id == id }) else {
          state.expiredWaiters.insert(id)
          return nil
        }
        return state.waiters.remove(at: index)
      }
      waiter?.continuation.resume(returning: false)
    }
    defer { timer.cancel() }
    let met = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let ready: Bool? = state.withLock { state in
        if state.sleepers.count >= count { return true }
        if state.expiredWaiters.remove(id) != nil { return false }
        state.waiters.append(Waiter(id: id, count: count, continuation: continuation))
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
    if !met {
      TestFailure.record(
        "TestClock waited \(timeout) for \(count) sleeper(s) but \(sleeperCount) slept; is the code under test "
          + "sleeping on this clock, or on a production clock such as ContinuousClock?",
        sourceLocation: sourceLocation
      )
    }
    return met
  }
}
