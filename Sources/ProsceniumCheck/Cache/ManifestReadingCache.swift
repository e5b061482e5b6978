import Foundation
import ProsceniumSyntax

/// What each `Package.swift` declared, kept between cached runs. The project model needs every
/// manifest before any file's cached result can be used, so a warm run parsed them all again to
/// learn what the last run had learned: on IceCubesApp, 13 manifests, 79 M of a warm run's 345 M
/// instructions. A reading is used again while the manifest's bytes are the same (by digest).
///
/// Kept beside the check's cache files, one file per working folder, as JSON. A file another build
/// wrote, or one that cannot be read or decoded, counts as empty; writing it is atomic, and a
/// failure to write costs the next run its parse, not this run its report.
final class ManifestReadingCache {
  /// One manifest's reading: the digest of its bytes, and what they declare.
  struct Reading: Codable {
    var digest: String
    var isValidUTF8: Bool
    var manifest: PackageManifest
  }

  private struct Stored: Codable {
    var tool: String
    var readings: [String: Reading]
  }

  let path: String
  private let tool: String
  private var readings: [String: Reading]
  private var changed = false
  /// How many manifests this run parsed because the cache had no reading of their bytes.
  private(set) var parsedCount = 0

  /// The cache for runs from `currentDirectory`, in `options`' folder.
  init(options: CheckCacheOptions, currentDirectory: String) {
    var hasher = StableHasher()
    hasher.combine(currentDirectory)
    path = options.path(ofFile: "manifests-\(hasher.finalize()).json")
    tool = StableDigest.of(options.toolIdentity).description
    let stored = FileManager.default.contents(atPath: path).flatMap { try? JSONDecoder().decode(Stored.self, from: $0) }
    readings = stored?.tool == tool ? stored!.readings : [:]
  }

  /// Reads the manifest at `path`: its reading when its bytes have not changed, else parsed (and
  /// the tree kept, so checking the file does not parse it again). `nil` when there is no
  /// readable file.
  func read(at path: String) -> PackageManifestCache.Entry? {
    guard let data = FileManager.default.contents(atPath: path) else {
      if readings.removeValue(forKey: path) != nil { changed = true }
      return nil
    }
    let digest = data.withUnsafeBytes { StableDigest.of($0) }.description
    if let known = readings[path], known.digest == digest {
      return PackageManifestCache.Entry(manifest: known.manifest, isValidUTF8: known.isValidUTF8, parsed: nil)
    }
    parsedCount += 1
    let entry = PackageManifestCache.read(contents: data)
    readings[path] = Reading(digest: digest, isValidUTF8: entry.isValidUTF8, manifest: entry.manifest)
    changed = true
    return entry
  }

  /// Writes the readings if this run changed them.
  ///
  /// - Returns: a note for the run when the file cannot be written.
  func save() -> String? {
    guard changed else { return nil }
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      try AtomicFileWriter.write(encoder.encode(Stored(tool: tool, readings: readings)), to: path)
      changed = false
      return nil
    } catch {
      return "cannot write the cache of package manifests: \(error); the check itself is complete"
    }
  }
}
