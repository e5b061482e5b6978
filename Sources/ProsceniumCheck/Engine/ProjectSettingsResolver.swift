import Foundation
import ProsceniumSyntax

/// Works out the project settings rules depend on — today the deployment targets — and says
/// where each value came from.
///
/// Each platform's target comes from the first source that declares it, in this order:
/// 1. the configuration's `deployment_target`;
/// 2. the nearest `Package.swift` at or above each checked path, or, when there is none, the
///    manifests a little inside the checked folders (a folder of packages such as
///    `Presentation/`, `Domain/`, `Data/`);
/// 3. the `project.pbxproj` of the Xcode projects inside the checked folders or beside them.
///
/// Several manifests or projects give the lowest version per platform: the code must run there.
public enum ProjectSettingsResolver {
  /// How deep below a checked folder manifests and Xcode projects are looked for.
  static let searchDepth = 2

  /// Resolves the settings for a check of `checkedPaths` under `configuration`.
  ///
  /// - Returns: the settings, and one note per source used ("deployment target iOS 17.0 from
  ///   Package.swift"), for the user to see why rules behave as they do.
  public static func resolve(configuration: Configuration, checkedPaths: [String]) -> (
    ProjectSettings, notes: [String]
  ) {
    resolve(configuration: configuration, checkedPaths: checkedPaths, manifests: PackageManifestCache())
  }

  /// Resolves the settings, reading manifests through the run's shared cache.
  static func resolve(configuration: Configuration, checkedPaths: [String], manifests cache: PackageManifestCache)
    -> (ProjectSettings, notes: [String])
  {
    var targets: [ApplePlatform: OSVersion] = [:]
    var notes: [String] = []

    func adopt(_ found: [ApplePlatform: OSVersion], from origin: String) {
      let new = found.filter { targets[$0.key] == nil }
      guard !new.isEmpty else { return }
      targets.merge(new) { current, _ in current }
      notes.append("deployment target \(describe(new)) from \(origin)")
    }

    if !configuration.deploymentTargets.isEmpty {
      let origin = configuration.file.map { "'\(display($0))'" } ?? "the configuration"
      adopt(configuration.deploymentTargets, from: origin)
    }

    let manifests = manifestPaths(for: checkedPaths)
    if !manifests.isEmpty {
      var found: [ApplePlatform: OSVersion] = [:]
      for path in manifests {
        guard let manifest = cache.manifest(at: path, requireValidUTF8: true) else { continue }
        lower(&found, with: manifest.platforms)
      }
      adopt(found, from: origins(manifests))
    }

    if ApplePlatform.allCases.contains(where: { targets[$0] == nil }) {
      let projects = xcodeProjectFiles(for: checkedPaths)
      var found: [ApplePlatform: OSVersion] = [:]
      for path in projects {
        guard let text = readText(path) else { continue }
        lower(&found, with: XcodeProjectReader.deploymentTargets(projectText: text))
      }
      adopt(found, from: origins(projects))
    }
    return (ProjectSettings(deploymentTargets: targets), notes)
  }

  /// `Package.swift` spelling of each platform.
  static let manifestPlatformNames: [String: ApplePlatform] = [
    "iOS": .iOS, "tvOS": .tvOS, "macOS": .macOS, "watchOS": .watchOS, "visionOS": .visionOS,
  ]

  /// "iOS 17.0, tvOS 17.0", in a stable order.
  static func describe(_ targets: [ApplePlatform: OSVersion]) -> String {
    ApplePlatform.allCases.compactMap { platform in
      targets[platform].map { "\(displayName(platform)) \($0)" }
    }.joined(separator: ", ")
  }

  static func displayName(_ platform: ApplePlatform) -> String {
    manifestPlatformNames.first { $0.value == platform }?.key ?? platform.rawValue
  }

  private static func lower(_ targets: inout [ApplePlatform: OSVersion], with platforms: [String: String]) {
    for (name, text) in platforms {
      guard let platform = manifestPlatformNames[name], let version = OSVersion(parsing: text) else { continue }
      if let current = targets[platform], current <= version { continue }
      targets[platform] = version
    }
  }

  private static func origins(_ paths: [String]) -> String {
    let shown = paths.prefix(3).map { "'\(display($0))'" }.joined(separator: ", ")
    return paths.count > 3 ? "\(shown) and \(paths.count - 3) more" : shown
  }

  /// The path relative to the current folder when inside it.
  private static func display(_ path: String) -> String {
    relativePath(absolute(path), to: FileManager.default.currentDirectoryPath)
  }

  private static func readText(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).flatMap { String(validating: $0, as: UTF8.self) }
  }

  // MARK: - Finding manifests and projects

  /// The nearest manifest at or above each path; for a folder with none above, the manifests a
  /// little inside it. Sorted, without duplicates.
  static func manifestPaths(for checkedPaths: [String]) -> [String] {
    var found: Set<String> = []
    for path in checkedPaths {
      let start = absolute(path)
      guard let folder = folderOf(start) else { continue }
      if let above = nearestAbove(folder, where: { fileExists($0 + "/Package.swift") }) {
        found.insert(above + "/Package.swift")
      } else if folder == start {
        found.formUnion(search(in: folder, depth: searchDepth) { $0 == "Package.swift" })
      }
    }
    return found.sorted()
  }

  /// The `project.pbxproj` of the Xcode projects inside each checked folder, or, when there is
  /// none, beside the path or in a folder above it up to the repository root.
  static func xcodeProjectFiles(for checkedPaths: [String]) -> [String] {
    var found: Set<String> = []
    for path in checkedPaths {
      let start = absolute(path)
      guard let folder = folderOf(start) else { continue }
      var projects: [String] = []
      if folder == start {
        projects = search(in: folder, depth: searchDepth) { $0.hasSuffix(".xcodeproj") }
      }
      if projects.isEmpty {
        var current = folder
        for _ in 0..<8 {
          projects = xcodeProjects(directlyIn: current)
          let parent = URL(fileURLWithPath: current).deletingLastPathComponent().path
          if !projects.isEmpty || fileExists(current + "/.git") || parent == current { break }
          current = parent
        }
      }
      for project in projects where fileExists(project + "/project.pbxproj") {
        found.insert(project + "/project.pbxproj")
      }
    }
    return found.sorted()
  }

  private static func xcodeProjects(directlyIn folder: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return entries.filter { $0.hasSuffix(".xcodeproj") }.sorted().map { folder + "/" + $0 }
  }

  /// The folder itself, or the folder of a file; `nil` when the path does not exist.
  private static func folderOf(_ path: String) -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
    return isFolder.boolValue ? path : URL(fileURLWithPath: path).deletingLastPathComponent().path
  }

  private static func nearestAbove(_ folder: String, where matches: (String) -> Bool) -> String? {
    var current = folder
    while true {
      if matches(current) { return current }
      let parent = URL(fileURLWithPath: current).deletingLastPathComponent().path
      if parent == current { return nil }
      current = parent
    }
  }

  private static func fileExists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// Entries named so that `matches` holds, at most `depth` folders below `folder`, skipping
  /// hidden folders, build products and dependency checkouts. Matching folders are not entered.
  private static func search(in folder: String, depth: Int, matches: (String) -> Bool) -> [String] {
    var results: [String] = []
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for entry in entries.sorted() where !entry.hasPrefix(".") {
      let child = folder + "/" + entry
      if matches(entry) {
        results.append(child)
        continue
      }
      guard depth > 0, !FileDiscovery.skippedFolderNames.contains(entry) else { continue }
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue,
        !entry.hasSuffix(".xcodeproj"), !entry.hasSuffix(".xcworkspace"), !entry.hasSuffix(".xcassets")
      {
        results += search(in: child, depth: depth - 1, matches: matches)
      }
    }
    return results
  }
}
