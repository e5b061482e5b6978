import Foundation

/// Writes files through a temporary sibling and a rename, so a crash or a full disk can never
/// leave a half-written file behind.
package enum AtomicFileWriter {
  /// An error that names the file that could not be written and why.
  package struct WriteError: Error, CustomStringConvertible, Sendable {
    package var path: String
    package var reason: String
    package var description: String { "cannot write '\(path)': \(reason)" }
  }

  /// Writes `contents` to `path`, creating intermediate folders, keeping the file's permissions
  /// when it already exists.
  ///
  /// - Throws: `WriteError` when the folder cannot be created or the data cannot be written.
  package static func write(_ contents: String, to path: String) throws {
    try write(Data(contents.utf8), to: path)
  }

  /// Writes `data` to `path` the same way: a reader sees the old file or the new one.
  package static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    let fileManager = FileManager.default
    do {
      try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw WriteError(path: path, reason: "cannot create folder '\(folder.path)'")
    }
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).proscenium-\(UUID().uuidString)")
    do {
      try data.write(to: temporary, options: [.withoutOverwriting])
      if let attributes = try? fileManager.attributesOfItem(atPath: path),
        let permissions = attributes[.posixPermissions]
      {
        try? fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
      }
      if rename(temporary.path, path) != 0 {
        throw WriteError(path: path, reason: String(cString: strerror(errno)))
      }
    } catch let error as WriteError {
      try? fileManager.removeItem(at: temporary)
      throw error
    } catch {
      try? fileManager.removeItem(at: temporary)
      throw WriteError(path: path, reason: error.localizedDescription)
    }
  }
}
