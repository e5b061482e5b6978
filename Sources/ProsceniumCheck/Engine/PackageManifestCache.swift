import Foundation
import ProsceniumSyntax
import SwiftParser

/// Each `Package.swift` a run needs, read and parsed once: the settings resolver (deployment
/// targets) and the module map (targets and their folders) ask for the same manifests.
final class PackageManifestCache {
  struct Entry {
    var manifest: PackageManifest
    /// Whether the file was valid UTF-8 (read leniently otherwise, with replacement characters).
    var isValidUTF8: Bool
    /// The text and tree of a valid UTF-8 manifest, for the check of the file itself.
    var parsed: ParsedSource?
  }

  /// Reads a manifest somewhere else: a worker process of an isolated run (`StartedWorkers`),
  /// so that a manifest the parser crashes on costs that worker, not the run, and the worker
  /// that will check the file parses it once. `nil` for a file that cannot be read.
  typealias Reader = (_ path: String) -> Entry?
  /// Reads many manifests at once, in parallel where it can; the paths it leaves out are read
  /// one at a time by the `Reader` when asked for.
  typealias BatchReader = (_ paths: [String]) -> [String: Entry?]

  private var entries: [String: Entry?] = [:]
  private let reader: Reader
  private let batchReader: BatchReader?

  init(reader: Reader? = nil, batchReader: BatchReader? = nil) {
    self.reader = reader ?? Self.read(at:)
    self.batchReader = batchReader
  }

  /// Reads the manifests at `paths` not read yet, with the batch reader if there is one: the plan
  /// knows them all once it has walked the folders, and workers parse them side by side.
  func prefetch(_ paths: [String]) {
    let wanted = paths.filter { entries[$0] == nil }
    guard wanted.count > 1, let batchReader else { return }
    for (path, entry) in batchReader(wanted) { entries[path] = .some(entry) }
  }

  /// Reads and parses the manifest at `path` in this process; `nil` when there is no readable
  /// file.
  static func read(at path: String) -> Entry? {
    FileManager.default.contents(atPath: path).map(read(contents:))
  }

  /// Parses a manifest's bytes.
  static func read(contents data: Data) -> Entry {
    let strict = String(validating: data, as: UTF8.self)
    let text = strict ?? String(decoding: data, as: UTF8.self)
    let tree = Parser.parse(source: text)
    return Entry(
      manifest: PackageManifestReader.read(tree: tree), isValidUTF8: strict != nil,
      parsed: strict.map { ParsedSource(text: $0, tree: tree) })
  }

  /// The manifest at `path`, or `nil` when there is no readable file; with `requireValidUTF8`,
  /// also `nil` for a file that is not valid UTF-8.
  func manifest(at path: String, requireValidUTF8: Bool = false) -> PackageManifest? {
    let entry: Entry?
    if let cached = entries[path] {
      entry = cached
    } else {
      entry = reader(path)
      entries[path] = .some(entry)
    }
    guard let entry, entry.isValidUTF8 || !requireValidUTF8 else { return nil }
    return entry.manifest
  }

  /// The text and tree of the manifest at `path` if the run has already read it, so checking the
  /// file need not parse it again; `nil` for a manifest not read or not valid UTF-8.
  func parsedSource(at path: String) -> ParsedSource? {
    entries[path]??.parsed
  }
}
