import Foundation

/// Finds the folder a run indexes for a checked path, so that checking one file or one subfolder
/// sees the same project as checking everything: its test files, the types it conforms to, the
/// targets that compile it.
///
/// The root is the nearest folder at or above the path that holds a `.git`, an Xcode project or
/// workspace, or a `Package.swift` whose targets own the path. A `.proscenium.json` is the root only
/// when none of those is found above it; with no marker at all, the path's own folder is the root.
enum ProjectRoot {
  static func find(for path: String, manifests: PackageManifestCache) -> String {
    let start = absolute(path)
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: start, isDirectory: &isFolder)
    let first = exists && isFolder.boolValue ? start : ModuleFolders.parent(of: start)
    var configured: String?
    var folder = first
    while true {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      if entries.contains(".git")
        || entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") })
      {
        return folder
      }
      if entries.contains("Package.swift"), let manifest = manifests.manifest(at: folder + "/Package.swift"),
        PackageOwnership(manifest: manifest, root: folder).owns(folderOrFile: start)
      {
        return folder
      }
      if configured == nil, entries.contains(CheckEngine.configurationFileName) { configured = folder }
      let parent = ModuleFolders.parent(of: folder)
      if parent == folder { return configured ?? first }
      folder = parent
    }
  }
}
