import Foundation
import ProsceniumSyntax

/// What to check and how, as the command line or an embedding tool asks for it.
public struct CheckRequest: Sendable {
  /// Files and folders; relative paths are resolved against the current folder and shown as given.
  public var paths: [String]
  /// A configuration file to use instead of looking for `.proscenium.json` above each path.
  public var configurationFile: String?
  public var choices: RuleSelection.CommandLineChoices
  /// Worker threads; at least one.
  public var jobs: Int

  public init(
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
public struct CheckResult: Sendable {
  public var findings: [Finding]
  public var fileCount: Int
  public var lineCount: Int
  /// The configuration files that applied.
  public var configurationFiles: [String]
  /// Problems met on the way that are not findings (a folder that could not be read).
  public var notes: [String]
  /// How the check decided what to apply: the presets it detected and why, and where the
  /// deployment targets came from.
  public var decisions: [String]
  /// The project index, for tools that want to inspect it (tests, `explain`).
  public var index: ProjectIndex

  public init(
    findings: [Finding], fileCount: Int, lineCount: Int, configurationFiles: [String] = [], notes: [String] = [],
    decisions: [String] = [], index: ProjectIndex = ProjectIndex(files: [])
  ) {
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
public struct CheckEngine: Sendable {
  public let catalog: RuleCatalog

  public init(catalog: RuleCatalog) {
    self.catalog = catalog
  }

  /// Name of the configuration file looked for above each checked path.
  public static let configurationFileName = ".proscenium.json"

  /// Runs a check.
  ///
  /// - Throws: `ConfigurationError` for a broken configuration or unknown rule ids; problems with
  ///   individual files are findings, not errors.
  public func run(_ request: CheckRequest) throws -> CheckResult {
    let groups = try configurationGroups(for: request)
    var files: [FileWork] = []
    var notes: [String] = []
    var decisions: [String] = []
    var detections: [PresetDetection] = []
    let manifests = PackageManifestCache()
    let modules = ModuleMap(manifests: manifests)
    // A file reached through two paths (a folder and the file itself, or a symlink) is checked once.
    var seenRealPaths: Set<String> = []
    for group in groups {
      var configuration = group.configuration
      let (resolved, settingNotes) = ProjectSettingsResolver.resolve(
        configuration: configuration, checkedPaths: group.paths, manifests: manifests)
      decisions += settingNotes
      // With no preset configured, every preset's rules run; the presets that fit the code are
      // chosen once the index exists, and the findings of the others are dropped.
      let detecting = configuration.presets.isEmpty && request.choices.only == nil && !catalog.presets.isEmpty
      if detecting {
        detections.append(
          PresetDetection(
            configuration: configuration, settings: resolved, firstFile: files.count,
            origin: settingNotes.first.flatMap { note in note.range(of: " from ").map { String(note[$0.upperBound...]) } }))
        // Enable what any preset enables, without the presets' severities and options: the
        // detected presets choose which of these findings stay.
        for id in Set(catalog.presets.flatMap(\.enabledRules)) where configuration.rules[id] == nil {
          configuration.rules[id] = Configuration.RuleSetting(enabled: true)
        }
      }
      let selection = try RuleSelection(catalog: catalog, configuration: configuration, choices: request.choices)
      let root = absolute(configuration.root)
      let excludes = configuration.exclude.map(GlobPattern.init)
      let includes = configuration.include.map(GlobPattern.init)
      let overrides = configuration.overrides.map { $0.paths.map(GlobPattern.init) }
      // Files matching the same overrides share one resolved rule list and its dispatch plan.
      var rulesByOverrides: [[Int]: (rules: [ConfiguredRule], plan: DispatchPlan)] = [
        []: (selection.defaultRules, DispatchPlan(rules: selection.defaultRules))
      ]
      let discovery = FileDiscovery.swiftFiles(in: group.paths) { display in
        !excludes.isEmpty && excludes.contains { $0.matches(relativePath(absolute(display), to: root)) }
      }
      for problem in discovery.problems { notes.append("\(problem.path): \(problem.reason)") }
      let currentDirectory = FileManager.default.currentDirectoryPath
      for file in discovery.files {
        let absolutePath = absolute(file.realPath, from: currentDirectory)
        let relative = relativePath(absolutePath, to: root)
        if !includes.isEmpty, !includes.contains(where: { $0.matches(relative) }) { continue }
        guard seenRealPaths.insert(file.canonicalPath).inserted else { continue }
        let matching = overrides.indices.filter { index in overrides[index].contains { $0.matches(relative) } }
        let rules: (rules: [ConfiguredRule], plan: DispatchPlan)
        if let known = rulesByOverrides[matching] {
          rules = known
        } else {
          let list = try selection.rules(forRelativePath: relative)
          rules = (list, DispatchPlan(rules: list))
          rulesByOverrides[matching] = rules
        }
        let membership = modules.membership(ofAbsolutePath: absolutePath)
        // The configuration wins, then the file's own package, then the project-wide sources.
        var targets = resolved.deploymentTargets
        targets.merge(membership.deploymentTargets) { _, package in package }
        targets.merge(configuration.deploymentTargets) { _, configured in configured }
        files.append(
          FileWork(
            displayPath: file.displayPath, readPath: file.realPath, module: membership.module,
            isTestFile: membership.isTest, rules: rules.rules, plan: rules.plan,
            settings: ProjectSettings(deploymentTargets: targets),
            reportsUnparsable: selection.reportsUnparsableFiles, unparsableSeverity: selection.unparsableFileSeverity))
      }
    }

    let work = files
    let outcomes = ParallelRunner.map(count: work.count, jobs: request.jobs) { index in
      Self.check(work[index])
    }
    let index = ProjectIndex(files: outcomes.map(\.facts))
    var lineCount = 0
    var perFile: [[Finding]] = []
    for outcome in outcomes {
      lineCount += outcome.lineCount
      perFile.append(outcome.findings + outcome.deferred.filter { $0.condition.holds(in: index) }.map(\.finding))
    }
    for (position, detection) in detections.enumerated() {
      let end = position + 1 < detections.count ? detections[position + 1].firstFile : perFile.count
      let (allowed, decision) = try detection.allowedRules(index: index, catalog: catalog, choices: request.choices)
      decisions.append(decision)
      for file in detection.firstFile..<end {
        perFile[file].removeAll { !allowed.contains($0.ruleID) }
      }
    }
    var findings = perFile.flatMap { $0 }
    findings.sort(by: Finding.reportingOrder)
    return CheckResult(
      findings: findings, fileCount: files.count, lineCount: lineCount,
      configurationFiles: groups.compactMap(\.configuration.file), notes: notes, decisions: decisions, index: index)
  }

  /// A configuration group whose presets are chosen from the code once the index exists.
  struct PresetDetection {
    var configuration: Configuration
    var settings: ProjectSettings
    /// The group's first file in the work list; its files run up to the next group's first.
    var firstFile: Int
    /// Where the deployment target came from, for the explanation.
    var origin: String?

    /// The ids of the rules the detected presets run (plus the engine's own), and a sentence
    /// saying which presets were chosen and why.
    func allowedRules(index: ProjectIndex, catalog: RuleCatalog, choices: RuleSelection.CommandLineChoices) throws
      -> (Set<String>, String)
    {
      let (presets, reason) = PresetDetector.detect(index: index, settings: settings, targetOrigin: origin)
      var chosen = configuration
      chosen.presets = presets
      let selection = try RuleSelection(catalog: catalog, configuration: chosen, choices: choices)
      var allowed = Set(selection.defaultRules.map(\.id))
      allowed.insert(unparsableFileRuleID)
      for override in configuration.overrides {
        for (id, setting) in override.rules where setting.enabled != false { allowed.insert(id) }
      }
      let names = presets.isEmpty ? "no preset" : "preset \(presets.map { "'\($0)'" }.joined(separator: " + "))"
      return (allowed, "\(names) (detected: \(reason)); name one with \"preset\" in .proscenium.json to choose")
    }
  }

  struct FileWork: Sendable {
    var displayPath: String
    var readPath: String
    var module: String?
    var isTestFile: Bool
    var rules: [ConfiguredRule]
    var plan: DispatchPlan
    var settings: ProjectSettings
    var reportsUnparsable: Bool
    var unparsableSeverity: Severity = .error
  }

  static func check(_ work: FileWork) -> FileOutcome {
    let emptyFacts = FileFacts(path: work.displayPath, module: work.module, isTestFile: work.isTestFile)
    func unreadable(_ finding: Finding, lineCount: Int = 0) -> FileOutcome {
      var finding = finding
      finding.severity = work.unparsableSeverity
      return FileOutcome(
        facts: emptyFacts, findings: work.reportsUnparsable ? [finding] : [], deferred: [], lineCount: lineCount)
    }
    guard let data = FileManager.default.contents(atPath: work.readPath) else {
      return unreadable(FileChecker.unreadableFinding(path: work.displayPath, reason: "cannot read file"))
    }
    guard let source = String(validating: data, as: UTF8.self) else {
      let bytes = [UInt8](data)
      let invalid = SourceScan.firstInvalidUTF8(in: bytes)
      let finding = FileChecker.unreadableFinding(
        path: work.displayPath, reason: "file is not valid UTF-8", offset: invalid?.offset ?? 0,
        at: invalid?.position ?? SourcePosition(line: 1, column: 1))
      return unreadable(finding, lineCount: bytes.withUnsafeBufferPointer { SourceScan($0).lineCount })
    }
    var outcome = FileChecker.check(
      .init(
        path: work.displayPath, source: source, module: work.module, isTestFile: work.isTestFile,
        settings: work.settings, rules: work.rules, plan: work.plan))
    if !work.reportsUnparsable { outcome.findings.removeAll { $0.ruleID == unparsableFileRuleID } }
    if work.unparsableSeverity != .error {
      for index in outcome.findings.indices where outcome.findings[index].ruleID == unparsableFileRuleID {
        outcome.findings[index].severity = work.unparsableSeverity
      }
    }
    return outcome
  }

  struct ConfigurationGroup {
    var configuration: Configuration
    var paths: [String]
  }

  /// Pairs each path with the configuration that governs it.
  func configurationGroups(for request: CheckRequest) throws -> [ConfigurationGroup] {
    if let file = request.configurationFile {
      return [ConfigurationGroup(configuration: try loadConfiguration(at: file), paths: request.paths)]
    }
    var groups: [ConfigurationGroup] = []
    var indexByFile: [String: Int] = [:]
    for path in request.paths {
      let found = findConfiguration(above: path)
      let key = found ?? ""
      if let existing = indexByFile[key] {
        groups[existing].paths.append(path)
      } else {
        var configuration = try found.map(loadConfiguration(at:)) ?? Configuration.empty
        if found == nil { configuration.root = FileManager.default.currentDirectoryPath }
        indexByFile[key] = groups.count
        groups.append(ConfigurationGroup(configuration: configuration, paths: [path]))
      }
    }
    return groups
  }

  /// Loads and validates a configuration file.
  public func loadConfiguration(at path: String) throws -> Configuration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ConfigurationError(file: path, keyPath: "", reason: "cannot read the configuration file")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw ConfigurationError(file: path, keyPath: "", reason: "the configuration file is not valid UTF-8")
    }
    let root = URL(fileURLWithPath: absolute(path)).deletingLastPathComponent().path
    return try ConfigurationDecoder.decode(text, file: path, root: root, catalog: catalog)
  }

  /// The nearest `.proscenium.json` in the path's folder or above it.
  func findConfiguration(above path: String) -> String? {
    var isFolder: ObjCBool = false
    let start = absolute(path)
    var folder =
      FileManager.default.fileExists(atPath: start, isDirectory: &isFolder) && isFolder.boolValue
      ? start : URL(fileURLWithPath: start).deletingLastPathComponent().path
    while true {
      let candidate = folder + "/" + Self.configurationFileName
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
      if parent == folder { return nil }
      folder = parent
    }
  }
}

/// An absolute, standardised version of `path`: joined to the current folder when relative, with
/// `.`, `..` and repeated slashes resolved by their text (symlinks are not resolved).
///
/// Plain string work: this runs for every file, and `URL.standardizedFileURL` cost more than a
/// hundred thousand instructions a call.
func absolute(_ path: String, from currentDirectory: @autoclosure () -> String = FileManager.default.currentDirectoryPath)
  -> String
{
  let joined = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
  var components: [Substring] = []
  for component in joined.pathComponents {
    switch component {
    case ".": continue
    case "..": if !components.isEmpty { components.removeLast() }
    default: components.append(component)
    }
  }
  return "/" + components.joined(separator: "/")
}

/// `path` relative to `root` when inside it, else `path` unchanged.
func relativePath(_ path: String, to root: String) -> String {
  let prefix = root.hasSuffix("/") ? root : root + "/"
  return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}
