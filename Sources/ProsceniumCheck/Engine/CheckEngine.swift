import Foundation
import ProsceniumSyntax

/// What to check and how, as the command line or an embedding tool asks for it.
package struct CheckRequest: Sendable {
  /// Files and folders; relative paths are resolved against the current folder and shown as given.
  package var paths: [String]
  /// A configuration file to use instead of looking for `.proscenium.json` above each path.
  package var configurationFile: String?
  package var choices: RuleSelection.CommandLineChoices
  /// Worker threads; at least one.
  package var jobs: Int
  /// Text to check in place of what is on disk, by absolute path: fixes not yet written,
  /// source from standard input.
  package var overlays: [String: String] = [:]
  /// Called from worker threads as files are read: how many of how many are done.
  package var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
  /// Where to keep per-file results between runs (`nil`: no cache). A file given in `overlays`
  /// is checked afresh and never cached; the other files still use the cache.
  package var cache: CheckCacheOptions? = nil
  /// Worker processes to check the files in (`nil`: in-process threads). With workers, a file
  /// that crashes the parser or a rule is reported as `unparsable_file` and the run goes on.
  package var isolation: WorkerIsolation? = nil
  /// Whether findings carry their baseline fingerprints (`Finding.fingerprint`): a baseline read
  /// or written needs them, nothing else does. Hashing each finding's code and context costs
  /// about a hundredth of a check, so a run without a baseline leaves them out.
  package var fingerprints = false

  package init(
    paths: [String], configurationFile: String? = nil, choices: RuleSelection.CommandLineChoices = .init(),
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount
  ) {
    self.paths = paths
    self.configurationFile = configurationFile
    self.choices = choices
    self.jobs = max(1, jobs)
  }
}

/// The outcome of a check: findings in reporting order and what was looked at.
package struct CheckResult: Sendable {
  package var findings: [Finding]
  package var fileCount: Int
  package var lineCount: Int
  /// The configuration files that applied.
  package var configurationFiles: [String]
  /// Problems met on the way that are not findings (a folder that could not be read).
  package var notes: [String]
  /// How the check decided what to apply: the presets it detected and why, and where the
  /// deployment targets came from; each says itself in a sentence (`description`).
  package var decisions: [CheckDecision]
  /// The index of every file of the run, for tools that want to inspect it (tests, `explain`).
  /// Findings were judged on the index of each file's own project, which may hold fewer files.
  package var index: ProjectIndex
  /// What was left out because it is not the app's code (playgrounds, vendored folders, generated
  /// files), and why, for `check --verbose`.
  package var skipped: [FileDiscovery.Skipped]
  /// Files outside the requested paths that were read only to build the index.
  package var indexedFileCount: Int
  /// The files whose findings were reported, as their findings name them.
  package var checkedPaths: [String] = []
  /// What came from the cache and what was checked, when the run used one.
  package var cacheStatistics: CacheStatistics? = nil
  /// The rules the configurations wrote themselves (`custom_rules`), for reports that list the
  /// rules behind their findings.
  package var customRules: [RuleDescription] = []

  package init(
    findings: [Finding], fileCount: Int, lineCount: Int, configurationFiles: [String] = [], notes: [String] = [],
    decisions: [CheckDecision] = [], index: ProjectIndex = ProjectIndex(files: []),
    skipped: [FileDiscovery.Skipped] = [],
    indexedFileCount: Int = 0
  ) {
    self.skipped = skipped
    self.indexedFileCount = indexedFileCount
    self.findings = findings
    self.fileCount = fileCount
    self.lineCount = lineCount
    self.configurationFiles = configurationFiles
    self.notes = notes
    self.decisions = decisions
    self.index = index
  }
}

/// Checks Swift files: discovers them, parses each once in parallel, gathers the project index in
/// the same walk as the rules, then settles the findings that waited on project-wide questions.
package struct CheckEngine: Sendable {
  package let catalog: RuleCatalog

  package init(catalog: RuleCatalog) {
    self.catalog = catalog
  }

  /// Name of the configuration file looked for above each checked path.
  package static let configurationFileName = ".proscenium.json"

  /// Runs a check in three steps: plan (project roots, project model, each file's configuration,
  /// rules, settings and independent project), execute (one parse and one walk per file, in
  /// parallel), settle (each project's index, the findings that waited on it, the detected
  /// presets, the report's order).
  ///
  /// - Throws: `ConfigurationError` for a broken configuration or unknown rule ids; problems with
  ///   individual files are findings, not errors.
  package func run(_ request: CheckRequest) throws -> CheckResult {
    // Workers start while the run is planned (see `StartedWorkers`), no more than there are
    // processors: the supervisor starts any others once the plan shows files for them.
    let started =
      request.cache == nil
      ? request.isolation.map {
        StartedWorkers(isolation: $0, count: min(request.jobs, ProcessInfo.processInfo.activeProcessorCount))
      } : nil
    // A cached run takes the readings of unchanged manifests from the last run.
    let manifestReadings = request.cache.map {
      ManifestReadingCache(options: $0, currentDirectory: FileManager.default.currentDirectoryPath)
    }
    var plan: CheckPlan
    do {
      plan = try CheckPlanner(
        catalog: catalog, request: request, loadConfiguration: loadConfiguration(at:),
        manifestReader: started?.manifestReader ?? manifestReadings.map { readings in { readings.read(at: $0) } },
        manifestBatchReader: started?.manifestBatchReader
      )
      .plan()
    } catch {
      started?.close()
      throw error
    }
    plan.notes += started?.problems ?? []
    let overlays = request.overlays
    // Files checked again in settling, for rules whose options the detected presets decide.
    let recheck = { (work: FileWork) in
      Self.check(work, overlay: overlays.isEmpty ? nil : overlays[absolute(work.readPath)])
    }
    if let cache = request.cache {
      let cached = CachedCheck(plan: plan, request: request, options: cache).outcomes()
      var result = try settle(
        plan, outcomes: cached.outcomes, choices: request.choices, indexes: cached.indexes, recheck: recheck)
      result.notes += cached.notes
      if let note = manifestReadings?.save() { result.notes.append(note) }
      result.cacheStatistics = cached.statistics
      return result
    }
    let work = plan.files
    let counter = request.progress.map { ProgressCounter(total: work.count, report: $0) }
    var notes: [String] = []
    if let isolation = request.isolation {
      do {
        let isolated = try IsolatedCheck(plan: plan, request: request, isolation: isolation, started: started)
          .outcomes(progress: counter)
        return try settle(
          plan, outcomes: isolated.outcomes, choices: request.choices, indexes: isolated.indexes, recheck: recheck)
      } catch let unavailable as IsolationUnavailable {
        notes.append("checked in this process, without worker isolation: \(unavailable.reason)")
        counter?.reset()
      }
    }
    @Sendable func overlay(_ index: Int) -> String? {
      overlays.isEmpty ? nil : overlays[absolute(work[index].readPath)]
    }
    let outcomes = ParallelRunner.map(
      count: work.count, jobs: request.jobs,
      schedule: { index in Self.schedule(work[index], overlay: overlay(index)) },
      overBudget: { index, budget in
        counter?.increment()
        return Self.overBudget(work[index], budget: budget)
      },
      { index in
        let outcome = Self.check(work[index], overlay: overlay(index))
        counter?.increment()
        return outcome
      })
    var result = try settle(plan, outcomes: outcomes, choices: request.choices, recheck: recheck)
    result.notes += notes
    return result
  }

  /// Builds each project's index from its files' facts, keeps the deferred findings whose
  /// condition holds on the index of their file's project, applies the detected presets, and
  /// orders the findings.
  ///
  /// - Parameters:
  ///   - indexes: the indexes of `outcomes`' facts, when the caller has built them already.
  ///   - recheck: checks a file again, for the rules whose options the detected presets decide.
  func settle(
    _ plan: CheckPlan, outcomes: [FileOutcome], choices: RuleSelection.CommandLineChoices,
    indexes: ProjectIndexes? = nil, recheck: (FileWork) -> FileOutcome = { CheckEngine.check($0) }
  ) throws -> CheckResult {
    let indexes = indexes ?? ProjectIndexes(partition: plan.projects, facts: outcomes.map(\.facts))
    var decisions = plan.decisions
    var detectedByGroup: [Int: DetectedPresetSelection.Detected] = [:]
    for (position, group) in plan.groups.enumerated() where group.detectsPresets {
      let settings = ProjectSettings.lowest(
        of: plan.files.lazy.filter { $0.isChecked && $0.group == position }.map(\.settings))
      let members = plan.files.indices.filter { plan.files[$0].group == position }
      let paths = Set(members.map { plan.files[$0].displayPath })
      let choice = PresetDetector.detect(index: indexes.index(coveringFiles: members), settings: settings, paths: paths)
      decisions.append(
        .detectedPresets(choice, configurationFile: plan.groups.count > 1 ? group.configuration.file : nil))
      detectedByGroup[position] = try DetectedPresetSelection(
        catalog: catalog, configuration: group.configuration, choices: choices
      ).detected(choice.presets)
    }
    var findings: [Finding] = []
    var lineCount = 0
    var fileCount = 0
    var checkedPaths: [String] = []
    var skipped = plan.skipped
    // Files with one rule list (`FileWork.ruleListKey`) settle alike.
    var settlements: [[Int]: DetectedPresetSelection.Settlement] = [:]
    for (position, (work, outcome)) in zip(plan.files, outcomes).enumerated() where work.isChecked {
      var outcome = outcome
      if var detected = detectedByGroup[work.group] {
        let key = work.ruleListKey
        let settlement: DetectedPresetSelection.Settlement
        if let known = settlements[key] {
          settlement = known
        } else {
          let rules = try detected.rules(forOverrides: work.overrides)
          detectedByGroup[work.group] = detected
          settlement = DetectedPresetSelection.Settlement(ran: work.rules, keeping: rules)
          settlements[key] = settlement
        }
        outcome = settlement.settle(outcome, of: work, recheck: recheck)
      }
      fileCount += 1
      checkedPaths.append(work.displayPath)
      lineCount += outcome.lineCount
      if let reason = outcome.skipReason {
        skipped.append(FileDiscovery.Skipped(path: work.displayPath, reason: reason))
      }
      var kept = outcome.findings
      if outcome.deferred.allSatisfy({ $0.condition.answer != nil }) {
        // Answered already (by workers): the file's project index need not be built to ask.
        kept += outcome.deferred.filter { $0.condition.answer == true }.map(\.finding)
      } else {
        let index = indexes.index(ofFile: position)
        kept += outcome.deferred.filter { $0.condition.holds(in: index) }.map(\.finding)
      }
      findings += kept
    }
    findings.sort(by: Finding.reportingOrder)
    var configurationFiles: [String] = []
    for group in plan.groups {
      for file in group.configuration.configurationFiles where !configurationFiles.contains(file) {
        configurationFiles.append(file)
      }
    }
    var result = CheckResult(
      findings: findings, fileCount: fileCount, lineCount: lineCount, configurationFiles: configurationFiles,
      notes: plan.notes, decisions: decisions, index: indexes.whole, skipped: skipped,
      indexedFileCount: plan.files.count - fileCount)
    result.checkedPaths = checkedPaths
    var customIDs: Set<String> = []
    for definition in plan.groups.flatMap(\.configuration.customRules) where customIDs.insert(definition.id).inserted {
      result.customRules.append(RuleType(definition: definition).description)
    }
    return result
  }

  /// How long a file may take and whether it is one of the large ones run one at a time, from its
  /// size (of the overlay text when the file is checked from memory).
  static func schedule(_ work: FileWork, overlay: String?) -> ParallelRunner.Schedule {
    let bytes = overlay.map { $0.utf8.count } ?? size(of: work)
    return ParallelRunner.Schedule(
      budget: work.limits.budget(forBytes: bytes),
      isHeavy: bytes > FileLimits.largeFileBytes && bytes <= work.limits.maximumBytes)
  }

  /// The size of a file in bytes, 0 when it cannot be read (reading it will say so).
  static func size(of work: FileWork) -> Int {
    var status = stat()
    let path = work.rawReadPath ?? Array(work.readPath.utf8)
    let found = (path + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &status) == 0 }
    }
    return found ? Int(status.st_size) : 0
  }

  /// The outcome of a file that ran past its time budget: reported, not indexed.
  static func overBudget(_ work: FileWork, budget: Double) -> FileOutcome {
    let seconds = String(format: "%g", budget)
    return unreadable(
      work,
      FileChecker.unreadableFinding(
        path: work.displayPath,
        reason: "file not checked: it took longer than \(seconds) s (its budget from 'limits.seconds_per_100kb'); "
          + "the parser may be stuck on it"))
  }

  /// The outcome of a file that was not checked: its `unparsable_file` finding when the file's
  /// rules include it, no facts.
  static func unreadable(_ work: FileWork, _ finding: Finding, lineCount: Int = 0) -> FileOutcome {
    var findings: [Finding] = []
    if let rule = work.unparsableRule {
      var finding = finding
      finding.severity = rule.severity
      findings.append(finding)
    }
    return FileOutcome(
      facts: FileFacts(path: work.displayPath, module: work.module, isTestFile: work.isTestFile),
      findings: findings, deferred: [], lineCount: lineCount)
  }

  /// Checks one file of a plan, reading `overlay` instead of the file when given (standard input,
  /// or a fix's new text).
  static func check(_ work: FileWork, overlay: String? = nil) -> FileOutcome {
    func unreadable(_ finding: Finding, lineCount: Int = 0) -> FileOutcome {
      Self.unreadable(work, finding, lineCount: lineCount)
    }
    // A manifest the plan parsed is checked with the plan's text and tree.
    let parsed = overlay == nil ? work.parsed : nil
    let size = overlay.map { $0.utf8.count } ?? parsed.map { $0.text.utf8.count } ?? Self.size(of: work)
    if size > work.limits.maximumBytes {
      return unreadable(
        FileChecker.unreadableFinding(
          path: work.displayPath,
          reason: "file not parsed: it is larger than \(work.limits.maximumBytes / 1_024) KB ('limits.max_file_kb')"))
    }
    let source: String
    if let parsed {
      source = parsed.text
    } else {
      let contents =
        overlay.map { Data($0.utf8) } ?? work.rawReadPath.map(RawFileNames.contents(atPath:))
        ?? FileManager.default.contents(atPath: work.readPath)
      guard let data = contents else {
        return unreadable(FileChecker.unreadableFinding(path: work.displayPath, reason: "cannot read file"))
      }
      guard let text = String(validating: data, as: UTF8.self) else {
        let bytes = [UInt8](data)
        // Lines counted as everywhere else (a lone `\r` ends one), so the position matches an editor's.
        let scan = bytes.withUnsafeBufferPointer { SourceScan($0, guardsNesting: false) }
        let offset = SourceScan.firstInvalidUTF8(in: bytes) ?? 0
        let finding = FileChecker.unreadableFinding(
          path: work.displayPath, reason: "file is not valid UTF-8", offset: offset,
          at: scan.lines.position(ofOffset: offset))
        return unreadable(finding, lineCount: scan.lineCount)
      }
      source = text
    }
    // Generated code is indexed (other files use its types) but not judged: its authors are tools.
    let generated = work.isChecked ? GeneratedCode.marker(in: source, path: work.displayPath) : nil
    let judged = work.isChecked && generated == nil
    var outcome = FileChecker.check(
      .init(
        path: work.displayPath, source: source, module: work.module, isTestFile: work.isTestFile,
        settings: work.settings, rules: judged ? work.rules : [], plan: judged ? work.plan : nil,
        knownRuleIDs: work.knownRuleIDs, tree: parsed?.tree, fingerprints: work.fingerprints))
    if let generated {
      outcome.findings = []
      outcome.deferred = []
      outcome.skipReason = "generated code (\(generated))"
    }
    return outcome
  }

  /// Loads and validates a configuration file.
  package func loadConfiguration(at path: String) throws -> Configuration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ConfigurationError(file: path, keyPath: "", reason: "cannot read the configuration file")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw ConfigurationError(file: path, keyPath: "", reason: "the configuration file is not valid UTF-8")
    }
    let root = URL(fileURLWithPath: absolute(path)).deletingLastPathComponent().path
    return try ConfigurationDecoder.decode(text, file: path, root: root, catalog: catalog)
  }
}

/// An absolute, standardised version of `path`: joined to the current folder when relative, with
/// `.`, `..` and repeated slashes resolved by their text (symlinks are not resolved).
///
/// Plain string work: this runs for every file, and `URL.standardizedFileURL` cost more than a
/// hundred thousand instructions a call.
func absolute(
  _ path: String, from currentDirectory: @autoclosure () -> String = FileManager.default.currentDirectoryPath
)
  -> String
{
  if isStandardAbsolute(path) { return path }
  let joined = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
  var components: [Substring] = []
  for component in joined.pathParts {
    switch component {
    case ".": continue
    case "..": if !components.isEmpty { components.removeLast() }
    default: components.append(component)
    }
  }
  return "/" + components.joined(separator: "/")
}

/// Whether `path` is what `absolute(_:from:)` would make of it: it starts with `/` and has no
/// empty, `.` or `..` part. Most paths the engine sees already are (they were joined from
/// absolute roots), and splitting and joining them again cost about sixteen thousand
/// instructions each.
private func isStandardAbsolute(_ path: String) -> Bool {
  let utf8 = path.utf8
  guard utf8.first == UInt8(ascii: "/") else { return false }
  if utf8.count == 1 { return true }
  // The current part's length in bytes, and how many of them are dots.
  var length = 0
  var dots = 0
  func isStandardPart() -> Bool { length > 0 && !(dots == length && dots <= 2) }
  for byte in utf8.dropFirst() {
    if byte == UInt8(ascii: "/") {
      guard isStandardPart() else { return false }
      length = 0
      dots = 0
    } else {
      length += 1
      if byte == UInt8(ascii: ".") { dots += 1 }
    }
  }
  return isStandardPart()
}

/// `path` relative to `root` when inside it, else `path` unchanged.
func relativePath(_ path: String, to root: String) -> String {
  let prefix = root.hasSuffix("/") ? root : root + "/"
  return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}
