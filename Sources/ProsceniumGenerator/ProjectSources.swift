import Foundation

/// The project's own Swift files, for edits that must find a declaration (a route enum, a coordinator): build
/// output, hidden folders and vendored code are skipped, as the checker skips them.
package enum ProjectSources {
  static let skippedFolders: Set<String> = [
    ".build", "build", "DerivedData", "Pods", "Carthage", "Vendor", "vendor", "ThirdParty", "node_modules",
  ]

  /// The text of every Swift file below `root` that contains `needle` (every one for an empty `needle`), by path.
  package static func files(below root: String, containing needle: String) -> [String: String] {
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
    var files: [String: String] = [:]
    while let entry = enumerator.nextObject() as? String {
      let name = (entry as NSString).lastPathComponent
      if name.hasPrefix(".") || skippedFolders.contains(name) {
        enumerator.skipDescendants()
        continue
      }
      guard entry.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: root + "/" + entry) else {
        continue
      }
      let text = String(decoding: data, as: UTF8.self)
      if needle.isEmpty || text.contains(needle) { files[root + "/" + entry] = text }
    }
    return files
  }
}
