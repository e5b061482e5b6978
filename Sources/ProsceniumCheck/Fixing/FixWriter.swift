import Foundation
import ProsceniumSyntax

/// Writes fixed files: each atomically (a temporary sibling, then a rename, so a killed process
/// leaves the old file or the new one, never a mix), keeping its permissions, and only inside the
/// checked tree: a file reached through a symlink is written at its real location when that lies
/// under a checked path, and left alone otherwise.
package enum FixWriter {
  /// A file that was not written, and why.
  package struct Refusal: Sendable, CustomStringConvertible {
    package var path: String
    package var reason: String
    package var description: String { "did not fix '\(path)': \(reason)" }
  }

  /// Writes the changes whose files resolve inside `checkedPaths`.
  ///
  /// - Returns: the files that were not written.
  package static func write(
    _ changes: [(path: String, original: String, fixed: String)], checkedPaths: [String]
  ) -> [Refusal] {
    let roots = checkedPaths.compactMap(realPath)
    var refusals: [Refusal] = []
    for change in changes {
      guard let target = realPath(change.path) else {
        refusals.append(Refusal(path: change.path, reason: "the file is gone"))
        continue
      }
      guard roots.contains(where: { target == $0 || target.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
        refusals.append(
          Refusal(path: change.path, reason: "it is a symlink to '\(target)', outside the checked paths"))
        continue
      }
      guard FixSession.read(target) == change.original else {
        refusals.append(Refusal(path: change.path, reason: "the file changed while it was being fixed"))
        continue
      }
      do {
        try AtomicFileWriter.write(change.fixed, to: target)
      } catch {
        refusals.append(Refusal(path: change.path, reason: "\(error)"))
      }
    }
    return refusals
  }

  /// The path with every symlink resolved, or `nil` when nothing is there.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
