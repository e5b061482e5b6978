import Foundation

/// The worker side of isolation (`proscenium __worker`, never typed by people): rebuilds the
/// supervisor's plan from the `WorkerPlan` it is sent (reading only configuration files), then
/// checks the files it is sent, one at a time, and streams each outcome back. It announces each file before
/// starting it, so if the parser or a rule takes the process down, the supervisor knows which
/// file did.
///
/// Deferred findings' conditions are closures: they stay here, by file, until the supervisor
/// sends every file's facts and asks for the answers, each on the index of its file's project.
package enum CheckWorker {
  /// Serves one supervisor on `input` and `output` until `input` ends; returns the exit status.
  package static func serve(catalog: RuleCatalog, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Int32 {
    let done = DispatchSemaphore(value: 0)
    let status = WorkerStatus()
    // The parser recurses deeply: the main thread's 8 MB stack is not enough, as for in-process
    // workers.
    let thread = Thread {
      status.value = Session(catalog: catalog, input: input, output: output).run()
      done.signal()
    }
    thread.stackSize = ParallelRunner.stackSize
    thread.start()
    done.wait()
    return status.value
  }

  /// The exit status, handed from the serving thread to the caller once (after `done.wait()`).
  private final class WorkerStatus: @unchecked Sendable {
    var value: Int32 = 0
  }

  private struct Session {
    let catalog: RuleCatalog
    let input: Int32
    let output: Int32

    func run() -> Int32 {
      var reader = WorkerFrameReader(descriptor: input)
      let hook = DebugHook.fromEnvironment()
      // Manifests the supervisor's plan asked for, whose trees serve when the file is checked.
      var manifestTrees: [String: ParsedSource] = [:]
      var next = reader.next()
      while let frame = next, frame.kind == .readManifest {
        let path = String(decoding: frame.payload, as: UTF8.self)
        hook?.apply(to: path)
        let entry = PackageManifestCache.read(at: path)
        if let parsed = entry?.parsed { manifestTrees[path] = parsed }
        let reply = ManifestReply(manifest: entry?.manifest, isValidUTF8: entry?.isValidUTF8 ?? false)
        guard let answer = try? WorkerFrame(.manifest, json: reply), writeFrame(answer, to: output) else { return 1 }
        next = reader.next()
      }
      guard let first = next, first.kind == .setup else { return refuse("expected the run's setup first") }
      guard let setup = try? WorkerPlan(decoding: first.payload[...]) else { return refuse("unreadable setup") }
      let engine = CheckEngine(catalog: catalog)
      let plan: CheckPlan
      do {
        plan = try setup.rebuilt(catalog: catalog, loadConfiguration: engine.loadConfiguration(at:))
      } catch {
        return refuse("cannot plan the run: \(error)")
      }
      guard let planned = try? WorkerFrame(.planned, json: PlanSummary(plan)), writeFrame(planned, to: output) else {
        return 1
      }
      var held: [Int: [DeferredFinding]] = [:]
      // The facts of the files this worker checked: the supervisor does not send them back.
      var known: [Int: FileFacts] = [:]
      while let frame = reader.next() {
        switch frame.kind {
        case .check:
          guard let index = frame.index, plan.files.indices.contains(index) else { return refuse("no such file") }
          let overlay = frame.tail.first == 1 ? String(decoding: frame.tail.dropFirst(), as: UTF8.self) : nil
          guard writeFrame(WorkerFrame(.began, index: index), to: output) else { return 1 }
          hook?.apply(to: plan.files[index].displayPath)
          var work = plan.files[index]
          if overlay == nil, !manifestTrees.isEmpty, work.readPath.hasSuffix("Package.swift") {
            work.parsed = manifestTrees.removeValue(forKey: absolute(work.readPath))
          }
          let outcome = CheckEngine.check(work, overlay: overlay)
          known[index] = outcome.facts
          held[index] = outcome.deferred.isEmpty ? nil : outcome.deferred
          let wire = WireOutcome(outcome, withholding: setup.withholdsDeferred)
          guard writeFrame(WorkerFrame(.outcome, index: index, tail: wire.encoded), to: output) else { return 1 }
        case .resolve:
          guard let request = try? ConditionRequest(decoding: frame.payload[...]) else {
            return refuse("unreadable facts")
          }
          known.merge(request.facts) { _, sent in sent }
          guard known.count == plan.files.count, known.keys.allSatisfy(plan.files.indices.contains) else {
            return refuse("the facts sent do not cover the plan's files")
          }
          let facts = plan.files.indices.map { known[$0]! }
          // Each file's conditions are answered on its own project's index, as in-process.
          let indexes = ProjectIndexes(partition: plan.projects, facts: facts)
          var answers: [ConditionAnswers] = []
          for file in held.keys.sorted() {
            let index = indexes.index(ofFile: file)
            let recorder = request.records ? IndexReadRecorder() : nil
            let asked = recorder.map { ProjectIndex(recordingReadsOf: index, into: $0) } ?? index
            let deferred = held[file]!
            let holds = deferred.map { $0.condition.holds(in: asked) }
            answers.append(
              ConditionAnswers(
                index: file, holds: holds, reads: recorder.map { Array($0.recorded) },
                kept: setup.withholdsDeferred ? zip(deferred, holds).filter(\.1).map(\.0.finding) : nil))
          }
          held = [:]
          guard writeFrame(WorkerFrame(.answers, payload: ConditionAnswers.encoded(answers)), to: output) else {
            return 1
          }
        default:
          return refuse("unexpected message")
        }
      }
      return 0
    }

    private func refuse(_ reason: String) -> Int32 {
      _ = writeFrame(WorkerFrame(.refusal, payload: Array(reason.utf8)), to: output)
      return 3
    }
  }
}

/// A way to make a worker fail on purpose, so tests can prove that a crash or a hang in one file
/// costs only that file. Honoured only by debug builds, only in workers:
/// `PROSCENIUM_WORKER_DEBUG=crash:<path suffix>` raises SIGSEGV when the worker starts on a file
/// whose display path ends so; `hang:<path suffix>` sleeps forever instead.
struct DebugHook {
  enum Action { case crash, hang }

  var action: Action
  var suffix: String

  static let variable = "PROSCENIUM_WORKER_DEBUG"

  static func fromEnvironment() -> DebugHook? {
    #if DEBUG
      guard let value = ProcessInfo.processInfo.environment[variable], let colon = value.firstIndex(of: ":") else {
        return nil
      }
      let suffix = String(value[value.index(after: colon)...])
      switch value[..<colon] {
      case "crash": return DebugHook(action: .crash, suffix: suffix)
      case "hang": return DebugHook(action: .hang, suffix: suffix)
      default: return nil
      }
    #else
      return nil
    #endif
  }

  func apply(to path: String) {
    guard !suffix.isEmpty, path.hasSuffix(suffix) else { return }
    switch action {
    case .crash: raise(SIGSEGV)
    case .hang: while true { sleep(60) }
    }
  }
}
