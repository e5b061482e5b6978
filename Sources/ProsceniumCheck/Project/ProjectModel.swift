import Foundation
import ProsceniumSyntax

/// What the project says about each file before any rule runs: which target compiles it, hence its
/// module, whether it is test code, its platforms and its deployment target.
///
/// Built once per run from the `Package.swift` manifests and Xcode projects found under the run's
/// roots. A file belongs to the target that compiles it, never merely to the nearest manifest:
/// Xcode targets first (their build phases and synchronized folders list files explicitly), then
/// the package target whose folder, `sources:` and `exclude:` hold it. A file no target compiles
/// gets folder conventions for its module and an unknown deployment target.
final class ProjectModel {
  /// What the model says about one file.
  struct Membership: Sendable, Hashable {
    var module: String?
    var isTest: Bool
    /// The targets that compile the file; empty when none does.
    var owners: [BuildTarget]
    /// The platforms of the owners (empty when unknown).
    var platforms: Set<ApplePlatform>
    /// Per platform, the lowest deployment target among the owners that build for it.
    var deploymentTargets: [ApplePlatform: OSVersion]
    /// Whether every owner isolates its code to the main actor by default.
    var isMainActorByDefault = false
  }

  private struct XcodeTargetFiles {
    var target: BuildTarget
    /// Each folder with a trailing `/`, made once: every file of the run is tested against them.
    var folders: [String]
    var excluded: Set<String>
  }

  private(set) var xcodeTargets: [BuildTarget] = []
  /// The `.xcodeproj` folders met, readable or not: each one's folder is a project of the run.
  private(set) var xcodeProjectPaths: [String] = []
  private var targetsByFile: [String: [Int]] = [:]
  /// The same, keyed by lowercased path: Xcode projects are made on case-insensitive file systems,
  /// where `PDFGeneration/` in the project finds `PdfGeneration/` on disk.
  private var targetsByLowercasedFile: [String: [Int]] = [:]
  private var synchronized: [XcodeTargetFiles] = []
  /// Packages by root folder.
  private var packages: [String: PackageOwnership] = [:]
  /// The memberships of files a package target compiles, by the files' folder, where the packages
  /// decide by folder alone: a package's files share a few folders, and finding the target cost
  /// a walk up the folders and a test of every target folder for each file.
  private var packageMembershipByFolder: [String: Membership] = [:]
  /// Problems reading project files, for the run's notes.
  private(set) var problems: [String] = []

  private let manifestCache: PackageManifestCache

  init(manifests: PackageManifestCache) {
    manifestCache = manifests
  }

  /// Reads the Xcode project at absolute path `path` (a `.xcodeproj` folder), once.
  func addXcodeProject(at path: String) {
    xcodeProjectPaths.append(path)
    do {
      add(try XcodeProject.read(projectAt: path), origin: path)
    } catch {
      problems.append("cannot read Xcode project '\(path)': \(error)")
    }
  }

  /// Reads the project description at absolute path `path`, once: an XcodeGen `project.yml` or a
  /// Tuist `Project.swift`, for apps that generate their `.xcodeproj` instead of committing it.
  /// Files under its folder that none of its targets claims take the versions the description
  /// gives for the whole project.
  func addProjectDescription(at path: String) {
    xcodeProjectPaths.append(path)
    let project: XcodeProject
    do {
      if path.hasSuffix(".swift") {
        project = try TuistProject.read(manifestAt: path, helpers: tuistHelpers(near: path))
      } else {
        project = try XcodeGenProject.read(specAt: path)
      }
    } catch {
      problems.append("cannot read project description '\(path)': \(error)")
      return
    }
    // A target that states no version builds with the project's.
    var described = project
    for index in described.targets.indices {
      described.targets[index].deploymentTargets.merge(project.deploymentTargets) { own, _ in own }
    }
    add(described, origin: path)
    let versions = Self.versions(project.deploymentTargets, platforms: [])
    if !versions.isEmpty {
      let folder = ModuleFolders.parent(of: path)
      descriptionDefaults.append((folder == "/" ? "/" : folder + "/", versions))
    }
  }

  /// For each folder holding a project description, the versions it gives the whole project,
  /// for the files under it no target claims.
  private var descriptionDefaults: [(folder: String, versions: [ApplePlatform: OSVersion])] = []

  /// The texts of `Tuist/ProjectDescriptionHelpers/*.swift` in the nearest folder above `manifest`
  /// that has one, read once per folder.
  private func tuistHelpers(near manifest: String) -> [String] {
    var folder = ModuleFolders.parent(of: manifest)
    while true {
      let helpers = folder + "/Tuist/ProjectDescriptionHelpers"
      if let known = tuistHelperTexts[helpers] { return known }
      if let names = try? FileManager.default.contentsOfDirectory(atPath: helpers) {
        let texts = names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
          FileManager.default.contents(atPath: helpers + "/" + name).map { String(decoding: $0, as: UTF8.self) }
        }
        tuistHelperTexts[helpers] = texts
        return texts
      }
      let parent = ModuleFolders.parent(of: folder)
      if parent == folder { return [] }
      folder = parent
    }
  }

  private var tuistHelperTexts: [String: [String]] = [:]

  /// The versions a project or target states, kept to `platforms` when those are known.
  private static func versions(_ texts: [String: String], platforms: Set<ApplePlatform>) -> [ApplePlatform: OSVersion] {
    var versions: [ApplePlatform: OSVersion] = [:]
    for (name, text) in texts {
      guard let platform = ApplePlatform(manifestName: name), let version = OSVersion(parsing: text) else { continue }
      if !platforms.isEmpty, !platforms.contains(platform) { continue }
      versions[platform] = version
    }
    return versions
  }

  /// Adds the targets of a project read from `origin` (its `.xcodeproj` or description file).
  private func add(_ project: XcodeProject, origin path: String) {
    for target in project.targets {
      let platforms = Set(target.platforms.compactMap { ApplePlatform(manifestName: $0) })
      let built = BuildTarget(
        name: target.name, origin: .xcodeProject(path), isTest: target.isTest, platforms: platforms,
        deploymentTargets: Self.versions(target.deploymentTargets, platforms: platforms),
        isMainActorByDefault: target.isMainActorByDefault)
      let index = xcodeTargets.count
      xcodeTargets.append(built)
      for file in target.sourceFiles {
        targetsByFile[file, default: []].append(index)
        targetsByLowercasedFile[file.lowercased(), default: []].append(index)
      }
      if !target.synchronizedFolders.isEmpty {
        synchronized.append(
          XcodeTargetFiles(
            target: built, folders: target.synchronizedFolders.map { $0.hasSuffix("/") ? $0 : $0 + "/" },
            excluded: target.excludedFiles))
      }
    }
  }

  /// Reads the manifest at absolute path `path`, once.
  func addPackage(manifestAt path: String) {
    let root = ModuleFolders.parent(of: path)
    guard packages[root] == nil, let manifest = manifestCache.manifest(at: path) else { return }
    packages[root] = PackageOwnership(manifest: manifest, root: root)
  }

  /// The manifests read, by package root folder.
  var packageManifests: [String: PackageManifest] { packages.mapValues(\.manifest) }

  /// The membership of the file at absolute path `path`.
  func membership(ofAbsolutePath path: String) -> Membership {
    let compiling =
      targetsByFile.isEmpty ? [] : targetsByFile[path] ?? targetsByLowercasedFile[path.lowercased()] ?? []
    var owners = compiling.map { xcodeTargets[$0] }
    for entry in synchronized where !entry.excluded.contains(path) {
      if entry.folders.contains(where: { path.hasPrefix($0) }),
        !owners.contains(entry.target)
      {
        owners.append(entry.target)
      }
    }
    if owners.isEmpty {
      let folder = ModuleFolders.parent(of: path)
      if let known = packageMembershipByFolder[folder] { return known }
      if let (target, manifestPath, platforms, byFolder) = packageTarget(compiling: path, in: folder) {
        let owner = BuildTarget(
          name: target.name, origin: .package(manifestPath), isTest: target.kind == .test,
          deploymentTargets: platforms, isMainActorByDefault: target.isMainActorByDefault)
        let membership = Self.membership(owners: [owner])
        if byFolder { packageMembershipByFolder[folder] = membership }
        return membership
      }
    }
    guard !owners.isEmpty else {
      let conventional = ModuleFolders.conventionalMembership(components: path.pathParts.map(String.init))
      // The nearest project description above the file gives the whole project's versions.
      let defaults = descriptionDefaults.filter { path.hasPrefix($0.folder) }.max { $0.folder.count < $1.folder.count }
      return Membership(
        module: conventional.module, isTest: conventional.isTest, owners: [], platforms: [],
        deploymentTargets: defaults?.versions ?? [:])
    }
    return Self.membership(owners: owners)
  }

  /// The membership of a file that `owners` (not empty) compile.
  private static func membership(owners: [BuildTarget]) -> Membership {
    var deploymentTargets: [ApplePlatform: OSVersion] = [:]
    for owner in owners {
      deploymentTargets.merge(owner.deploymentTargets) { Swift.min($0, $1) }
    }
    let module = (owners.first { !$0.isTest } ?? owners[0]).name
    return Membership(
      module: module, isTest: owners.allSatisfy(\.isTest), owners: owners,
      platforms: owners.reduce(into: Set()) { $0.formUnion($1.platforms) }, deploymentTargets: deploymentTargets,
      isMainActorByDefault: owners.allSatisfy(\.isMainActorByDefault))
  }

  /// The package target compiling `path`, from the nearest package above `start` (the file's
  /// folder) outwards, and whether every package asked decides by folder alone, so that the
  /// answer holds for every file of `start`.
  private func packageTarget(compiling path: String, in start: String) -> (
    PackageManifest.Target, manifest: String, platforms: [ApplePlatform: OSVersion], byFolder: Bool
  )? {
    var folder = start
    var byFolder = true
    while true {
      if let package = packages[folder] {
        byFolder = byFolder && package.decidesByFolder
        if let target = package.target(compiling: path) {
          return (target, folder + "/Package.swift", package.platforms, byFolder)
        }
      }
      let parent = ModuleFolders.parent(of: folder)
      if parent == folder { return nil }
      folder = parent
    }
  }
}

extension ApplePlatform {
  /// The platform as `Package.swift` and Xcode projects spell it: `iOS`, `tvOS`, `macOS`, …
  init?(manifestName: String) {
    switch manifestName {
    case "iOS": self = .iOS
    case "tvOS": self = .tvOS
    case "macOS": self = .macOS
    case "watchOS": self = .watchOS
    case "visionOS": self = .visionOS
    default: return nil
    }
  }

  /// `iOS`, `tvOS`, …: how people write the platform.
  package var displayName: String {
    switch self {
    case .iOS: "iOS"
    case .tvOS: "tvOS"
    case .macOS: "macOS"
    case .watchOS: "watchOS"
    case .visionOS: "visionOS"
    }
  }
}
