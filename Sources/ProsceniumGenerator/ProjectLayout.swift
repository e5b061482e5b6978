import Foundation
import ProsceniumSyntax

/// Where a project keeps its code, as far as the generator needs it: its root, its package targets, and the source
/// and test folders a new feature goes in.
///
/// The root is found as the checker finds it: the nearest folder at or above the start holding a `Package.swift`, an
/// Xcode project or a `.git`; a `.proscenium.json` alone marks it only when nothing else is found.
package struct ProjectLayout: Sendable {
  /// Where the feature's sources and tests go, and the module the sources compile into.
  package struct Destination: Sendable, Hashable {
    package var sources: String
    package var tests: String
    package var module: String
  }

  package let root: String
  /// The root's `Package.swift`, when it has one.
  package let manifest: PackageManifest?
  /// The name of the root's Xcode project, without `.xcodeproj`.
  package let xcodeProjectName: String?
  /// Which targets are Presentation, Domain and Data: `layer_dependencies`' `module_layers`, so `--layers` writes where
  /// the checker looks for each layer.
  package var moduleLayers = ModuleLayers.standard

  package init(root: String, manifest: PackageManifest?, xcodeProjectName: String?) {
    self.root = root
    self.manifest = manifest
    self.xcodeProjectName = xcodeProjectName
  }

  /// Reads the project holding `folder` (absolute).
  package static func find(from folder: String) -> ProjectLayout {
    let start = canonical(folder)
    var configured: String?
    var current = start
    while true {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
      let project = entries.first { $0.hasSuffix(".xcodeproj") }
      if entries.contains("Package.swift") || project != nil || entries.contains(".git") {
        return read(root: current, entries: entries)
      }
      if configured == nil, entries.contains(".proscenium.json") { configured = current }
      let parent = (current as NSString).deletingLastPathComponent
      if parent == current || parent.isEmpty {
        let root = configured ?? start
        return read(root: root, entries: (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
      }
      current = parent
    }
  }

  private static func read(root: String, entries: [String]) -> ProjectLayout {
    var manifest: PackageManifest?
    if entries.contains("Package.swift"), let data = FileManager.default.contents(atPath: root + "/Package.swift") {
      manifest = PackageManifestReader.read(source: String(decoding: data, as: UTF8.self))
    }
    let project = entries.sorted().first { $0.hasSuffix(".xcodeproj") }.map { String($0.dropLast(".xcodeproj".count)) }
    return ProjectLayout(root: root, manifest: manifest, xcodeProjectName: project)
  }

  /// `path` made absolute (against `base`), with `.`, `..` and symbolic links resolved, so containment is judged on
  /// where a file would really land.
  package static func canonical(_ path: String, base: String = FileManager.default.currentDirectoryPath) -> String {
    let absolute = path.hasPrefix("/") ? path : base + "/" + path
    // Resolve links on the part that exists; the rest is only standardised.
    var existing = URL(fileURLWithPath: absolute).standardizedFileURL
    var missing: [String] = []
    while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
      missing.insert(existing.lastPathComponent, at: 0)
      existing.deleteLastPathComponent()
    }
    var resolved = existing.resolvingSymlinksInPath().path
    for component in missing { resolved = (resolved as NSString).appendingPathComponent(component) }
    return resolved
  }

  /// Whether `path` (canonical) is the root or inside it.
  package func contains(_ path: String) -> Bool {
    path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  /// The folders for a new feature of `style`, from `into` when given (absolute, canonical) or from the project's
  /// presentation target.
  ///
  /// - Throws: `GeneratorError.outsideProject` when `into` or `testsInto` leaves the project.
  package func destination(for style: FeatureStyle, into: String?, testsInto: String?) throws(GeneratorError)
    -> Destination
  {
    for folder in [into, testsInto].compactMap(\.self) where !contains(folder) {
      throw .outsideProject(path: folder, root: root)
    }
    let target = into.flatMap(regularTarget(containing:)) ?? presentationTarget()
    let module = target?.name ?? xcodeProjectName ?? (root as NSString).lastPathComponent
    let targetFolder = target.map { root + "/" + $0.sourceFolder } ?? defaultSourceFolder(module: module)
    let featureFolder = style.layout == .features ? "/Features" : ""
    let sources = into ?? targetFolder + featureFolder
    // The tests mirror the sources' place below their target.
    let below = sources.hasPrefix(targetFolder) ? String(sources.dropFirst(targetFolder.count)) : featureFolder
    let tests = testsInto ?? testFolder(for: module) + below
    return Destination(sources: sources, tests: tests, module: module)
  }

  /// Where seed 002's layers live: the Domain and Data modules and their folders.
  package struct Layers: Sendable, Hashable {
    package var domain: String
    package var domainModule: String
    package var data: String
    package var dataModule: String
  }

  /// The layers' folders: the targets `moduleLayers` puts in Domain and Data (by default those named `…Domain` and
  /// `…Data`), each falling back to the presentation target (or the app's folder) when the project has no such module.
  package func layers() -> Layers {
    let regular = manifest?.targets.filter { $0.kind == .regular } ?? []
    let fallbackModule = presentationTarget()?.name ?? xcodeProjectName ?? (root as NSString).lastPathComponent
    let fallbackFolder =
      presentationTarget().map { root + "/" + $0.sourceFolder }
      ?? defaultSourceFolder(module: fallbackModule)
    let domain = regular.first { moduleLayers.layer(of: $0.name) == ModuleLayers.domain }
    let data = regular.first { moduleLayers.layer(of: $0.name) == ModuleLayers.data }
    return Layers(
      domain: domain.map { root + "/" + $0.sourceFolder } ?? fallbackFolder,
      domainModule: domain?.name ?? fallbackModule,
      data: data.map { root + "/" + $0.sourceFolder } ?? fallbackFolder, dataModule: data?.name ?? fallbackModule)
  }

  /// The package target whose folder holds `folder`.
  func regularTarget(containing folder: String) -> PackageManifest.Target? {
    manifest?.targets.filter { $0.kind == .regular || $0.kind == .executable }
      .filter { folder == root + "/" + $0.sourceFolder || folder.hasPrefix(root + "/" + $0.sourceFolder + "/") }
      .max { $0.sourceFolder.count < $1.sourceFolder.count }
  }

  /// The target features go in by default: the first in the Presentation layer (by default named `…Presentation`),
  /// else the first regular target outside the Domain and Data layers, else the first regular one.
  func presentationTarget() -> PackageManifest.Target? {
    let regular = manifest?.targets.filter { $0.kind == .regular } ?? []
    return regular.first { moduleLayers.layer(of: $0.name) == ModuleLayers.presentation }
      ?? regular.first { ![ModuleLayers.domain, ModuleLayers.data].contains(moduleLayers.layer(of: $0.name)) }
      ?? regular.first
  }

  /// The folder of the test target that tests `module`: `<module>Tests` first, else one depending on it.
  func testFolder(for module: String) -> String {
    let tests = manifest?.targets.filter { $0.kind == .test } ?? []
    if let target = tests.first(where: { $0.name == module + "Tests" })
      ?? tests.first(where: { $0.dependencies.contains(module) })
    {
      return root + "/" + target.sourceFolder
    }
    return root + (manifest != nil ? "/Tests/\(module)Tests" : "/\(module)Tests")
  }

  private func defaultSourceFolder(module: String) -> String {
    if manifest != nil { return root + "/Sources/\(module)" }
    var isFolder: ObjCBool = false
    let named = root + "/" + module
    return FileManager.default.fileExists(atPath: named, isDirectory: &isFolder) && isFolder.boolValue ? named : root
  }
}
