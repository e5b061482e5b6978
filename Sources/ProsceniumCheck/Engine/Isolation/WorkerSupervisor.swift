import Foundation

/// The execute step in worker processes: hands a plan's files to `--jobs` workers, collects their
/// outcomes by file index, and turns a worker's death into an `unparsable_file` finding on the
/// file it had announced, restarting a worker for the rest. A file over its time budget has its
/// worker killed and is reported as `overBudget`. Files above 1 MB go to one worker at a time.
///
/// Deferred conditions stay in the worker that checked the file. `resolve` sends every file's
/// facts to those workers and takes back the answers; a file whose worker died before answering
/// is checked again by a fresh one.
///
/// Must run on a thread that blocks SIGPIPE (`WorkerSupervisor.run`): writing to a worker that
/// has just died must fail, not end the supervisor.
final class WorkerSupervisor {
  private let plan: CheckPlan
  private let isolation: WorkerIsolation
  private let jobs: Int
  private let setup: WorkerFrame
  private let summary: PlanSummary
  private let events: WorkerEvents
  private var workers: [Int: WorkerProcess] = [:]
  private var nextWorkerID = 0
  /// Workers that ended before they were ready, in a row: past two, the executable is no worker.
  private var failedStarts = 0
  /// Ready workers that ended while checking no file, in a row.
  private var deathsWithoutCulprit = 0

  /// Files still to check, the next one last, and their texts when checked from memory.
  private var queue: [Int] = []
  private var overlays: [Int: String] = [:]
  private var pending: Set<Int> = []
  private(set) var outcomes: [Int: FileOutcome] = [:]
  /// Files whose outcome says they were not checked (their worker died, or ran past the budget):
  /// not to be cached, as an in-process run does not cache a file cut short by its budget.
  private(set) var interrupted: Set<Int> = []
  /// The file above the large-file size being checked, if one is: the next waits for it.
  private var heavyRunning: Int?
  private var schedules: [Int: ParallelRunner.Schedule] = [:]
  private let progress: ProgressCounter?
  /// Files that count towards the progress once they have an outcome.
  private var uncounted: Set<Int> = []

  /// Files whose tree a worker kept when it read them as manifests for the plan: sent to that
  /// worker to check, so they are parsed once.
  private var affinity: [Int: Int] = [:]

  /// How many files a worker is sent ahead, so it never waits for the supervisor between files.
  private static let sentAhead = 2
  /// How many bytes of frames sent ahead may wait in a busy worker's input pipe. Writes to the
  /// pipe block once its buffer (64 KB on Linux, 16 KB and more on macOS) is full, and a blocked
  /// supervisor enforces no time budget: a cached run sends each file's text, so a few large
  /// files queued behind one that hangs stalled the run until it ended.
  private static let sentAheadBytes = 8 * 1_024

  /// - Parameter started: workers started while the run was planned; as many as the plan has
  ///   work for are sent the setup now, the rest closed.
  /// - Parameter withholdsDeferred: whether workers keep each file's deferred findings until
  ///   `resolve` and send only those that hold (`WorkerPlan.withholdsDeferred`).
  init(
    plan: CheckPlan, request: CheckRequest, isolation: WorkerIsolation, progress: ProgressCounter?,
    started: StartedWorkers? = nil, withholdsDeferred: Bool = false
  ) throws {
    self.plan = plan
    self.isolation = isolation
    self.jobs = max(1, request.jobs)
    self.setup = WorkerFrame(
      .setup, payload: WorkerPlan(plan, request: request, withholdsDeferred: withholdsDeferred).encoded)
    self.summary = PlanSummary(plan)
    self.progress = progress
    self.events = started?.events ?? WorkerEvents()
    let manifestsRead = started?.manifestsRead ?? [:]
    for worker in started?.take(min(jobs, plan.files.count)) ?? [] {
      workers[worker.id] = worker
      nextWorkerID = max(nextWorkerID, worker.id + 1)
      _ = worker.send(setup)
    }
    if !manifestsRead.isEmpty {
      for (index, work) in plan.files.enumerated() where work.readPath.hasSuffix("Package.swift") {
        let path = absolute(work.readPath)
        if let owner = manifestsRead.first(where: { $0.value.contains(path) })?.key { affinity[index] = owner }
      }
    }
  }

  /// Runs `body` on a thread with SIGPIPE blocked and a large stack, and returns its result. The
  /// result is sent, not shared: the thread ends once it has made it (so it may be a value that is
  /// not `Sendable`, such as a run's `ProjectIndexes`).
  static func run<Value>(_ body: @escaping @Sendable () throws -> sending Value) throws -> sending Value {
    let box = ResultBox<Value>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      var blocked = sigset_t()
      sigemptyset(&blocked)
      sigaddset(&blocked, SIGPIPE)
      pthread_sigmask(SIG_BLOCK, &blocked, nil)
      box.result = Result { try body() }
      done.signal()
    }
    thread.stackSize = ParallelRunner.stackSize
    thread.start()
    done.wait()
    return try box.result!.get()
  }

  /// Checks the files at `indices`; their outcomes are in `outcomes`, deferred conditions held.
  ///
  /// - Parameter counts: whether the files count towards the progress (not when checked again).
  func check(_ indices: [Int], overlays: [Int: String], counts: Bool = true) throws {
    if counts { uncounted.formUnion(indices) }
    for index in indices {
      self.overlays[index] = overlays[index]
      schedules[index] = CheckEngine.schedule(plan.files[index], overlay: overlays[index])
      pending.insert(index)
    }
    queue = indices.reversed() + queue
    try drain()
  }

  /// Answers every held deferred condition on the index of `facts` and returns the answers by
  /// file. A file whose worker dies first is checked again (its conditions come back with it),
  /// at most twice; after that it is reported as a crash and its deferred findings are dropped.
  ///
  /// - Parameter meanwhile: work for this thread while the first requests are answered (not done
  ///   when no worker holds a condition).
  func resolve(
    facts: [FileFacts], records: Bool, meanwhile: () -> Void = {}
  ) throws -> [Int: ConditionAnswers] {
    var answers: [Int: ConditionAnswers] = [:]
    var attempts: [Int: Int] = [:]
    var waited = false
    while true {
      try drain()
      let holders = workers.values.filter { $0.isAlive && !$0.held.isEmpty }
      guard !holders.isEmpty else { return answers }
      for worker in holders {
        worker.isResolving = true
        var lacking: [Int: FileFacts] = [:]
        for index in facts.indices where !worker.checked.contains(index) { lacking[index] = facts[index] }
        let request = ConditionRequest(facts: lacking, records: records)
        _ = worker.send(WorkerFrame(.resolve, payload: request.encoded))  // a failure arrives as its end
      }
      if !waited {
        meanwhile()
        waited = true
      }
      while workers.values.contains(where: { $0.isAlive && $0.isResolving }) {
        for event in events.take(waiting: 50) {
          switch event {
          case .frame(let id, let frame):
            guard let worker = workers[id], worker.isAlive, frame.kind == .answers else { continue }
            guard let list = try? ConditionAnswers.decoded(frame.payload[...]) else {
              worker.kill()
              throw IsolationUnavailable(reason: "a worker sent unreadable answers")
            }
            for item in list { answers[item.index] = item }
            worker.held = []
            worker.isResolving = false
          case .ended(let id, let reason, let detail):
            guard let worker = workers[id], worker.isAlive else { continue }
            worker.isAlive = false
            worker.isResolving = false
            for index in worker.held.sorted() {
              attempts[index, default: 0] += 1
              if attempts[index]! > 2 {
                record(
                  index, crashed(index, reason: reason, detail: detail, while: "answering its project-wide questions"),
                  interrupted: true)
              } else {
                pending.insert(index)
                queue.append(index)  // next
              }
            }
            worker.held = []
          }
        }
      }
    }
  }

  /// Closes every worker's input; they exit on their own.
  func finish() {
    for worker in workers.values where worker.isAlive { worker.close() }
  }

  // MARK: - The loop

  /// Runs until every queued file has an outcome.
  private func drain() throws {
    while !pending.isEmpty {
      try startWorkers()
      dispatch()
      for event in events.take(waiting: 50) { try handle(event) }
      expireBudgets()
    }
  }

  private func startWorkers() throws {
    let busy = workers.values.filter(\.isAlive).count
    let wanted = min(jobs, pending.count)
    guard busy < wanted else { return }
    for _ in busy..<wanted {
      let worker: WorkerProcess
      do {
        worker = try WorkerProcess(id: nextWorkerID, isolation: isolation, events: events)
      } catch {
        throw IsolationUnavailable(reason: "cannot start '\(isolation.executable)': \(error)")
      }
      nextWorkerID += 1
      workers[worker.id] = worker
      _ = worker.send(setup)
    }
  }

  /// Sends each ready worker files until it has `sentAhead`, keeping large files one at a time.
  private func dispatch() {
    for worker in workers.values.sorted(by: { $0.id < $1.id }) where worker.isAlive && worker.isReady {
      while worker.outstanding.count < Self.sentAhead, let position = nextPosition(for: worker) {
        let index = queue[position]
        // The frame's size, known before the text is copied into it: a busy worker may take
        // nothing for a while, and this loop runs at every event.
        let size = 10 + (overlays[index]?.utf8.count ?? 0)
        // A worker with nothing to do reads as the frame is written; a busy one only later.
        guard worker.outstanding.isEmpty || worker.unannouncedBytes.values.reduce(size, +) <= Self.sentAheadBytes
        else { break }
        // A flag byte, then the text: an empty overlay is still not the file on disk.
        let tail: [UInt8] = overlays[index].map { [1] + Array($0.utf8) } ?? [0]
        let frame = WorkerFrame(.check, index: index, tail: tail)
        assert(5 + frame.payload.count == size)
        queue.remove(at: position)
        if schedules[index]?.isHeavy == true { heavyRunning = index }
        worker.outstanding.append(index)
        worker.unannouncedBytes[index] = size
        _ = worker.send(frame)
      }
    }
  }

  /// The queue position of the next file `worker` may take: not a large file while another runs,
  /// nor a manifest another live worker has parsed already, unless nothing else is left.
  private func nextPosition(for worker: WorkerProcess) -> Int? {
    var another: Int?
    for position in queue.indices.reversed() {
      let index = queue[position]
      guard schedules[index]?.isHeavy != true || heavyRunning == nil else { continue }
      guard let owner = affinity[index], owner != worker.id, workers[owner]?.isAlive == true else { return position }
      if another == nil { another = position }
    }
    return another
  }

  private func handle(_ event: WorkerEvent) throws {
    switch event {
    case .frame(let id, let frame):
      guard let worker = workers[id], worker.isAlive else { return }
      switch frame.kind {
      case .planned:
        guard let theirs = try? frame.decoded(PlanSummary.self), theirs == summary else {
          worker.kill()
          throw IsolationUnavailable(reason: "a worker planned a different run (did files change meanwhile?)")
        }
        worker.isReady = true
        failedStarts = 0
      case .began:
        guard let index = frame.index else { return }
        worker.current = index
        worker.unannouncedBytes[index] = nil
        let budget = schedules[index]?.budget
        worker.budget = budget ?? 0
        worker.deadline = budget.map { DispatchTime.now().uptimeNanoseconds + UInt64($0 * 1e9) }
      case .outcome:
        guard let index = frame.index, let wire = try? WireOutcome(decoding: frame.tail) else {
          worker.kill()
          throw IsolationUnavailable(reason: "a worker sent an unreadable outcome")
        }
        worker.outstanding.removeAll { $0 == index }
        worker.checked.insert(index)
        worker.current = nil
        worker.deadline = nil
        if wire.deferred.isEmpty, wire.withheldDeferred == 0 {
          worker.held.remove(index)
        } else {
          worker.held.insert(index)
        }
        record(index, Self.outcome(wire))
      case .refusal:
        let reason = String(decoding: frame.payload, as: UTF8.self)
        worker.kill()
        throw IsolationUnavailable(reason: "a worker refused the run: \(reason)")
      default:
        return
      }
    case .ended(let id, let reason, let detail):
      guard let worker = workers[id], worker.isAlive else { return }
      worker.isAlive = false
      guard worker.isReady else {
        failedStarts += 1
        if failedStarts >= 2 {
          throw IsolationUnavailable(
            reason: "the worker '\(isolation.executable)' ended before it was ready (\(reason))"
              + (detail.map { ": \($0)" } ?? ""))
        }
        return
      }
      if let culprit = worker.current {
        record(culprit, crashed(culprit, reason: reason, detail: detail, while: "checking it"), interrupted: true)
        deathsWithoutCulprit = 0
      } else {
        // Dying between files blames none, and would go on for ever if it kept happening.
        deathsWithoutCulprit += 1
        if deathsWithoutCulprit >= 3 {
          throw IsolationUnavailable(reason: "workers keep ending between files (\(reason))")
        }
      }
      requeue(from: worker)
    }
  }

  /// Kills the workers whose current file ran past its budget and reports that file.
  private func expireBudgets() {
    let now = DispatchTime.now().uptimeNanoseconds
    for worker in workers.values where worker.isAlive {
      guard let deadline = worker.deadline, deadline < now, let index = worker.current else { continue }
      worker.kill()
      record(index, CheckEngine.overBudget(plan.files[index], budget: worker.budget), interrupted: true)
      requeue(from: worker)
    }
  }

  /// Puts back what a worker that is gone was sent and did not answer, and the files whose
  /// conditions it held (checked again, their conditions come back with them).
  private func requeue(from worker: WorkerProcess) {
    let again = worker.outstanding.filter { $0 != worker.current } + worker.held.sorted()
    for index in worker.outstanding where index == heavyRunning { heavyRunning = nil }
    worker.outstanding = []
    worker.held = []
    worker.current = nil
    worker.deadline = nil
    worker.unannouncedBytes = [:]
    for index in again.reversed() {
      pending.insert(index)
      queue.append(index)
    }
  }

  private func record(_ index: Int, _ outcome: FileOutcome, interrupted: Bool = false) {
    if heavyRunning == index { heavyRunning = nil }
    if interrupted { self.interrupted.insert(index) } else { self.interrupted.remove(index) }
    outcomes[index] = outcome
    pending.remove(index)
    if uncounted.remove(index) != nil { progress?.increment() }
  }

  /// The outcome of a file whose worker died on it.
  private func crashed(_ index: Int, reason: String, detail: String?, while doing: String) -> FileOutcome {
    let work = plan.files[index]
    var message = "file not checked: the worker process died while \(doing) (\(reason))"
    if let detail { message += "; it said: \(detail)" }
    message += "; the parser or a rule cannot handle this file"
    return CheckEngine.unreadable(work, FileChecker.unreadableFinding(path: work.displayPath, reason: message))
  }

  /// A received outcome; its deferred conditions are answered later by `resolve`.
  private static func outcome(_ wire: WireOutcome) -> FileOutcome {
    FileOutcome(
      facts: wire.facts, findings: wire.findings,
      deferred: wire.deferred.map { DeferredFinding(finding: $0, condition: .constant(false)) },
      lineCount: wire.lineCount, skipReason: wire.skipReason)
  }
}

/// A value handed from one thread to another once, after a semaphore.
private final class ResultBox<Value>: @unchecked Sendable {
  // Documented exception to the no-`@unchecked Sendable` rule: written once before `done.signal()`
  // and read once after `done.wait()`, which orders the two; the thread that wrote it has ended
  // with no other reference to the value.
  var result: Result<Value, any Error>?
}
