import Foundation
import ProsceniumSyntax

/// Reads and writes one cache file: a fixed 60-byte header, then a binary body (see
/// `CacheBodyCoding` and docs/cache.md). The header, all integers little-endian:
///
///     "proscenium-cache" (16 bytes) · format (4) · tool digest (16) · body digest (16) · body bytes (8)
///
/// A file that is missing, truncated, corrupted, written by another tool or another build, or in
/// another format reads as empty: the run checks everything and writes a fresh one. Nothing in a
/// cache file is trusted that its header does not vouch for, and the body is read with every
/// step checked even then.
struct CheckCacheStore {
  static let magic = Array("proscenium-cache".utf8)
  /// Raised when the layout of the body or the meaning of its keys changes. (1 was a text header
  /// over a JSON body; 2 had no mark of whether a result's findings carry fingerprints.)
  static let formatVersion: UInt32 = 5
  static let headerSize = magic.count + 4 + 16 + 16 + 8

  let path: String
  let toolDigest: StableDigest

  /// The store for the runs over `roots` from `currentDirectory` (findings name files relative
  /// to it, so another folder keeps its own file).
  init(options: CheckCacheOptions, roots: [String], currentDirectory: String) {
    var hasher = StableHasher()
    hasher.combine(currentDirectory)
    hasher.combine(sorted: roots)
    let name = "check-\(hasher.finalize()).cache"
    path = options.path(ofFile: name)
    toolDigest = StableDigest.of(options.toolIdentity)
  }

  /// The cached files, or none when the file is absent or not one this build wrote intact.
  func load() -> CacheContents {
    guard let data = FileManager.default.contents(atPath: path) else { return CacheContents(files: [:]) }
    return Self.decode(data, toolDigest: toolDigest) ?? CacheContents(files: [:])
  }

  static func decode(_ data: Data, toolDigest: StableDigest) -> CacheContents? {
    data.withUnsafeBytes { bytes -> CacheContents? in
      guard bytes.count >= headerSize, bytes.starts(with: magic) else { return nil }
      func fixed64(at offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      }
      var offset = magic.count
      let format = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
      offset += 4
      let tool = StableDigest(high: fixed64(at: offset), low: fixed64(at: offset + 8))
      let digest = StableDigest(high: fixed64(at: offset + 16), low: fixed64(at: offset + 24))
      let length = fixed64(at: offset + 32)
      guard format == formatVersion, tool == toolDigest, length == UInt64(bytes.count - headerSize) else {
        return nil
      }
      let body = UnsafeRawBufferPointer(rebasing: bytes[headerSize...])
      guard StableDigest.of(body) == digest else { return nil }
      return CacheContents(decodingBody: body)
    }
  }

  static func encode(_ contents: CacheContents, toolDigest: StableDigest) -> Data {
    file(body: contents.encodedBody(), toolDigest: toolDigest)
  }

  /// A whole file: the header for `body`, then `body`.
  static func file(body: [UInt8], toolDigest: StableDigest, format: UInt32 = formatVersion) -> Data {
    var file: [UInt8] = []
    file.reserveCapacity(headerSize + body.count)
    file.append(contentsOf: magic)
    CacheByteWriter.appendFixed(format, to: &file)
    for digest in [toolDigest, body.withUnsafeBytes { StableDigest.of($0) }] {
      CacheByteWriter.appendFixed(digest.high, to: &file)
      CacheByteWriter.appendFixed(digest.low, to: &file)
    }
    CacheByteWriter.appendFixed(UInt64(body.count), to: &file)
    file.append(contentsOf: body)
    return Data(file)
  }

  /// Writes `contents` atomically: a reader sees the old file or the new one, never a mix.
  func save(_ contents: CacheContents) throws {
    try AtomicFileWriter.write(Self.encode(contents, toolDigest: toolDigest), to: path)
  }
}
