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
  /// Where the manifests are read and parsed; in this process when `nil`.
  var manifestReader: PackageManifestCache.Reader? = nil
  var manifestBatchReader: PackageManifestCache.BatchReader? = nil

  func plan() throws -> CheckPlan {
    let currentDirectory = FileManager.default.currentDirectoryPath
    let manifests = PackageManifestCache(reader: manifestReader, batchReader: manifestBatchReader)
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
    var projectDescriptions: [String] = []
    var requestedFolders: Set<String> = []
    for root in roots {
      let paths = request.paths.filter { rootOfPath[$0] == root }
      let found = FileDiscovery.swiftFiles(in: paths, options: options(for: root)) { isExcluded($0, root: root) }
      if let configurationError { throw configurationError }
      for problem in found.problems { notes.append("\(problem.path): \(problem.reason)") }
      skipped += found.skipped
      manifestPaths += found.manifests
      xcodeProjects += found.xcodeProjects
      projectDescriptions += found.projectDescriptions
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
      projectDescriptions += found.projectDescriptions
      discovered += found.files.map { ($0, root, false) }
    }

    let packageManifests = Set(manifestPaths).sorted()
    manifests.prefetch(packageManifests)
    let model = ProjectModel(manifests: manifests)
    for path in Set(xcodeProjects).sorted() { model.addXcodeProject(at: path) }
    // A committed '.xcodeproj' is what Xcode builds: a description beside one is not read.
    let projectFolders = Set(xcodeProjects.map(ModuleFolders.parent(of:)))
    for path in Set(projectDescriptions).sorted() where !projectFolders.contains(ModuleFolders.parent(of: path)) {
      model.addProjectDescription(at: path)
    }
    for path in packageManifests { model.addPackage(manifestAt: path) }
    notes += model.problems

    // Each configuration group's rule selection, and the checked files' rule lists.
    var groups: [CheckPlan.Group] = []
    var groupByKey: [String: Int] = [:]
    var ruleLists = RuleLists(catalog: catalog, choices: request.choices)
    var files: [FileWork] = []
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
        group = groups.count
        groupByKey[resolved.key] = group
        groups.append(
          CheckPlan.Group(
            configuration: configuration, detectsPresets: ruleLists.detectsPresets(configuration),
            folder: ModuleFolders.parent(of: absolutePath), root: root))
        try ruleLists.addGroup(configuration)
      }

      let membership = model.membership(ofAbsolutePath: absolutePath)
      var targets = membership.deploymentTargets
      // The configuration fills only the platforms the project states no version for: each
      // target keeps its own (an app with 16.0, 17.0 and 17.5 targets keeps all three).
      targets.merge(configuration.deploymentTargets) { project, _ in project }
      let settings = ProjectSettings(
        deploymentTargets: targets, platforms: membership.platforms,
        isMainActorByDefault: membership.isMainActorByDefault)

      var matching: [Int] = []
      // A manifest is read by SwiftPM, not compiled for a device: no deployment target applies.
      if isChecked, !absolutePath.hasSuffix("/Package.swift") {
        sources.count(
          membership, configured: configuration.deploymentTargets, settings: settings, path: file.displayPath)
      }
      if isChecked {
        matching = compiled.overrides.indices.filter { compiled.overrides[$0].matches(relative) }
      }
      let rules = try ruleLists.list(isChecked: isChecked, isTest: membership.isTest, group: group, overrides: matching)
      projects.add(fileAt: absolutePath, owners: membership.owners)
      files.append(
        FileWork(
          displayPath: file.displayPath, readPath: file.realPath, module: membership.module,
          isTestFile: membership.isTest, isChecked: isChecked, group: group, rules: rules.rules, plan: rules.plan,
          settings: settings, limits: configuration.limits, rawReadPath: file.rawPath,
          knownRuleIDs: ruleLists.knownRuleIDs[group], overrides: matching,
          parsed: absolutePath.hasSuffix("/Package.swift") ? manifests.parsedSource(at: absolutePath) : nil,
          fingerprints: request.fingerprints))
    }
    let usesTarget = catalog.rules.filter(\.description.usesDeploymentTarget).map(\.id)
    // Every checked file runs one of these lists, and each was made for a checked file.
    let checkedRules = ruleLists.checkedRuleIDs
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
  private var byOwner: [BuildTarget: Int] = [:]
  private var configured = 0
  /// The checked files whose iOS or tvOS deployment target is unknown, as the run names them.
  private var unknown: [String] = []

  mutating func count(
    _ membership: ProjectModel.Membership, configured targets: [ApplePlatform: OSVersion], settings: ProjectSettings,
    path: String
  ) {
    // The target's own versions come first; the configuration only fills what it leaves out.
    if let owner = membership.owners.first, !membership.deploymentTargets.isEmpty {
      byOwner[owner, default: 0] += 1
    } else if !targets.isEmpty {
      configured += 1
    } else if let owner = membership.owners.first {
      byOwner[owner, default: 0] += 1
    }
    let buildsForPresentation = settings.platforms.isEmpty || !settings.platforms.isDisjoint(with: [.iOS, .tvOS])
    if settings.lowestPresentationTarget == nil, buildsForPresentation { unknown.append(path) }
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
    guard !unknown.isEmpty, !dependentRules.isEmpty else { return [] }
    return [.unknownDeploymentTarget(files: unknown.count, rules: dependentRules, paths: unknown.sorted())]
  }
}
