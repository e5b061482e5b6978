import Foundation

/// Finds the configuration that governs each folder: the nearest `.proscenium.json` at or above
/// the run's root, with every `.proscenium.json` between the root and the folder laid over it
/// (`Configuration.nested(inside:)`). So a file is judged the same whether the run starts at the
/// root, at its folder, or at the file. With `--config`, that one file governs everything.
final class ConfigurationResolver {
  /// The configuration of a folder and the key that identifies it: files with the same key share
  /// one configuration, one rule selection and one preset detection.
  struct Resolved {
    var configuration: Configuration
    /// The path of the innermost configuration file, or "" when there is none.
    var key: String
  }

  private let load: (String) throws -> Configuration
  private let fixed: Configuration?
  private let currentDirectory: String
  private var byFolder: [String: Resolved] = [:]
  private var loaded: [String: Configuration] = [:]
  private var hasFile: [String: Bool] = [:]

  /// - Parameters:
  ///   - fixed: the configuration `--config` names, which governs every folder.
  ///   - load: reads and validates a configuration file.
  init(fixed: Configuration?, currentDirectory: String, load: @escaping (String) throws -> Configuration) {
    self.fixed = fixed
    self.currentDirectory = currentDirectory
    self.load = load
  }

  /// The configuration for files in absolute folder `folder`, inside the run root `root`.
  func configuration(forFolder folder: String, root: String) throws -> Resolved {
    if let fixed { return Resolved(configuration: fixed, key: fixed.file ?? "") }
    let cacheKey = root + "\u{0}" + folder
    if let known = byFolder[cacheKey] { return known }
    let resolved: Resolved
    if folder == root || !folder.hasPrefix(root == "/" ? "/" : root + "/") {
      resolved = try base(at: folder)
    } else {
      let outer = try configuration(forFolder: ModuleFolders.parent(of: folder), root: root)
      if let file = try file(in: folder) {
        resolved = Resolved(configuration: file.nested(inside: outer.configuration), key: file.file ?? folder)
      } else {
        resolved = outer
      }
    }
    byFolder[cacheKey] = resolved
    return resolved
  }

  /// The nearest configuration at or above `folder`, alone; the empty configuration, rooted at
  /// the current folder, when there is none.
  private func base(at folder: String) throws -> Resolved {
    var current = folder
    while true {
      if let file = try file(in: current) { return Resolved(configuration: file, key: file.file ?? current) }
      let parent = ModuleFolders.parent(of: current)
      if parent == current { break }
      current = parent
    }
    var empty = Configuration.empty
    empty.root = currentDirectory
    return Resolved(configuration: empty, key: "")
  }

  /// The configuration file directly in `folder`, loaded once.
  private func file(in folder: String) throws -> Configuration? {
    let path = (folder == "/" ? "" : folder) + "/" + CheckEngine.configurationFileName
    if let known = loaded[path] { return known }
    if let exists = hasFile[path], !exists { return nil }
    let exists = FileManager.default.fileExists(atPath: path)
    hasFile[path] = exists
    guard exists else {
      // A link that leads nowhere was meant to configure this folder: applying the defaults
      // instead would pass silently.
      if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
        throw ConfigurationError(
          file: path, keyPath: "", reason: "the configuration file is a symbolic link that leads nowhere (or loops)")
      }
      return nil
    }
    let configuration = try load(path)
    loaded[path] = configuration
    return configuration
  }
}
