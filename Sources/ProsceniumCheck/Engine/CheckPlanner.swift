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

  func plan() throws -> CheckPlan {
    let currentDirectory = FileManager.default.currentDirectoryPath
    let manifests = PackageManifestCache()
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
      let found = FileDiscovery.swiftFiles(in: paths, options: options(for: root)) { isExcluded($0, root: root) }
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
      let found = FileDiscovery.swiftFiles(
        in: [display], options: options(for: root), isExcluded: { isExcluded($0, root: root) },
        isAlreadyWalked: { requestedFolders.contains($0) })
      if let configurationError { throw configurationError }
      manifestPaths += found.manifests
      xcodeProjects += found.xcodeProjects
      discovered += found.files.map { ($0, root, false) }
    }

    let model = ProjectModel(manifests: manifests)
    for path in Set(xcodeProjects).sorted() { model.addXcodeProject(at: path) }
    for path in Set(manifestPaths).sorted() { model.addPackage(manifestAt: path) }
    notes += model.problems

    // Each configuration group's rule selection, and its rule lists per set of matching overrides.
    var groups: [CheckPlan.Group] = []
    var groupByKey: [String: Int] = [:]
    var selections: [RuleSelection] = []
    var rulesByOverrides: [[Int]: (rules: [ConfiguredRule], plan: DispatchPlan)] = [:]
    let indexOnly = (rules: [ConfiguredRule](), plan: DispatchPlan(rules: []))

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
        var selected = configuration
        let detecting = configuration.presets.isEmpty && request.choices.only == nil && !catalog.presets.isEmpty
        if detecting {
          // Run what the presets turn on by default; the presets that fit the code are chosen once
          // the index exists, and the findings of the others are dropped. Opt-in rules run only
          // when a configuration names them or their preset.
          for id in Set(catalog.presets.flatMap(\.enabledRules)) where selected.rules[id] == nil {
            guard let rule = catalog.rule(id: id), !rule.description.isOptIn else { continue }
            selected.rules[id] = Configuration.RuleSetting(enabled: true)
          }
        }
        group = groups.count
        groupByKey[resolved.key] = group
        groups.append(CheckPlan.Group(configuration: configuration, detectsPresets: detecting))
        selections.append(try RuleSelection(catalog: catalog, configuration: selected, choices: request.choices))
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
      if !isChecked {
        rules = indexOnly
      } else {
        // A manifest is read by SwiftPM, not compiled for a device: no deployment target applies.
        if !absolutePath.hasSuffix("/Package.swift") {
          sources.count(membership, configured: configuration.deploymentTargets, settings: settings)
        }
        let selection = selections[group]
        let matching = compiled.overrides.indices.filter { compiled.overrides[$0].matches(relative) }
        let key = [group] + matching
        if let known = rulesByOverrides[key] {
          rules = known
        } else {
          let list = try selection.rules(forRelativePath: relative)
          rules = (list, DispatchPlan(rules: list))
          rulesByOverrides[key] = rules
        }
      }
      projects.add(fileAt: absolutePath, owners: membership.owners)
      files.append(
        FileWork(
          displayPath: file.displayPath, readPath: file.realPath, module: membership.module,
          isTestFile: membership.isTest, isChecked: isChecked, group: group, rules: rules.rules, plan: rules.plan,
          settings: settings, limits: configuration.limits, rawReadPath: file.rawPath,
          knownRuleIDs: knownRuleIDsByGroup[group]))
    }
    let usesTarget = catalog.rules.filter(\.description.usesDeploymentTarget).map(\.id)
    let checkedRules = Set(files.lazy.filter(\.isChecked).flatMap { $0.rules.map(\.id) })
    let dependent = usesTarget.filter(checkedRules.contains)
    return CheckPlan(
      files: files, groups: groups, roots: roots,
      notes: notes, decisions: sources.decisions + sources.notes(dependentRules: dependent), skipped: skipped,
      projects: projects.build())
  }
}

/// Counts where the checked files' deployment targets came from, for the run's decisions and for
/// one note about files whose target is unknown.
struct DeploymentTargetSources {
  private var byOwner: [String: (files: Int, targets: [ApplePlatform: OSVersion])] = [:]
  private var configured = 0
  private var unknown = 0

  mutating func count(
    _ membership: ProjectModel.Membership, configured targets: [ApplePlatform: OSVersion], settings: ProjectSettings
  ) {
    if !targets.isEmpty {
      configured += 1
    } else if let owner = membership.owners.first {
      byOwner[owner.description, default: (0, owner.deploymentTargets)].files += 1
    }
    let buildsForPresentation = settings.platforms.isEmpty || !settings.platforms.isDisjoint(with: [.iOS, .tvOS])
    if settings.lowestPresentationTarget == nil, buildsForPresentation { unknown += 1 }
  }

  var decisions: [String] {
    guard !byOwner.isEmpty || configured > 0 else { return [] }
    var parts: [String] = []
    if configured > 0 { parts.append("\(configured) from the configuration's 'deployment_target'") }
    let owners = byOwner.sorted { ($0.value.files, $1.key) > ($1.value.files, $0.key) }
    for (name, entry) in owners.prefix(3) {
      let versions = entry.targets.isEmpty ? "unknown" : ProjectSettings.describe(entry.targets)
      parts.append("\(entry.files) from \(name) (\(versions))")
    }
    if owners.count > 3 {
      parts.append("\(owners.dropFirst(3).reduce(0) { $0 + $1.value.files }) from \(owners.count - 3) more targets")
    }
    return ["deployment targets of the checked files: " + parts.joined(separator: ", ")]
  }

  func notes(dependentRules: [String]) -> [String] {
    guard unknown > 0, !dependentRules.isEmpty else { return [] }
    let files = unknown == 1 ? "1 checked file has" : "\(unknown) checked files have"
    let rules = dependentRules.map { "'\($0)'" }.joined(separator: ", ")
    return [
      "\(files) no known iOS or tvOS deployment target (no Xcode or package target compiles them, or it does not "
        + "say, and no 'deployment_target' is configured): \(rules) cannot check availability there "
        + "and offer no fix that writes a newer API; set \"deployment_target\" in .proscenium.json to say which"
    ]
  }
}
