import Foundation
import ProsceniumSyntax

/// Tells which module a file belongs to and whether it is test code, from the `Package.swift`
/// of the nearest package above it, falling back to folder conventions (`Sources/<Module>`,
/// `Tests/<Module>`, Xcode's `<App>Tests` folders).
final class ModuleMap {
  struct Membership: Sendable, Hashable {
    var module: String?
    var isTest: Bool
  }

  private var manifests: [String: (root: String, manifest: PackageManifest)?] = [:]
  private(set) var packages: [String: PackageManifest] = [:]

  /// Finds the membership of the file at absolute path `path`.
  func membership(ofAbsolutePath path: String) -> Membership {
    let components = path.split(separator: "/").map(String.init)
    var folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    while true {
      if let (root, manifest) = package(at: folder) {
        let relative = String(path.dropFirst(root.count)).trimmingPrefix("/")
        let target = manifest.targets
          .filter { relative.hasPrefix($0.sourceFolder + "/") }
          .max { $0.sourceFolder.count < $1.sourceFolder.count }
        if let target {
          return Membership(module: target.name, isTest: target.kind == .test)
        }
        break
      }
      let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
      if parent == folder || folder.isEmpty { break }
      folder = parent
    }
    return Self.conventionalMembership(components: components)
  }

  /// The manifest of the package rooted at `folder`, read once.
  private func package(at folder: String) -> (root: String, manifest: PackageManifest)? {
    if let cached = manifests[folder] { return cached }
    let manifestPath = folder + "/Package.swift"
    var entry: (root: String, manifest: PackageManifest)?
    if let data = FileManager.default.contents(atPath: manifestPath) {
      let manifest = PackageManifestReader.read(source: String(decoding: data, as: UTF8.self))
      entry = (folder, manifest)
      packages[folder] = manifest
    }
    manifests[folder] = .some(entry)
    return entry
  }

  static func conventionalMembership(components: [String]) -> Membership {
    let fileName = components.last ?? ""
    let folders = components.dropLast()
    let testNamed = ["Tests.swift", "Test.swift", "Spec.swift", "Mock.swift", "Mocks.swift"].contains {
      fileName.hasSuffix($0)
    }
    if let index = folders.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), index + 1 < folders.endIndex {
      let module = folders[index + 1]
      return Membership(module: module, isTest: folders[index] == "Tests" || module.hasSuffix("Tests") || testNamed)
    }
    // Outside a package, only an Xcode-style test folder (`MyAppTests/`) names a module reliably.
    let testFolder = folders.last { $0.hasSuffix("Tests") || $0.hasSuffix("Specs") }
    return Membership(module: testFolder, isTest: testFolder != nil || testNamed)
  }
}

extension String {
  fileprivate func trimmingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
