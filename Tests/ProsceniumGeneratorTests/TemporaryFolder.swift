import Foundation

/// A throwaway folder for tests that write files, removed when the test ends.
final class TemporaryFolder {
  let root: String

  init() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "proscenium-generator-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    // Canonical, so paths compare equal to what the generator resolves (/tmp may be a link).
    root = base.resolvingSymlinksInPath().path
  }

  func write(_ relative: String, _ contents: String) throws {
    let url = URL(fileURLWithPath: path(relative))
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
  }

  func read(_ relative: String) -> String? {
    FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
  }

  func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: path(relative))
  }

  func path(_ relative: String = "") -> String {
    relative.isEmpty ? root : root + "/" + relative
  }

  /// Every file below the folder, relative to it, sorted.
  func files() -> [String] {
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

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }
}

/// The manifest of a package with a presentation target and its tests, for layout tests.
let presentationManifest = """
  // swift-tools-version:6.0
  import PackageDescription

  let package = Package(
    name: "Shop",
    platforms: [.iOS(.v17)],
    targets: [
      .target(name: "ShopDomain"),
      .target(name: "ShopPresentation", dependencies: ["ShopDomain"]),
      .testTarget(name: "ShopPresentationTests", dependencies: ["ShopPresentation"]),
    ]
  )
  """
