/// A path pattern as configurations write them: `*` matches within one folder, `**` across
/// folders, `?` one character; a pattern without `/` matches a name in any folder; a trailing `/`
/// (or a pattern naming a folder) matches everything inside.
public struct GlobPattern: Sendable, Hashable {
  public let pattern: String
  private let segments: [Substring]
  private let anchored: Bool

  /// Whether the pattern names a path from its configuration's folder rather than a name in any folder.
  public var isAnchored: Bool { anchored }

  public init(_ pattern: String) {
    self.pattern = pattern
    var text = Substring(pattern)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    anchored = text.contains("/") && !(text.hasSuffix("/") && text.dropLast().contains("/") == false)
    segments = text.split(separator: "/", omittingEmptySubsequences: true)
  }

  /// Whether `path` (relative, `/`-separated) or one of its parent folders matches.
  public func matches(_ path: String) -> Bool {
    var relative = Substring(path)
    while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
    let parts = relative.split(separator: "/", omittingEmptySubsequences: true)
    if anchored {
      // Matching a prefix of the path means matching a folder that contains it.
      for end in stride(from: parts.count, through: 1, by: -1) where Self.match(segments[...], parts[..<end]) {
        return true
      }
      return false
    }
    for start in parts.indices {
      for end in stride(from: parts.count, to: start, by: -1) where Self.match(segments[...], parts[start..<end]) {
        return true
      }
    }
    return false
  }

  private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      let rest = pattern.dropFirst()
      for skip in 0...path.count where match(rest, path.dropFirst(skip)) { return true }
      return false
    }
    guard let name = path.first, matchName(Array(first.utf8)[...], Array(name.utf8)[...]) else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  private static func matchName(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
    guard let first = pattern.first else { return name.isEmpty }
    switch first {
    case UInt8(ascii: "*"):
      for skip in 0...name.count where matchName(pattern.dropFirst(), name.dropFirst(skip)) { return true }
      return false
    case UInt8(ascii: "?"):
      return !name.isEmpty && matchName(pattern.dropFirst(), name.dropFirst())
    default:
      return name.first == first && matchName(pattern.dropFirst(), name.dropFirst())
    }
  }
}
