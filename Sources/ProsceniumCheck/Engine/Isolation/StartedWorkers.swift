import Foundation

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
  /// The manifests each worker read for the plan (absolute paths), by worker id: it keeps their
  /// trees, so the supervisor sends it the same files to check.
  private(set) var manifestsRead: [Int: Set<String>] = [:]
  /// Manifests no worker could read, with why, for the run's notes.
  private(set) var problems: [String] = []

  /// Starts up to `count` workers; stops at the first that cannot start (the supervisor then
  /// tries again and says why).
  init(isolation: WorkerIsolation, count: Int) {
    for id in 0..<max(1, count) {
      guard let worker = try? WorkerProcess(id: id, isolation: isolation, events: events) else { break }
      processes.append(worker)
    }
  }

  /// Reads the plan's manifests in the first worker (see `PackageManifestCache.Reader`).
  var manifestReader: PackageManifestCache.Reader {
    { path in self.readManifest(at: path) }
  }

  /// Reads the manifests at `paths` in every started worker at once, each sent its share in turn;
  /// with one worker, none (the plan asks for each as it needs it).
  var manifestBatchReader: PackageManifestCache.BatchReader {
    { paths in self.processes.count > 1 ? self.read(paths, sharedAmong: self.processes) : [:] }
  }

  /// Asks the first live worker to read and parse the manifest at `path`. A worker that ends
  /// without crashing (not a worker at all) is dropped and the next asked; with none left, the
  /// manifest is read here, as without isolation.
  private func readManifest(at path: String) -> PackageManifestCache.Entry? {
    while let worker = processes.first {
      // Read, or unreadable with a note; otherwise `worker` is gone and the next is asked.
      if let entry = read([path], sharedAmong: [worker])[path] { return entry }
    }
    return PackageManifestCache.read(at: path)
  }

  /// Sends each of `workers` its share of `paths` (in turn) and collects the answers, waiting for
  /// the manifest at the head of each share at most the default time budget for its size. A
  /// worker that crashes or runs past it on a manifest is dropped, and that manifest counts as
  /// unreadable, with a note (checking the file later reports it too); a worker that ends without
  /// crashing is dropped silently. The rest of a dropped worker's share is left out of the
  /// result. Other workers' events are the supervisor's: kept, and posted again at the end.
  private func read(_ paths: [String], sharedAmong workers: [WorkerProcess]) -> [String: PackageManifestCache.Entry?] {
    var shares: [Int: [String]] = [:]
    for (position, path) in paths.enumerated() {
      let worker = workers[position % workers.count]
      guard processes.contains(where: { $0 === worker }) else { continue }
      // This is the planning thread: writing to a worker that has ended must fail, not raise
      // SIGPIPE here, so the frame goes from a thread that blocks it.
      let descriptor = worker.inputDescriptor
      let frame = WorkerFrame(.readManifest, payload: Array(path.utf8))
      guard (try? WorkerSupervisor.run { writeFrame(frame, to: descriptor) }) == true else {
        drop(worker)
        shares[worker.id] = nil
        continue
      }
      shares[worker.id, default: []].append(path)
    }
    var deadlines: [Int: UInt64] = [:]
    func startClock(_ id: Int) {
      guard let head = shares[id]?.first else { return }
      deadlines[id] = DispatchTime.now().uptimeNanoseconds + UInt64(Self.budget(ofManifestAt: head) * 1e9)
    }
    for id in shares.keys { startClock(id) }
    var results: [String: PackageManifestCache.Entry?] = [:]
    var others: [WorkerEvent] = []
    defer { for event in others { events.post(event) } }
    func give(up id: Int, _ reason: String?) {
      if let reason, let head = shares[id]?.first {
        problems.append("cannot read package manifest '\(head)': \(reason)")
        results[head] = .some(nil)
      }
      if let worker = processes.first(where: { $0.id == id }) { drop(worker) }
      shares[id] = nil
    }
    while shares.values.contains(where: { !$0.isEmpty }) {
      for event in events.take(waiting: 50) {
        switch event {
        case .frame(let id, let frame) where frame.kind == .manifest && shares[id]?.isEmpty == false:
          guard let reply = try? frame.decoded(ManifestReply.self) else {
            give(up: id, "the worker sent an unreadable answer")
            continue
          }
          let path = shares[id]!.removeFirst()
          manifestsRead[id, default: []].insert(path)
          results[path] = .some(reply.manifest.map { .init(manifest: $0, isValidUTF8: reply.isValidUTF8) })
          startClock(id)
        case .ended(let id, let reason, _) where shares[id] != nil:
          give(up: id, WorkerProcess.isCrash(reason) ? "the worker process died while parsing it (\(reason))" : nil)
        default:
          others.append(event)
        }
      }
      let now = DispatchTime.now().uptimeNanoseconds
      for (id, share) in shares where !share.isEmpty && (deadlines[id] ?? .max) < now {
        let seconds = String(format: "%g", Self.budget(ofManifestAt: share[0]))
        give(up: id, "it took longer than \(seconds) s to parse")
      }
    }
    return results
  }

  /// The default time budget for parsing the manifest at `path`, by its size.
  private static func budget(ofManifestAt path: String) -> Double {
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    return FileLimits().budget(forBytes: size)
  }

  /// Ends a worker the plan cannot use and forgets it.
  private func drop(_ worker: WorkerProcess) {
    worker.kill()
    processes.removeAll { $0 === worker }
    manifestsRead[worker.id] = nil
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
