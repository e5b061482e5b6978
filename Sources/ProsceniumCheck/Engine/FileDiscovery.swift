import Foundation
import ProsceniumSyntax

/// Finds the Swift files to check under the paths a user gives, in a stable order, and on the way
/// the files that describe the project: `Package.swift` manifests, Xcode projects and nested
/// `.proscenium.json` configurations.
///
/// Skips build products (`.build`, `DerivedData`, …), hidden folders and resource bundles
/// silently; skips code that is not the app's (playgrounds, vendored dependency folders, CocoaPods
/// pods) and says why in `skipped`. Follows folder symlinks at most once per real folder so loops
/// end, and takes files and folders named explicitly even when a walk from above would have
/// skipped them (the configuration's `exclude` still applies to them).
package enum FileDiscovery {
  /// Build products and package-manager checkouts: never the app's code, never worth a note.
  package static let skippedFolderNames: Set<String> = [
    ".build", "DerivedData", "node_modules", "build", "SourcePackages",
  ]

  /// A file to check, with the path to show and the real path it was read from.
  package struct DiscoveredFile: Hashable, Sendable {
    package var displayPath: String
    /// The path to read the file from.
    package var realPath: String
    /// The absolute path with folder symlinks resolved, the same however the file was reached.
    package var canonicalPath: String
    /// The path's bytes, when the file's name is not UTF-8 (the other paths show it escaped).
    package var rawPath: [UInt8]? = nil
  }

  /// Problems met while walking (a path that does not exist, a folder that cannot be read).
  package struct Problem: Hashable, Sendable {
    package var path: String
    package var reason: String
  }

  /// A folder the walk did not enter because its code is not the app's, and why.
  package struct Skipped: Hashable, Sendable {
    package var path: String
    package var reason: String
  }

  /// What a walk found.
  package struct Result: Sendable {
    /// Swift files, sorted by display path.
    package var files: [DiscoveredFile] = []
    package var problems: [Problem] = []
    package var skipped: [Skipped] = []
    /// Absolute paths of the `Package.swift` files met.
    package var manifests: [String] = []
    /// Absolute paths of the `.xcodeproj` folders met.
    package var xcodeProjects: [String] = []
    /// Absolute paths of the project descriptions met: XcodeGen's `project.yml` and Tuist's
    /// `Project.swift`.
    package var projectDescriptions: [String] = []
    /// Absolute paths of the `.proscenium.json` files met below the walked folders.
    package var configurations: [String] = []
  }

  /// How a walk treats folders of code that is not the app's.
  package struct Options: Sendable {
    /// Folder names of vendored third-party code (the configuration's `vendored`).
    package var vendoredFolderNames: Set<String>
    /// Whether a folder holding a `.podspec` (a CocoaPods pod) counts as vendored.
    package var skipsPods: Bool

    package init(vendoredFolderNames: Set<String> = Configuration.defaultVendoredFolders, skipsPods: Bool = true) {
      self.vendoredFolderNames = vendoredFolderNames
      self.skipsPods = skipsPods
    }
  }

  /// Walks `paths` and returns their Swift files sorted by display path, what went wrong, what
  /// was skipped and the project files met.
  ///
  /// - Parameters:
  ///   - isExcluded: a predicate on display paths; excluded folders are not entered.
  ///   - isAlreadyWalked: a predicate on absolute folder paths the caller has walked itself;
  ///     such folders are not entered again.
  package static func swiftFiles(
    in paths: [String], options: Options = Options(), isExcluded: (String) -> Bool = { _ in false },
    isAlreadyWalked: (String) -> Bool = { _ in false }
  ) -> Result {
    let fileManager = FileManager.default
    var files: [String: DiscoveredFile] = [:]
    var result = Result()
    var visitedFolders: Set<String> = []

    /// - Parameter known: the folder's real path when its parent's is known and it is no symlink:
    ///   resolving every folder's path from the root again cost more than the rest of the walk.
    func walk(folder: String, display: String, isExplicit: Bool, real known: String? = nil) {
      let real = known ?? URL(fileURLWithPath: absolute(folder)).resolvingSymlinksInPath().path
      guard visitedFolders.insert(real).inserted else { return }
      guard let entries = try? fileManager.contentsOfDirectory(atPath: folder) else {
        result.problems.append(Problem(path: display, reason: "cannot read folder"))
        return
      }
      if !isExplicit, let reason = notAppCode(folder: folder, entries: entries, options: options) {
        result.skipped.append(Skipped(path: display, reason: reason))
        return
      }
      for name in RawFileNames.nonUTF8Names(in: folder) {
        let entry = RawFileNames.escaped(name)
        let childDisplay = display == "." ? entry : (display.hasSuffix("/") ? display + entry : display + "/" + entry)
        let raw = Array((folder == "." ? "" : folder + "/").utf8) + name
        guard name.first != UInt8(ascii: "."), !isExcluded(childDisplay) else { continue }
        if entry.hasSuffix(".swift") {
          files[childDisplay] = DiscoveredFile(
            displayPath: childDisplay, realPath: folder == "." ? entry : folder + "/" + entry,
            canonicalPath: real + "/" + entry, rawPath: raw)
        } else if RawFileNames.isFolder(atPath: raw) {
          // Such a folder cannot be walked by name; say so rather than skip it silently.
          result.problems.append(Problem(path: childDisplay, reason: "cannot read folder: its name is not UTF-8"))
        }
      }
      for entry in entries.sorted() {
        let child = folder == "." ? entry : folder + "/" + entry
        if entry.hasPrefix(".") {
          if entry == CheckEngine.configurationFileName { result.configurations.append(absolute(child)) }
          continue
        }
        let childDisplay = display == "." ? entry : (display.hasSuffix("/") ? display + entry : display + "/" + entry)
        let kind = EntryKind(ofPath: child)
        guard kind != .missing else { continue }
        if kind != .file {
          if entry.hasSuffix(".xcodeproj") {
            result.xcodeProjects.append(absolute(child))
            continue
          }
          if skippedFolderNames.contains(entry) || entry.hasSuffix(".xcassets") || entry.hasSuffix(".bundle")
            || entry.hasSuffix(".xcworkspace") || entry.hasSuffix(".xcframework") || entry.hasSuffix(".framework")
          {
            continue
          }
          if isExcluded(childDisplay + "/") || isExcluded(childDisplay) || isAlreadyWalked(absolute(child)) { continue }
          let childReal = kind == .folder ? (real == "/" ? "/" : real + "/") + entry : nil
          walk(folder: child, display: childDisplay, isExplicit: false, real: childReal)
        } else if entry.hasSuffix(".swift") {
          if entry == "Package.swift" { result.manifests.append(absolute(child)) }
          // A Tuist manifest is both a description and a Swift file to check.
          if Self.projectDescriptionNames.contains(entry) { result.projectDescriptions.append(absolute(child)) }
          if !isExcluded(childDisplay) {
            files[childDisplay] = DiscoveredFile(
              displayPath: childDisplay, realPath: child, canonicalPath: real + "/" + entry)
          }
        } else if Self.projectDescriptionNames.contains(entry) {
          result.projectDescriptions.append(absolute(child))
        }
      }
    }

    for path in paths {
      var isFolder: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else {
        result.problems.append(Problem(path: path, reason: "no such file or folder"))
        continue
      }
      if isFolder.boolValue {
        let display = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        walk(folder: path, display: display, isExplicit: true)
      } else if !isExcluded(path) {
        let canonical = URL(fileURLWithPath: absolute(path)).resolvingSymlinksInPath().path
        files[path] = DiscoveredFile(displayPath: path, realPath: path, canonicalPath: canonical)
      }
    }
    result.files = files.values.sorted { $0.displayPath < $1.displayPath }
    return result
  }

  /// What a folder's entry is, a symlink followed: one `lstat` (and a `stat` for a symlink)
  /// where Foundation's `fileExists(atPath:isDirectory:)` cost several times as much.
  private enum EntryKind {
    case folder
    case symlinkedFolder
    case file
    /// Gone, or a symlink to nothing.
    case missing

    init(ofPath path: String) {
      var status = stat()
      guard lstat(path, &status) == 0 else {
        self = .missing
        return
      }
      var isLink = false
      if (status.st_mode & S_IFMT) == S_IFLNK {
        isLink = true
        guard stat(path, &status) == 0 else {
          self = .missing
          return
        }
      }
      if (status.st_mode & S_IFMT) == S_IFDIR {
        self = isLink ? .symlinkedFolder : .folder
      } else {
        self = .file
      }
    }
  }

  /// Why a folder met during a walk holds code that is not the app's, or `nil` when it is.
  static func notAppCode(folder: String, entries: [String], options: Options) -> String? {
    let name = folder.lastPathPart.map(String.init) ?? folder
    if name.hasSuffix(".playground") || name.hasSuffix(".playgroundbook") { return "a playground" }
    if options.vendoredFolderNames.contains(name) { return "a vendored dependency folder ('vendored')" }
    if options.skipsPods,
      let podspec = entries.first(where: { $0.hasSuffix(".podspec") || $0.hasSuffix(".podspec.json") })
    {
      return "a CocoaPods pod ('\(podspec)')"
    }
    if isExampleFolderName(name), let project = entries.first(where: isProjectDescription) {
      return "an example project inside the repository ('\(project)')"
    }
    return nil
  }

  /// `Example`, `Examples`, `Demo`, `Sample`, `LoginKitExample`, `ChartsDemo`: where a library
  /// keeps the app that shows it off.
  private static func isExampleFolderName(_ name: String) -> Bool {
    ["Example", "Examples", "Demo", "Demos", "Sample", "Samples", "DemoApp", "ExampleApp", "SampleApp"].contains {
      name == $0 || (name.hasSuffix($0) && name.count > $0.count)
    }
  }

  /// A file that makes a folder a project of its own: an Xcode project or workspace, a Podfile,
  /// a package manifest, or an XcodeGen or Tuist description.
  private static func isProjectDescription(_ entry: String) -> Bool {
    entry.hasSuffix(".xcodeproj") || entry.hasSuffix(".xcworkspace") || entry == "Podfile" || entry == "Package.swift"
      || projectDescriptionNames.contains(entry)
  }

  /// The files that describe a project Xcode is generated from: XcodeGen's spec and Tuist's manifest.
  private static let projectDescriptionNames: Set<String> = ["project.yml", "project.yaml", "Project.swift"]
}
