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
  }

  func outcomes() -> (outcomes: [FileOutcome], notes: [String], indexes: ProjectIndexes, statistics: CacheStatistics) {
    let currentDirectory = FileManager.default.currentDirectoryPath
    let store = CheckCacheStore(options: options, roots: plan.roots, currentDirectory: currentDirectory)
    let stored = store.load().files
    let work = plan.files
    let keys = ResultKeys()
    let paths = work.map { absolute($0.readPath, from: currentDirectory) }
    let counter = request.progress.map { ProgressCounter(total: work.count, report: $0) }
    let overlays = request.overlays
    @Sendable func overlay(_ index: Int) -> String? { overlays.isEmpty ? nil : overlays[paths[index]] }

    var passes = ParallelRunner.map(
      count: work.count, jobs: request.jobs,
      schedule: { index in CheckEngine.schedule(work[index], overlay: overlay(index)) },
      overBudget: { index, budget in
        counter?.increment()
        return FirstPass(outcome: CheckEngine.overBudget(work[index], budget: budget), isCacheable: false)
      },
      { index in
        defer { counter?.increment() }
        if let text = overlay(index) {
          // Text not on disk (standard input, a fix not yet written) is checked, never cached.
          return FirstPass(outcome: CheckEngine.check(work[index], overlay: text), isCacheable: false)
        }
        return Self.firstPass(work[index], entry: stored[paths[index]], keys: keys)
      })

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
    let rechecked = ParallelRunner.map(count: stale.count, jobs: request.jobs) { item in
      CheckEngine.check(work[stale[item]], overlay: staleSources[item])
    }
    for (item, position) in stale.enumerated() {
      passes[position].factsKey = passes[position].cached?.factsKey
      passes[position].outcome = rechecked[item]
      passes[position].cached = nil
      passes[position].source = nil
      outcomes[position] = rechecked[item]
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
        .sorted { ($0.query.kind.rawValue, $0.query.name, $0.query.detail) < ($1.query.kind.rawValue, $1.query.name, $1.query.detail) }
      var entry = CachedFile(factsKey: factsKey, facts: outcome.facts, lineCount: outcome.lineCount, result: nil)
      let work = work[position]
      if work.isChecked {
        entry.result = CachedResult(
          key: keys.resultKey(of: work, factsKey: factsKey), findings: outcome.findings, deferred: deferred,
          reads: reads, skipReason: outcome.skipReason)
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
  private static func firstPass(_ work: FileWork, entry: CachedFile?, keys: ResultKeys) -> FirstPass {
    let size = CheckEngine.size(of: work)
    guard size <= work.limits.maximumBytes,
      let data = work.rawReadPath.map(RawFileNames.contents(atPath:)) ?? FileManager.default.contents(atPath: work.readPath)
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
      if let result = entry.result, result.key == keys.resultKey(of: work, factsKey: factsKey) {
        let severities = Dictionary(work.rules.map { ($0.id, $0.severity) }, uniquingKeysWith: { first, _ in first })
        func current(_ finding: Finding) -> Finding {
          var finding = finding
          if let severity = severities[finding.ruleID] { finding.severity = severity }
          return finding
        }
        let outcome = FileOutcome(
          facts: entry.facts, findings: result.findings.map(current),
          deferred: result.deferred.map { DeferredFinding(finding: current($0.finding), condition: .constant($0.holds)) },
          lineCount: entry.lineCount, skipReason: result.skipReason)
        return FirstPass(outcome: outcome, cached: entry, source: result.reads.isEmpty ? nil : source)
      }
    }
    // The text just hashed is the text checked, even if the file changes meanwhile.
    return FirstPass(outcome: CheckEngine.check(work, overlay: source), factsKey: factsKey)
  }
}

extension IndexCondition {
  /// A condition already answered.
  static func constant(_ value: Bool) -> IndexCondition {
    value ? IndexCondition { _ in true } : IndexCondition { _ in false }
  }
}
