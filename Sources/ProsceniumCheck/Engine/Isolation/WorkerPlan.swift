import Foundation

/// The supervisor's plan as its workers receive it, in `WireCoding`'s binary form: each file's
/// paths, module, flags, settings and matching overrides, the projects, and where each
/// configuration group's configuration is found. A worker rebuilds the same `FileWork`s from it,
/// reading only the configuration files. Planning the run again cost each worker a third of what
/// the supervisor's plan cost (the project model, every file's membership, the projects), and the
/// folder walks and manifests it needed had to be sent anyway.
struct WorkerPlan: Sendable {
  struct File: Sendable {
    var displayPath: String
    var readPath: String
    var rawReadPath: [UInt8]?
    var module: String?
    var isTestFile: Bool
    var isChecked: Bool
    var group: Int
    /// Position in `WorkerPlan.settings`: most files share their target's.
    var settings: Int
    var overrides: [Int]
  }

  /// Where a configuration group's configuration is found again: a folder of one of its files,
  /// and that file's project root.
  struct Group: Sendable {
    var folder: String
    var root: String
  }

  var configurationFile: String?
  var choices: RuleSelection.CommandLineChoices
  var groups: [Group]
  var settings: [ProjectSettings]
  var files: [File]
  var projects: ProjectPartition
  /// Whether the worker keeps each file's deferred findings until it has answered their
  /// conditions, and then sends only those that hold (`ConditionAnswers.kept`). An uncached run
  /// reports nothing else; a cached one stores every deferred finding with its answer.
  var withholdsDeferred = false
  /// Whether findings get their baseline fingerprints (`CheckRequest.fingerprints`).
  var fingerprints = false

  /// The plan a worker checks by: the supervisor's files, with each file's rules made from its
  /// group's configuration as the planner made them (`RuleLists`), and its projects. It holds no
  /// notes, decisions or skipped folders: those are the supervisor's to report.
  ///
  /// - Throws: `ConfigurationError` when a configuration no longer loads, or a rule's options no
  ///   longer decode (a file changed since the supervisor read it).
  func rebuilt(catalog: RuleCatalog, loadConfiguration: @escaping (String) throws -> Configuration) throws
    -> CheckPlan
  {
    let resolver = ConfigurationResolver(
      fixed: try configurationFile.map(loadConfiguration),
      currentDirectory: FileManager.default.currentDirectoryPath, load: loadConfiguration)
    var ruleLists = RuleLists(catalog: catalog, choices: choices)
    var planGroups: [CheckPlan.Group] = []
    for group in groups {
      let configuration = try resolver.configuration(forFolder: group.folder, root: group.root).configuration
      try ruleLists.addGroup(configuration)
      planGroups.append(
        CheckPlan.Group(
          configuration: configuration, detectsPresets: ruleLists.detectsPresets(configuration),
          folder: group.folder, root: group.root))
    }
    // A configuration that changed since the supervisor read it may have fewer overrides; such a
    // plan is refused here, and any other change by the supervisor's `PlanSummary` check.
    guard projects.projectOfFile.count == files.count else { throw CacheByteReader.Malformed() }
    let works = try files.map { file in
      guard planGroups.indices.contains(file.group), settings.indices.contains(file.settings),
        file.overrides.allSatisfy(planGroups[file.group].configuration.overrides.indices.contains)
      else { throw CacheByteReader.Malformed() }
      let list = try ruleLists.list(
        isChecked: file.isChecked, isTest: file.isTestFile, group: file.group, overrides: file.overrides)
      return FileWork(
        displayPath: file.displayPath, readPath: file.readPath, module: file.module, isTestFile: file.isTestFile,
        isChecked: file.isChecked, group: file.group, rules: list.rules, plan: list.plan,
        settings: settings[file.settings], limits: planGroups[file.group].configuration.limits,
        rawReadPath: file.rawReadPath, knownRuleIDs: ruleLists.knownRuleIDs[file.group], overrides: file.overrides,
        fingerprints: fingerprints)
    }
    return CheckPlan(
      files: works, groups: planGroups, roots: [], notes: [], decisions: [], skipped: [], projects: projects)
  }
}

extension WorkerPlan {
  /// The plan to send for `plan`, made for `request`.
  init(_ plan: CheckPlan, request: CheckRequest, withholdsDeferred: Bool = false) {
    self.withholdsDeferred = withholdsDeferred
    fingerprints = request.fingerprints
    configurationFile = request.configurationFile
    choices = request.choices
    groups = plan.groups.map { Group(folder: $0.folder, root: $0.root) }
    var settingsPositions: [ProjectSettings: Int] = [:]
    var settings: [ProjectSettings] = []
    files = plan.files.map { work in
      let position: Int
      if let known = settingsPositions[work.settings] {
        position = known
      } else {
        position = settings.count
        settingsPositions[work.settings] = position
        settings.append(work.settings)
      }
      return File(
        displayPath: work.displayPath, readPath: work.readPath, rawReadPath: work.rawReadPath, module: work.module,
        isTestFile: work.isTestFile, isChecked: work.isChecked, group: work.group, settings: position,
        overrides: work.overrides)
    }
    self.settings = settings
    projects = plan.projects
  }

  var encoded: [UInt8] {
    var writer = CacheByteWriter()
    writer.optionalString(configurationFile)
    writer.bool(choices.only != nil)
    writer.strings(choices.only ?? [])
    writer.strings(choices.disabled)
    writer.count(groups.count)
    for group in groups {
      writer.string(group.folder)
      writer.string(group.root)
    }
    writer.count(settings.count)
    for each in settings { each.write(to: &writer) }
    writer.count(files.count)
    for file in files {
      writer.string(file.displayPath)
      writer.string(file.readPath)
      writer.bool(file.rawReadPath != nil)
      if let raw = file.rawReadPath {
        writer.count(raw.count)
        for byte in raw { writer.byte(byte) }
      }
      writer.optionalString(file.module)
      writer.bool(file.isTestFile)
      writer.bool(file.isChecked)
      writer.int(file.group)
      writer.int(file.settings)
      writer.count(file.overrides.count)
      for override in file.overrides { writer.int(override) }
    }
    projects.write(to: &writer)
    writer.bool(withholdsDeferred)
    writer.bool(fingerprints)
    return writer.finish()
  }

  init(decoding bytes: ArraySlice<UInt8>) throws {
    self = try WireCoding.decode(bytes) { reader in
      let configurationFile = try reader.optionalString()
      let hasOnly = try reader.bool()
      let only = try reader.strings()
      let choices = RuleSelection.CommandLineChoices(only: hasOnly ? only : nil, disabled: try reader.strings())
      let groups = try (0..<reader.count()).map { _ in Group(folder: try reader.string(), root: try reader.string()) }
      let settings = try (0..<reader.count()).map { _ in try ProjectSettings(from: &reader) }
      let files = try (0..<reader.count()).map { _ in
        let displayPath = try reader.string()
        let readPath = try reader.string()
        let rawReadPath = try reader.bool() ? try (0..<reader.count()).map { _ in try reader.byte() } : nil
        return File(
          displayPath: displayPath, readPath: readPath, rawReadPath: rawReadPath, module: try reader.optionalString(),
          isTestFile: try reader.bool(), isChecked: try reader.bool(), group: try reader.int(),
          settings: try reader.int(), overrides: try (0..<reader.count()).map { _ in try reader.int() })
      }
      return WorkerPlan(
        configurationFile: configurationFile, choices: choices, groups: groups, settings: settings, files: files,
        projects: try ProjectPartition(from: &reader), withholdsDeferred: try reader.bool(),
        fingerprints: try reader.bool())
    }
  }
}

extension ProjectSettings {
  func write(to writer: inout CacheByteWriter) {
    // Sorted, so one plan always writes the same bytes.
    let targets = deploymentTargets.sorted { $0.key.rawValue < $1.key.rawValue }
    writer.count(targets.count)
    for (platform, version) in targets {
      writer.string(platform.rawValue)
      writer.int(version.major)
      writer.int(version.minor)
    }
    writer.strings(platforms.map(\.rawValue).sorted())
    writer.bool(isMainActorByDefault)
  }

  init(from reader: inout CacheByteReader) throws {
    var targets: [ApplePlatform: OSVersion] = [:]
    for _ in 0..<(try reader.count()) {
      guard let platform = ApplePlatform(rawValue: try reader.string()) else { throw CacheByteReader.Malformed() }
      targets[platform] = OSVersion(try reader.int(), try reader.int())
    }
    let platforms = try reader.strings().map { name in
      guard let platform = ApplePlatform(rawValue: name) else { throw CacheByteReader.Malformed() }
      return platform
    }
    self.init(deploymentTargets: targets, platforms: Set(platforms), isMainActorByDefault: try reader.bool())
  }
}

extension ProjectPartition {
  func write(to writer: inout CacheByteWriter) {
    writer.count(projects.count)
    for project in projects {
      switch project.kind {
      case .xcode: writer.byte(0)
      case .package: writer.byte(1)
      case .loose: writer.byte(2)
      }
      writer.string(project.root)
      writer.count(project.dependencies.count)
      for dependency in project.dependencies { writer.int(dependency) }
    }
    writer.count(projectOfFile.count)
    for project in projectOfFile { writer.int(project) }
  }

  init(from reader: inout CacheByteReader) throws {
    let projects = try (0..<reader.count()).map { _ in
      let kind: Project.Kind
      switch try reader.byte() {
      case 0: kind = .xcode
      case 1: kind = .package
      case 2: kind = .loose
      default: throw CacheByteReader.Malformed()
      }
      return Project(
        kind: kind, root: try reader.string(), dependencies: try (0..<reader.count()).map { _ in try reader.int() })
    }
    let projectOfFile = try (0..<reader.count()).map { _ in try reader.int() }
    guard projectOfFile.allSatisfy(projects.indices.contains),
      projects.allSatisfy({ $0.dependencies.allSatisfy(projects.indices.contains) })
    else { throw CacheByteReader.Malformed() }
    self.init(projects: projects, projectOfFile: projectOfFile)
  }
}
