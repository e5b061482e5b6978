/// Workers started before the run is planned, so that what a worker does before it can take a
/// file (starting the process and the runtime, building the rule catalogue) overlaps the
/// supervisor's planning instead of following it. Only an uncached run starts them early: every
/// file goes to a worker, so they are sure to be wanted; a cached run may need none.
///
/// A worker waits for the run's setup, which the supervisor sends once it has the plan. Workers
/// the plan does not need (fewer files than jobs) are closed, and so are all of them when the
/// plan fails: a worker whose input ends before the setup exits at once. The caller starts no
/// more than there are processors; the supervisor starts the rest of `--jobs` after the plan.
final class StartedWorkers: @unchecked Sendable {
  // Documented exception to the no-`@unchecked Sendable` rule: made on the planning thread and
  // handed once to the supervising thread (`IsolatedCheck`), which alone touches the processes'
  // supervisor-side state from then on; the workers' reading threads touch only `events`.
  let events = WorkerEvents()
  private var processes: [WorkerProcess] = []

  /// Starts up to `count` workers; stops at the first that cannot start (the supervisor then
  /// tries again and says why).
  init(isolation: WorkerIsolation, count: Int) {
    for id in 0..<max(1, count) {
      guard let worker = try? WorkerProcess(id: id, isolation: isolation, events: events) else { break }
      processes.append(worker)
    }
  }

  /// The first `count` workers, to supervise; the rest are closed.
  func take(_ count: Int) -> [WorkerProcess] {
    let taken = Array(processes.prefix(count))
    for extra in processes.dropFirst(count) { extra.close() }
    processes = []
    return taken
  }

  /// Closes every worker not taken.
  func close() {
    for worker in processes { worker.close() }
    processes = []
  }
}
