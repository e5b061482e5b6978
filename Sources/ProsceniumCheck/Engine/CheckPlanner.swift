import Foundation
import ProsceniumSyntax

/// The plan step of a run: finds each checked path's project root, walks the requested paths and
/// the rest of each root, builds the project model from the manifests and Xcode projects met, and
/// gives every file its configuration, rules, module and settings. Reads no Swift file but
/// manifests.
struct CheckPlanner {
  let catalog: RuleCatalog
  let request: CheckRequest
  let loadConfiguration: (String) throws -> Configuration
  /// What another plan of the same request already read from disk (a worker is handed its
  /// supervisor's): the folder walks, in the order this plan makes them, the manifests and the
  /// Xcode projects. Reading them again cost each worker as much as the supervisor's own plan.
  var reads: CheckPlan.Reads? = nil
  /// Whether the plan counts where the checked files' deployment targets came from, for the
  /// run's decisions and notes: a worker's plan leaves that to its supervisor.
  var countsDeploymentTargets = true

  func plan() throws -> CheckPlan {
    let currentDirectory = FileManager.default.currentDirectoryPath
    let manifests = PackageManifestCache(known: reads?.manifests ?? [])
    var walks: [FileDiscovery.Result] = []
    /// A walk of this plan: the one handed over at the same position, or a new one.
    func discover(_ walk: () -> FileDiscovery.Result) -> FileDiscovery.Result {
      let result: FileDiscovery.Result
      if let known = reads?.walks, walks.count < known.count {
        result = known[walks.count]
      } else {
        result = walk()
      }
      walks.append(result)
      return result
    }
    let fixed = try request.configurationFile.map(loadConfiguration)
    let resolver = ConfigurationResolver(fixed: fixed, currentDirectory: currentDirectory, load: loadConfiguration)
    var notes: [String] = []
    var skipped: [FileDiscovery.Skipped] = []

    // Roots, in the order their first path was given.
    var roots: [String] = []
    var rootOfPath: [String: String] = [:]
    for path in request.paths {
      let root = ProjectRoot.find(for: path, manifests: manifests)
      rootOfPath[path] = root
      if !roots.contains(root) { roots.append(root) }
    }

    // A display path's governing configuration; errors are kept and thrown after the walk.
    var configurationError: (any Error)?
    func resolved(forAbsoluteFolder folder: String, root: String) -> ConfigurationResolver.Resolved? {
      do {
        return try resolver.configuration(forFolder: folder, root: root)
      } catch {
        if configurationError == nil { configurationError = error }
        return nil
      }
    }
    // Each configuration's globs, compiled once.
    var globsByKey: [String: ConfigurationGlobs] = [:]
    func globs(_ resolved: ConfigurationResolver.Resolved) -> ConfigurationGlobs {
      if let known = globsByKey[resolved.key] { return known }
      let compiled = ConfigurationGlobs(resolved.configuration)
      globsByKey[resolved.key] = compiled
      return compiled
    }
    func isExcluded(_ display: String, root: String) -> Bool {
      let path = absolute(display.hasSuffix("/") ? String(display.dropLast()) : display, from: currentDirectory)
      guard let resolved = resolved(forAbsoluteFolder: ModuleFolders.parent(of: path), root: root),
        !resolved.configuration.exclude.isEmpty
      else { return false }
      let relative = relativePath(path, to: absolute(resolved.configuration.root, from: currentDirectory))
      return globs(resolved).exclude.matches(relative)
    }
    func options(for root: String) -> FileDiscovery.Options {
      let configuration = resolved(forAbsoluteFolder: root, root: root)?.configuration ?? .empty
      return FileDiscovery.Options(vendoredFolderNames: configuration.vendoredFolderNames)
    }

    // The requested paths are checked; the rest of their roots is indexed.
    var discovered: [(file: FileDiscovery.DiscoveredFile, root: String, isChecked: Bool)] = []
    var manifestPaths: [String] = []
    var xcodeProjects: [String] = []
    var requestedFolders: Set<String> = []
    for root in roots {
      let paths = request.paths.filter { rootOfPath[$0] == root }
      let found = discover {
        FileDiscovery.swiftFiles(in: paths, options: options(for: root)) { isExcluded($0, root: root) }
      }
      if let configurationError { throw configurationError }
      for problem in found.problems { notes.append("\(problem.path): \(problem.reason)") }
      skipped += found.skipped
      manifestPaths += found.manifests
      xcodeProjects += found.xcodeProjects
      discovered += found.files.map { ($0, root, true) }
      for path in paths {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
          requestedFolders.insert(absolute(path, from: currentDirectory))
        }
      }
    }
    for root in roots where !requestedFolders.contains(root) {
      let display = root == currentDirectory ? "." : relativePath(root, to: currentDirectory)
      let found = discover {
        FileDiscovery.swiftFiles(
          in: [display], options: options(for: root), isExcluded: { isExcluded($0, root: root) },
          isAlreadyWalked: { requestedFolders.contains($0) })
      }
      if let configurationError { throw configurationError }
      manifestPaths += found.manifests
      xcodeProjects += found.xcodeProjects
      discovered += found.files.map { ($0, root, false) }
    }

    let model = ProjectModel(manifests: manifests, xcodeProjects: reads?.xcodeProjects ?? [])
    for path in Set(xcodeProjects).sorted() { model.addXcodeProject(at: path) }
    for path in Set(manifestPaths).sorted() { model.addPackage(manifestAt: path) }
    notes += model.problems

    // Each configuration group's rule selection, and the checked files' rule lists by `FileWork.ruleListKey`.
    var groups: [CheckPlan.Group] = []
    var groupByKey: [String: Int] = [:]
    var selections: [RuleSelection] = []
    var detections: [DetectedPresetSelection?] = []
    var rulesByOverrides: [[Int]: (rules: [ConfiguredRule], plan: DispatchPlan)] = [:]
    let indexOnly = (rules: [ConfiguredRule](), plan: DispatchPlan(rules: [], testFile: false))

    var files: [FileWork] = []
    let knownRuleIDs = Set(catalog.allIDs)
    // A group's configuration may add rules of its own (`custom_rules`) that suppressions name.
    var knownRuleIDsByGroup: [Set<String>] = []
    var seenRealPaths: Set<String> = []
    var sources = DeploymentTargetSources()
    var projects = ProjectPartition.Builder(xcodeProjects: model.xcodeProjectPaths, packages: model.packageManifests)
    for (file, root, isChecked) in discovered {
      guard seenRealPaths.insert(file.canonicalPath).inserted else { continue }
      let absolutePath = absolute(file.realPath, from: currentDirectory)
      guard let resolved = resolved(forAbsoluteFolder: ModuleFolders.parent(of: absolutePath), root: root) else {
        throw configurationError ?? ConfigurationError(keyPath: "", reason: "cannot resolve the configuration")
      }
      let configuration = resolved.configuration
      let relative = relativePath(absolutePath, to: absolute(configuration.root, from: currentDirectory))
      let compiled = globs(resolved)
      if !configuration.include.isEmpty, !compiled.include.matches(relative) {
        continue
      }
      let group: Int
      if let known = groupByKey[resolved.key] {
        group = known
      } else {
        let detecting = configuration.presets.isEmpty && request.choices.only == nil && !catalog.presets.isEmpty
        group = groups.count
        groupByKey[resolved.key] = group
        groups.append(CheckPlan.Group(configuration: configuration, detectsPresets: detecting))
        selections.append(try RuleSelection(catalog: catalog, configuration: configuration, choices: request.choices))
        // The presets that fit the code are chosen once the index exists: until then, run what
        // any of them would.
        detections.append(
          detecting
            ? try DetectedPresetSelection(catalog: catalog, configuration: configuration, choices: request.choices)
            : nil)
        knownRuleIDsByGroup.append(
          configuration.customRules.isEmpty ? knownRuleIDs : knownRuleIDs.union(configuration.customRules.map(\.id)))
      }

      let membership = model.membership(ofAbsolutePath: absolutePath)
      var targets = membership.deploymentTargets
      targets.merge(configuration.deploymentTargets) { _, configured in configured }
      let settings = ProjectSettings(
        deploymentTargets: targets, platforms: membership.platforms,
        isMainActorByDefault: membership.isMainActorByDefault)

      let rules: (rules: [ConfiguredRule], plan: DispatchPlan)
      var matching: [Int] = []
      if !isChecked {
        rules = indexOnly
      } else {
        // A manifest is read by SwiftPM, not compiled for a device: no deployment target applies.
        if countsDeploymentTargets, !absolutePath.hasSuffix("/Package.swift") {
          sources.count(membership, configured: configuration.deploymentTargets, settings: settings)
        }
        matching = compiled.overrides.indices.filter { compiled.overrides[$0].matches(relative) }
        // Test files share the list but not the plan: it leaves out the rules that skip them.
        let key = FileWork.ruleListKey(isChecked: true, isTest: membership.isTest, group: group, overrides: matching)
        if let known = rulesByOverrides[key] {
          rules = known
        } else {
          let twin = FileWork.ruleListKey(
            isChecked: true, isTest: !membership.isTest, group: group, overrides: matching)
          let list =
            try rulesByOverrides[twin]?.rules
            ?? detections[group]?.rulesToRun(forOverrides: matching)
            ?? selections[group].rules(forOverrides: matching)
          rules = (list, DispatchPlan(rules: list, testFile: membership.isTest))
          rulesByOverrides[key] = rules
        }
      }
      projects.add(fileAt: absolutePath, owners: membership.owners)
      files.append(
        FileWork(
          displayPath: file.displayPath, readPath: file.realPath, module: membership.module,
          isTestFile: membership.isTest, isChecked: isChecked, group: group, rules: rules.rules, plan: rules.plan,
          settings: settings, limits: configuration.limits, rawReadPath: file.rawPath,
          knownRuleIDs: knownRuleIDsByGroup[group], overrides: matching,
          parsed: absolutePath.hasSuffix("/Package.swift") ? manifests.parsedSource(at: absolutePath) : nil))
    }
    let usesTarget = catalog.rules.filter(\.description.usesDeploymentTarget).map(\.id)
    // Every checked file runs one of these lists, and each was made for a checked file.
    let checkedRules = Set(rulesByOverrides.values.flatMap { $0.rules.map(\.id) })
    let dependent = usesTarget.filter(checkedRules.contains)
    return CheckPlan(
      files: files, groups: groups, roots: roots,
      notes: notes, decisions: sources.decisions + sources.notes(dependentRules: dependent), skipped: skipped,
      projects: projects.build(),
      reads: CheckPlan.Reads(walks: walks, manifests: manifests.known, xcodeProjects: model.xcodeReads))
  }
}

/// Counts where the checked files' deployment targets came from, for the run's decisions and for
/// one note about files whose target is unknown.
struct DeploymentTargetSources {
  private var byOwner: [BuildTarget: Int] = [:]
  private var configured = 0
  private var unknown = 0

  mutating func count(
    _ membership: ProjectModel.Membership, configured targets: [ApplePlatform: OSVersion], settings: ProjectSettings
  ) {
    if !targets.isEmpty {
      configured += 1
    } else if let owner = membership.owners.first {
      byOwner[owner, default: 0] += 1
    }
    let buildsForPresentation = settings.platforms.isEmpty || !settings.platforms.isDisjoint(with: [.iOS, .tvOS])
    if settings.lowestPresentationTarget == nil, buildsForPresentation { unknown += 1 }
  }

  var decisions: [CheckDecision] {
    guard !byOwner.isEmpty || configured > 0 else { return [] }
    // Each target's description is built once, not in every comparison of the sort.
    let shares = byOwner.map {
      (share: DeploymentTargetTally.Share(target: $0.key, files: $0.value), name: $0.key.description)
    }
    .sorted { ($0.share.files, $1.name) > ($1.share.files, $0.name) }
    .map(\.share)
    return [.deploymentTargets(DeploymentTargetTally(configured: configured, shares: shares))]
  }

  func notes(dependentRules: [String]) -> [CheckDecision] {
    guard unknown > 0, !dependentRules.isEmpty else { return [] }
    return [.unknownDeploymentTarget(files: unknown, rules: dependentRules)]
  }
}
