import Foundation
import ProsceniumSyntax

/// Each `Package.swift` a run needs, read and parsed once: the settings resolver (deployment
/// targets) and the module map (targets and their folders) ask for the same manifests.
final class PackageManifestCache {
  private struct Entry {
    var manifest: PackageManifest
    /// Whether the file was valid UTF-8 (read leniently otherwise, with replacement characters).
    var isValidUTF8: Bool
  }

  private var entries: [String: Entry?] = [:]

  /// The manifest at `path`, or `nil` when there is no readable file; with `requireValidUTF8`,
  /// also `nil` for a file that is not valid UTF-8.
  func manifest(at path: String, requireValidUTF8: Bool = false) -> PackageManifest? {
    let entry: Entry?
    if let cached = entries[path] {
      entry = cached
    } else {
      entry = FileManager.default.contents(atPath: path).map { data in
        let strict = String(validating: data, as: UTF8.self)
        let text = strict ?? String(decoding: data, as: UTF8.self)
        return Entry(manifest: PackageManifestReader.read(source: text), isValidUTF8: strict != nil)
      }
      entries[path] = .some(entry)
    }
    guard let entry, entry.isValidUTF8 || !requireValidUTF8 else { return nil }
    return entry.manifest
  }
}
