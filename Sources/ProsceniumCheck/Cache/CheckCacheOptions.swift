import Foundation

/// Where a check keeps its cache of per-file results, and what identifies the tool that wrote it.
package struct CheckCacheOptions: Sendable, Hashable {
  /// The folder holding the cache files; created when first written.
  package var folder: String
  /// The tool's version and build: a cache written by any other build is ignored.
  package var toolIdentity: String

  package init(folder: String, toolIdentity: String) {
    self.folder = folder
    self.toolIdentity = toolIdentity
  }

  /// The path of the cache file `name` in `folder`.
  func path(ofFile name: String) -> String {
    (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/" + name
  }

  /// The user's cache folder for Proscenium: `$XDG_CACHE_HOME/proscenium`, else
  /// `~/Library/Caches/proscenium` on macOS and `~/.cache/proscenium` elsewhere; `nil` when there
  /// is no home folder to put it in.
  package static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      return (xdg.hasSuffix("/") ? String(xdg.dropLast()) : xdg) + "/proscenium"
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    let base = home.hasSuffix("/") ? String(home.dropLast()) : home
    #if os(macOS)
      return base + "/Library/Caches/proscenium"
    #else
      return base + "/.cache/proscenium"
    #endif
  }

  /// The version with the size and modification time of the running executable, so a rebuilt
  /// tool (whose rules may have changed under the same version) never trusts an older cache.
  package static func toolIdentity(version: String) -> String {
    var identity = version
    let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
    if let attributes = try? FileManager.default.attributesOfItem(atPath: executable) {
      let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
      let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      identity += " \(size) \(modified)"
    }
    return identity
  }
}
