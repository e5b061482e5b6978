import Foundation

/// A folder under the system's temporary directory for one test, removed when the value is
/// released; tests build small projects on disk in it.
///
/// Its path is canonical (symbolic links resolved), so it compares equal to the paths the tool
/// resolves where the temporary directory is itself a link.
package class TemporaryFolder {
  /// The folder's absolute path.
  package let root: String

  /// Creates the folder and writes `files`, a table of relative paths to their text.
  package init(files: [String: String] = [:]) throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    root = base.resolvingSymlinksInPath().path
    for (relative, text) in files { try write(relative, text) }
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }

  /// The absolute path of `relative` inside the folder; the folder itself for "".
  package func path(_ relative: String = "") -> String {
    relative.isEmpty ? root : root + "/" + relative
  }

  /// Writes `text` at `relative`, creating the folders on the way; returns the absolute path.
  @discardableResult
  package func write(_ relative: String, _ text: String) throws -> String {
    try write(relative, Data(text.utf8))
  }

  /// Writes `data` at `relative`, creating the folders on the way; returns the absolute path.
  @discardableResult
  package func write(_ relative: String, _ data: Data) throws -> String {
    let full = path(relative)
    let folder = URL(fileURLWithPath: full).deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: full))
    return full
  }

  /// Creates the folder `relative` (and its parents); returns its absolute path.
  @discardableResult
  package func makeFolder(_ relative: String) throws -> String {
    try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    return path(relative)
  }

  /// Creates a symbolic link at `relative` pointing to `destination` (as written).
  package func link(_ relative: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
  }

  /// The text of the file at `relative`, or nil when there is none.
  package func read(_ relative: String) -> String? {
    FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether anything exists at `relative`.
  package func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: path(relative))
  }

  /// Every file below the folder, relative to it, sorted.
  package func files() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: root)
    var files: [String] = []
    while let entry = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path(entry), isDirectory: &isFolder), !isFolder.boolValue {
        files.append(entry)
      }
    }
    return files.sorted()
  }
}
