import Foundation
import ProsceniumSyntax

/// Reads and writes one cache file. The file is a header line and a JSON body:
///
///     proscenium-cache <format> <tool digest> <body digest> <body bytes>
///
/// A file that is missing, truncated, corrupted, written by another tool or another build, or in
/// another format reads as empty: the run checks everything and writes a fresh one. Nothing in a
/// cache file is trusted that its header does not vouch for.
struct CheckCacheStore {
  static let magic = "proscenium-cache"
  /// Raised when the layout of `CacheContents` or the meaning of its keys changes.
  static let formatVersion = 1

  let path: String
  let toolDigest: StableDigest

  /// The store for the runs over `roots` from `currentDirectory` (findings name files relative
  /// to it, so another folder keeps its own file).
  init(options: CheckCacheOptions, roots: [String], currentDirectory: String) {
    var hasher = StableHasher()
    hasher.combine(currentDirectory)
    hasher.combine(sorted: roots)
    let name = "check-\(hasher.finalize()).cache"
    path = (options.folder.hasSuffix("/") ? String(options.folder.dropLast()) : options.folder) + "/" + name
    toolDigest = StableDigest.of(options.toolIdentity)
  }

  /// The cached files, or none when the file is absent or not one this build wrote intact.
  func load() -> CacheContents {
    guard let data = FileManager.default.contents(atPath: path) else { return CacheContents(files: [:]) }
    return Self.decode(data, toolDigest: toolDigest) ?? CacheContents(files: [:])
  }

  static func decode(_ data: Data, toolDigest: StableDigest) -> CacheContents? {
    guard let newline = data.firstIndex(of: UInt8(ascii: "\n")),
      let header = String(validating: data[data.startIndex..<newline], as: UTF8.self)
    else { return nil }
    let fields = header.split(separator: " ", omittingEmptySubsequences: false)
    guard fields.count == 5, fields[0] == Self.magic, fields[1] == "\(Self.formatVersion)",
      fields[2] == "\(toolDigest)", let length = Int(fields[4])
    else { return nil }
    let body = data[(newline + 1)...]
    guard body.count == length else { return nil }
    let digest = body.withUnsafeBytes { StableDigest.of($0) }
    guard fields[3] == "\(digest)" else { return nil }
    return try? JSONDecoder().decode(CacheContents.self, from: body)
  }

  static func encode(_ contents: CacheContents, toolDigest: StableDigest) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let body = try encoder.encode(contents)
    let digest = body.withUnsafeBytes { StableDigest.of($0) }
    let header = "\(Self.magic) \(Self.formatVersion) \(toolDigest) \(digest) \(body.count)\n"
    return header + String(decoding: body, as: UTF8.self)
  }

  /// Writes `contents` atomically: a reader sees the old file or the new one, never a mix.
  func save(_ contents: CacheContents) throws {
    try AtomicFileWriter.write(Self.encode(contents, toolDigest: toolDigest), to: path)
  }
}
