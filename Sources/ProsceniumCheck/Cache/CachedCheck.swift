import Foundation

/// A check that reuses the results of earlier runs, file by file.
///
/// 1. Each file's text is read and hashed; a file whose text, path, module and settings are
///    unchanged takes its index facts from the cache, and, when it is reported on with the same
///    rules and options, its findings too. Every other file is parsed and checked as usual.
/// 2. Each project's index is built from its files' facts, cached or fresh: no file is parsed for it.
/// 3. A cached file whose deferred findings read project facts (the roles of a type, the tests
///    that mention it) is checked again when any of those answers changed, though its text did not.
/// 4. The fresh files' conditions are answered on an index that notes each question, so the
///    next run can tell the same; then the run settles exactly as an uncached one.
///
/// The outcomes handed to settling are the same values, in the same order, as an uncached run's,
/// so the report is byte for byte the same.
struct CachedCheck {
  let plan: CheckPlan
  let request: CheckRequest
  let options: CheckCacheOptions

  /// A file's state after the first pass.
  private struct FirstPass: Sendable {
    var outcome: FileOutcome
    /// The entry to keep in the cache as it is (a hit), `nil` for a file checked afresh.
    var cached: CachedFile?
    /// The text of a hit whose conditions read the index, in case they must be asked again.
    var source: String?
    /// Whether the outcome may be cached (not a file cut short by its time budget).
    var isCacheable = true
    /// The digest the facts were keyed by, for a file checked afresh.
    var factsKey: StableDigest?
    /// Whether the file is still to be checked (by a worker process), and the text to check.
    var needsCheck = false
    var text: String?
  }

  typealias Outcomes = (
    outcomes: [FileOutcome], notes: [String], indexes: ProjectIndexes, statistics: CacheStatistics
  )

  /// The outcomes, from the cache or checked: in worker processes when the request asks for
  /// isolation (falling back to threads, with a note, when workers cannot be used).
  func outcomes() -> Outcomes {
    // Without a supervisor nothing in `outcomes(supervisor:)` throws.
    guard let isolation = request.isolation else { return try! outcomes(supervisor: nil) }
    let counter = request.progress.map { ProgressCounter(total: plan.files.count, report: $0) }
    do {
      return try WorkerSupervisor.run { [plan, request] in
        let supervisor = try WorkerSupervisor(plan: plan, request: request, isolation: isolation, progress: counter)
        defer { supervisor.finish() }
        return try outcomes(supervisor: supervisor, counter: counter)
      }
    } catch {
      var fallback = try! outcomes(supervisor: nil)
      fallback.notes.append("checked in this process, without worker isolation: \(error)")
      return fallback
    }
  }

  /// - Parameter supervisor: the workers that check files, `nil` to check them on threads here.
  private func outcomes(supervisor: WorkerSupervisor?, counter: ProgressCounter? = nil) throws -> Outcomes {
    let currentDirectory = FileManager.default.currentDirectoryPath
    let store = CheckCacheStore(options: options, roots: plan.roots, currentDirectory: currentDirectory)
    let stored = store.load().files
    let work = plan.files
    let keys = ResultKeys()
    let paths = work.map { absolute($0.readPath, from: currentDirectory) }
    let counter = counter ?? request.progress.map { ProgressCounter(total: work.count, report: $0) }
    let overlays = request.overlays
    let checksHere = supervisor == nil
    @Sendable func overlay(_ index: Int) -> String? { overlays.isEmpty ? nil : overlays[paths[index]] }

    var passes = ParallelRunner.map(
      count: work.count, jobs: request.jobs,
      schedule: { index in CheckEngine.schedule(work[index], overlay: overlay(index)) },
      overBudget: { index, budget in
        counter?.increment()
        return FirstPass(outcome: CheckEngine.overBudget(work[index], budget: budget), isCacheable: false)
      },
      { index in
        let pass: FirstPass
        if let text = overlay(index) {
          // Text not on disk (standard input, a fix not yet written) is checked, never cached.
          pass =
            checksHere
            ? FirstPass(outcome: CheckEngine.check(work[index], overlay: text), isCacheable: false)
            : FirstPass(outcome: .unchecked, isCacheable: false, needsCheck: true, text: text)
        } else {
          pass = Self.firstPass(work[index], entry: stored[paths[index]], keys: keys, checks: checksHere)
        }
        // A file left to a worker process counts when the worker is done with it.
        if !pass.needsCheck { counter?.increment() }
        return pass
      })
    if let supervisor {
      // The files to check go to the workers, with the text that was hashed.
      let unchecked = passes.indices.filter { passes[$0].needsCheck }
      var texts: [Int: String] = [:]
      for position in unchecked { texts[position] = passes[position].text }
      try supervisor.check(unchecked, overlays: texts)
      for position in unchecked {
        passes[position].outcome = supervisor.outcomes[position]!
        passes[position].text = nil
        passes[position].needsCheck = false
        if supervisor.interrupted.contains(position) { passes[position].isCacheable = false }
      }
    }

    // The indexes, from cached and fresh facts alike; a file's questions are answered on its project's.
    var outcomes = passes.map(\.outcome)
    let indexes = ProjectIndexes(partition: plan.projects, facts: outcomes.map(\.facts))
    var answersByIndex: [ObjectIdentifier: IndexAnswers] = [:]
    func answers(ofFile position: Int) -> IndexAnswers {
      let index = indexes.index(ofFile: position)
      if let known = answersByIndex[ObjectIdentifier(index)] { return known }
      let made = IndexAnswers(index: index)
      answersByIndex[ObjectIdentifier(index)] = made
      return made
    }

    // Cached findings whose conditions read facts that changed: check those files again.
    let stale = passes.indices.filter { position in
      guard work[position].isChecked, let reads = passes[position].cached?.result?.reads, !reads.isEmpty else {
        return false
      }
      return !answers(ofFile: position).stillHold(reads)
    }
    let staleSources = stale.map { passes[$0].source }
    let rechecked: [FileOutcome]
    if let supervisor {
      var texts: [Int: String] = [:]
      for (item, position) in stale.enumerated() { texts[position] = staleSources[item] }
      try supervisor.check(stale, overlays: texts, counts: false)
      rechecked = stale.map { supervisor.outcomes[$0]! }
    } else {
      rechecked = ParallelRunner.map(count: stale.count, jobs: request.jobs) { item in
        CheckEngine.check(work[stale[item]], overlay: staleSources[item])
      }
    }
    for (item, position) in stale.enumerated() {
      if supervisor?.interrupted.contains(position) == true { passes[position].isCacheable = false }
      passes[position].factsKey = passes[position].cached?.factsKey
      passes[position].outcome = rechecked[item]
      passes[position].cached = nil
      passes[position].source = nil
      outcomes[position] = rechecked[item]
    }

    if let supervisor, outcomes.contains(where: { !$0.deferred.isEmpty }) {
      // The workers answer the conditions they hold, noting the questions asked, so the loop
      // below records the same reads as in-process. Cached files' conditions are answered already.
      let answers = try supervisor.resolve(facts: outcomes.map(\.facts), records: true)
      for position in outcomes.indices where passes[position].cached == nil && !outcomes[position].deferred.isEmpty {
        outcomes[position] = supervisor.outcomes[position] ?? outcomes[position]
        outcomes[position].answer(with: answers[position])
        if supervisor.interrupted.contains(position) { passes[position].isCacheable = false }
      }
    }

    // Answer the fresh conditions, noting what they read; the answers become constants.
    var contents = CacheContents(files: [:])
    var statistics = CacheStatistics(cacheFile: store.path)
    statistics.recheckedForFacts = stale.map { work[$0].displayPath }
    let staleSet = Set(stale)
    var changed = false
    for position in work.indices {
      let pass = passes[position]
      if let cached = pass.cached {
        contents.files[paths[position]] = cached
        statistics.reused += 1
        continue
      }
      if !staleSet.contains(position) { statistics.checked.append(work[position].displayPath) }
      var outcome = outcomes[position]
      let recorder = IndexReadRecorder()
      let recording = ProjectIndex(recordingReadsOf: indexes.index(ofFile: position), into: recorder)
      var deferred: [CachedDeferred] = []
      for item in outcome.deferred.indices {
        let holds = outcome.deferred[item].condition.holds(in: recording)
        outcome.deferred[item].condition = .constant(holds)
        deferred.append(CachedDeferred(finding: outcome.deferred[item].finding, holds: holds))
      }
      outcomes[position] = outcome
      guard pass.isCacheable, let factsKey = pass.factsKey else {
        // Nothing to keep of it; what the cache held for it stays for the next run.
        if let old = stored[paths[position]] { contents.files[paths[position]] = old }
        continue
      }
      changed = true
      let fileAnswers = answers(ofFile: position)
      let reads = recorder.recorded.map { IndexRead(query: $0, answer: fileAnswers.answer($0)) }
        .sorted {
          ($0.query.kind.rawValue, $0.query.name, $0.query.detail) < (
            $1.query.kind.rawValue, $1.query.name, $1.query.detail
          )
        }
      var entry = CachedFile(factsKey: factsKey, facts: outcome.facts, lineCount: outcome.lineCount, result: nil)
      let work = work[position]
      if work.isChecked {
        entry.result = CachedResult(
          key: keys.resultKey(of: work, factsKey: factsKey), findings: outcome.findings, deferred: deferred,
          reads: reads, skipReason: outcome.skipReason, fingerprinted: work.fingerprints)
      } else if let old = stored[paths[position]], old.factsKey == factsKey {
        entry.result = old.result  // a file only indexed now keeps the findings of its last check
      }
      contents.files[paths[position]] = entry
    }

    // A run that learned nothing new and forgot nothing leaves the file as it is.
    if !changed {
      changed = contents.files.count != stored.count || contents.files.keys.contains { stored[$0] == nil }
    }
    var notes: [String] = []
    if changed {
      do {
        try store.save(contents)
      } catch {
        notes.append("cannot write the cache: \(error); the check itself is complete")
      }
    }
    return (outcomes, notes, indexes, statistics)
  }

  /// Reads and hashes one file, and takes what the cache holds for it when that still applies;
  /// otherwise checks it.
  ///
  /// - Parameter checks: whether to check a file the cache cannot answer for here; otherwise it is
  ///   left `needsCheck`, with its text, for a worker process.
  private static func firstPass(_ work: FileWork, entry: CachedFile?, keys: ResultKeys, checks: Bool) -> FirstPass {
    let size = CheckEngine.size(of: work)
    guard size <= work.limits.maximumBytes,
      let data = work.rawReadPath.map(RawFileNames.contents(atPath:))
        ?? FileManager.default.contents(atPath: work.readPath)
    else {
      // Too large or unreadable: cheap to report again, and nothing worth keeping.
      return FirstPass(outcome: CheckEngine.check(work), isCacheable: false)
    }
    let factsKey = keys.factsKey(of: work, content: data)
    let source = String(validating: data, as: UTF8.self)
    if let entry, entry.factsKey == factsKey {
      if !work.isChecked {
        let outcome = FileOutcome(facts: entry.facts, findings: [], deferred: [], lineCount: entry.lineCount)
        return FirstPass(outcome: outcome, cached: entry)
      }
      if let result = entry.result, result.fingerprinted || !work.fingerprints,
        result.key == keys.resultKey(of: work, factsKey: factsKey)
      {
        let severities = Dictionary(work.rules.map { ($0.id, $0.severity) }, uniquingKeysWith: { first, _ in first })
        func current(_ finding: Finding) -> Finding {
          var finding = finding
          if let severity = severities[finding.ruleID] { finding.severity = severity }
          return finding
        }
        let outcome = FileOutcome(
          facts: entry.facts, findings: result.findings.map(current),
          deferred: result.deferred.map {
            DeferredFinding(finding: current($0.finding), condition: .constant($0.holds))
          },
          lineCount: entry.lineCount, skipReason: result.skipReason)
        return FirstPass(outcome: outcome, cached: entry, source: result.reads.isEmpty ? nil : source)
      }
    }
    // The text just hashed is the text checked, even if the file changes meanwhile.
    guard checks else { return FirstPass(outcome: .unchecked, factsKey: factsKey, needsCheck: true, text: source) }
    return FirstPass(outcome: CheckEngine.check(work, overlay: source), factsKey: factsKey)
  }
}

extension FileOutcome {
  /// A placeholder for a file a worker process is still to check.
  static let unchecked = FileOutcome(
    facts: FileFacts(path: "", module: nil, isTestFile: false), findings: [], deferred: [], lineCount: 0)
}
