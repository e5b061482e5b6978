import Foundation

/// A temporary folder of files for one test, removed when the value goes away.
final class ScratchProject {
  let path: String

  init(files: [String: String]) throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("rulekit-\(UUID().uuidString)").path
    for (relative, text) in files {
      let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}
