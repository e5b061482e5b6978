import Foundation

/// A folder under the system's temporary directory, filled from a path-to-text table and removed
/// when the value is released; tests build small projects on disk with it.
final class TemporaryFolder {
  let path: String

  init(files: [String: String] = [:]) throws {
    let name = "proscenium-tests-" + UUID().uuidString
    path = (NSTemporaryDirectory() as NSString).appendingPathComponent(name)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for (relative, text) in files { try write(relative, text) }
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The absolute path of `relative` inside the folder.
  func url(_ relative: String) -> String {
    relative.isEmpty ? path : path + "/" + relative
  }

  func write(_ relative: String, _ text: String) throws {
    try write(relative, Data(text.utf8))
  }

  func write(_ relative: String, _ data: Data) throws {
    let full = url(relative)
    let folder = (full as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: full))
  }

  func makeFolder(_ relative: String) throws {
    try FileManager.default.createDirectory(atPath: url(relative), withIntermediateDirectories: true)
  }

  /// Creates a symbolic link at `relative` pointing to `destination` (as written).
  func link(_ relative: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(atPath: url(relative), withDestinationPath: destination)
  }
}
