import Foundation
import ProsceniumSyntax

/// Tells which module a file belongs to and whether it is test code, from the `Package.swift`
/// of the nearest package above it, falling back to folder conventions (`Sources/<Module>`,
/// `Tests/<Module>`, Xcode's `<App>Tests` folders).
final class ModuleMap {
  struct Membership: Sendable, Hashable {
    var module: String?
    var isTest: Bool
    /// The `platforms:` of the package the file belongs to, when it belongs to one.
    var deploymentTargets: [ApplePlatform: OSVersion] = [:]
  }

  /// The nearest package at or above each folder asked about, so a file costs one lookup.
  private var nearest: [String: (root: String, manifest: PackageManifest)?] = [:]
  private(set) var packages: [String: PackageManifest] = [:]
  private let manifestCache: PackageManifestCache

  init(manifests: PackageManifestCache = PackageManifestCache()) {
    manifestCache = manifests
  }

  /// Finds the membership of the file at absolute path `path`: its target in the nearest
  /// `Package.swift` above it, or what folder conventions say when no target holds it.
  func membership(ofAbsolutePath path: String) -> Membership {
    var package: PackageLayout?
    if let (root, manifest) = nearestPackage(containing: Self.parent(of: path)) {
      package = layout(of: manifest, at: root)
    }
    var target: PackageManifest.Target?
    if let package {
      let relative = String(path.dropFirst(package.root.count)).trimmingPrefix("/")
      target = package.targets
        .filter { $0.folder.isEmpty || relative.hasPrefix($0.folder + "/") }
        .max { $0.folder.count < $1.folder.count }?.target
    }
    var membership =
      target.map { Membership(module: $0.name, isTest: $0.kind == .test) }
      ?? Self.conventionalMembership(components: path.pathComponents.map(String.init))
    membership.deploymentTargets = package?.deploymentTargets ?? [:]
    return membership
  }

  /// A package's targets with their folders normalised, and its platforms parsed: worked out
  /// once per package instead of once per file.
  private struct PackageLayout {
    var root: String
    var targets: [(target: PackageManifest.Target, folder: String)]
    var deploymentTargets: [ApplePlatform: OSVersion]
  }

  private var layouts: [String: PackageLayout] = [:]

  private func layout(of manifest: PackageManifest, at root: String) -> PackageLayout {
    if let known = layouts[root] { return known }
    var deploymentTargets: [ApplePlatform: OSVersion] = [:]
    for (name, version) in manifest.platforms {
      if let platform = ApplePlatform(rawValue: name.lowercased()), let version = OSVersion(parsing: version) {
        deploymentTargets[platform] = version
      }
    }
    let layout = PackageLayout(
      root: root,
      targets: manifest.targets.map { (target: $0, folder: Self.normalizedFolder($0.sourceFolder)) },
      deploymentTargets: deploymentTargets)
    layouts[root] = layout
    return layout
  }

  /// The package whose root is `folder` or the closest folder above it.
  private func nearestPackage(containing folder: String) -> (root: String, manifest: PackageManifest)? {
    var visited: [String] = []
    var current = folder
    var found: (root: String, manifest: PackageManifest)?
    while true {
      if let cached = nearest[current] {
        found = cached
        break
      }
      visited.append(current)
      if let package = package(at: current) {
        found = package
        break
      }
      let parent = Self.parent(of: current)
      if parent == current { break }
      current = parent
    }
    for folder in visited { nearest[folder] = .some(found) }
    return found
  }

  /// `/a/b/c` → `/a/b`, `/a` → `/`, `/` → `/`.
  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The manifest of the package rooted at `folder`, through the run's manifest cache
  /// (`nearestPackage` asks about each folder once).
  private func package(at folder: String) -> (root: String, manifest: PackageManifest)? {
    let manifestPath = (folder.hasSuffix("/") ? folder : folder + "/") + "Package.swift"
    guard let manifest = manifestCache.manifest(at: manifestPath) else { return nil }
    packages[folder] = manifest
    return (folder, manifest)
  }

  /// `./Sources/App/` → `Sources/App`; `.` → the package root, written as an empty string.
  static func normalizedFolder(_ folder: String) -> String {
    var text = Substring(folder)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    while text.hasSuffix("/") { text = text.dropLast() }
    return text == "." ? "" : String(text)
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
