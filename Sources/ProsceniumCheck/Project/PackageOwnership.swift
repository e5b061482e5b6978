import ProsceniumSyntax

/// Which target of a Swift package compiles a file: the target whose folder holds it, limited by
/// its `sources:` and `exclude:`, as SwiftPM decides. A file in the package's folder that no target
/// compiles (a script, an example, a nested app) does not belong to the package.
struct PackageOwnership {
  struct OwnedTarget {
    var target: PackageManifest.Target
    /// Folders the target's sources may sit in, relative to the package root ("" for the root).
    var folders: [String]
    var sources: [String]?
    var exclude: [String]
  }

  let root: String
  let manifest: PackageManifest
  let targets: [OwnedTarget]
  /// The manifest's `platforms:` that name an Apple platform, read once for all of its files.
  let platforms: [ApplePlatform: OSVersion]
  /// Whether the files of one folder all belong to the same target (or to none): no target names
  /// files or folders in `sources:` or `exclude:`, and none has a `path:` that names a file.
  let decidesByFolder: Bool

  /// The folders SwiftPM searches for a target without `path:`.
  static let conventionalParents = ["Sources", "Source", "src", "srcs"]

  init(manifest: PackageManifest, root: String) {
    self.root = root
    self.manifest = manifest
    var platforms: [ApplePlatform: OSVersion] = [:]
    for (name, text) in manifest.platforms {
      if let platform = ApplePlatform(manifestName: name), let version = OSVersion(parsing: text) {
        platforms[platform] = version
      }
    }
    self.platforms = platforms
    targets = manifest.targets.filter { $0.kind != .binary && $0.kind != .system && $0.kind != .plugin }.map { target in
      let folders: [String]
      if let path = target.path {
        folders = [ModuleFolders.normalizedFolder(path)]
      } else if target.kind == .test {
        folders = ["Tests/\(target.name)"]
      } else {
        folders = Self.conventionalParents.map { "\($0)/\(target.name)" }
      }
      return OwnedTarget(
        target: target, folders: folders, sources: target.sources?.map(ModuleFolders.normalizedFolder),
        exclude: target.exclude.map(ModuleFolders.normalizedFolder))
    }
    decidesByFolder = targets.allSatisfy { owned in
      owned.sources == nil && owned.exclude.isEmpty && !owned.folders.contains { $0.hasSuffix(".swift") }
    }
  }

  /// The target that compiles the file at absolute `path`, if any; the deepest folder wins when
  /// target folders nest.
  func target(compiling path: String) -> PackageManifest.Target? {
    guard let relative = relativeToRoot(path) else { return nil }
    var best: (target: PackageManifest.Target, depth: Int)?
    for owned in targets {
      for folder in owned.folders where Self.isInside(relative, folder) {
        let inFolder = folder.isEmpty ? relative : String(relative.dropFirst(folder.count + 1))
        if owned.exclude.contains(where: { Self.isInside(inFolder, $0) }) { continue }
        if let sources = owned.sources, !sources.contains(where: { Self.isInside(inFolder, $0) }) { continue }
        if best == nil || folder.count > best!.depth { best = (owned.target, folder.count) }
      }
    }
    return best?.target
  }

  /// Whether `path` (a file or folder) is the package root, or inside (or holds) a target's folder.
  func owns(folderOrFile path: String) -> Bool {
    guard let relative = relativeToRoot(path) else { return false }
    if relative.isEmpty { return true }
    return targets.contains { owned in
      owned.folders.contains { Self.isInside(relative, $0) || Self.isInside($0, relative) }
    }
  }

  /// `path` relative to the package root: "" for the root itself, `nil` outside it.
  private func relativeToRoot(_ path: String) -> String? {
    if path == root { return "" }
    let prefix = root == "/" ? "/" : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
  }

  /// Whether relative path `path` is `folder` or inside it ("" is the root and holds everything).
  static func isInside(_ path: String, _ folder: String) -> Bool {
    folder.isEmpty || path == folder || (path.hasPrefix(folder) && path.dropFirst(folder.count).first == "/")
  }
}
