import Foundation

/// Finds the Swift files to check under the paths a user gives, in a stable order.
///
/// Skips build products and dependency folders (`.build`, `DerivedData`, `Pods`, `Carthage`,
/// `.git` and every other hidden folder, plus `*.xcassets` and the like), follows folder symlinks
/// at most once per real folder so loops end, and takes files named explicitly even when the
/// walk would have skipped their folder (the configuration's `exclude` still applies to them).
public enum FileDiscovery {
  public static let skippedFolderNames: Set<String> = [
    ".build", "DerivedData", "Pods", "Carthage", "node_modules", "build", "SourcePackages",
  ]

  /// A file to check, with the path to show and the real path it was read from.
  public struct DiscoveredFile: Hashable, Sendable {
    public var displayPath: String
    /// The path to read the file from.
    public var realPath: String
    /// The absolute path with folder symlinks resolved, the same however the file was reached.
    public var canonicalPath: String
  }

  /// Problems met while walking (a path that does not exist, a folder that cannot be read).
  public struct Problem: Hashable, Sendable {
    public var path: String
    public var reason: String
  }

  /// Walks `paths` and returns their Swift files sorted by display path, and what went wrong.
  ///
  /// - Parameter isExcluded: a predicate on display paths; excluded folders are not entered.
  public static func swiftFiles(in paths: [String], isExcluded: (String) -> Bool = { _ in false }) -> (
    files: [DiscoveredFile], problems: [Problem]
  ) {
    let fileManager = FileManager.default
    var files: [String: DiscoveredFile] = [:]
    var problems: [Problem] = []
    var visitedFolders: Set<String> = []

    func walk(folder: String, display: String) {
      let real = URL(fileURLWithPath: absolute(folder)).resolvingSymlinksInPath().path
      guard visitedFolders.insert(real).inserted else { return }
      guard let entries = try? fileManager.contentsOfDirectory(atPath: folder) else {
        problems.append(Problem(path: display, reason: "cannot read folder"))
        return
      }
      for entry in entries.sorted() {
        if entry.hasPrefix(".") { continue }
        let child = folder == "." ? entry : folder + "/" + entry
        let childDisplay = display == "." ? entry : (display.hasSuffix("/") ? display + entry : display + "/" + entry)
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: child, isDirectory: &isFolder) else { continue }
        if isFolder.boolValue {
          if skippedFolderNames.contains(entry) || entry.hasSuffix(".xcassets") || entry.hasSuffix(".bundle") {
            continue
          }
          if isExcluded(childDisplay + "/") || isExcluded(childDisplay) { continue }
          walk(folder: child, display: childDisplay)
        } else if entry.hasSuffix(".swift"), !isExcluded(childDisplay) {
          files[childDisplay] = DiscoveredFile(
            displayPath: childDisplay, realPath: child, canonicalPath: real + "/" + entry)
        }
      }
    }

    for path in paths {
      var isFolder: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else {
        problems.append(Problem(path: path, reason: "no such file or folder"))
        continue
      }
      if isFolder.boolValue {
        let display = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        walk(folder: path, display: display)
      } else if !isExcluded(path) {
        let canonical = URL(fileURLWithPath: absolute(path)).resolvingSymlinksInPath().path
        files[path] = DiscoveredFile(displayPath: path, realPath: path, canonicalPath: canonical)
      }
    }
    return (files.values.sorted { $0.displayPath < $1.displayPath }, problems)
  }
}
