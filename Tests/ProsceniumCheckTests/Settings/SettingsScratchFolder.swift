import Foundation

/// A scratch folder for tests that read projects from disk, removed when the test ends.
final class SettingsScratchFolder {
  let path: String

  init() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-settings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    path = base.standardizedFileURL.resolvingSymlinksInPath().path
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes `text` at `relative`, creating folders; returns the absolute path.
  @discardableResult
  func write(_ relative: String, _ text: String) throws -> String {
    let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  func folder(_ relative: String) throws -> String {
    let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }
}
