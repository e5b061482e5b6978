/// Path splitting on the UTF-8 bytes.
///
/// `split(separator: "/")` on a `String` walks characters (grapheme breaking) and cost about
/// forty thousand instructions per path in the checker's profile; the engine and several rules
/// split every file's path. A `/` is one byte and never part of a longer UTF-8 sequence, so
/// splitting the bytes gives the same parts. `@inlinable` so that callers in other modules get a
/// specialised loop over `String.UTF8View` rather than generic code per byte.
///
/// Not named `pathComponents`: in a module that imports Foundation anywhere, Foundation's
/// `pathComponents` (bridged through `NSString`, with `/` as a first part) could win the overload
/// and a caller silently got it instead.
extension String {
  /// The parts between slashes, empty ones left out: `/a//b/c.swift` → `a`, `b`, `c.swift`.
  @inlinable
  package var pathParts: [Substring] {
    var parts: [Substring] = []
    var start = utf8.startIndex
    var index = start
    while index != utf8.endIndex {
      if utf8[index] == UInt8(ascii: "/") {
        if start != index { parts.append(self[start..<index]) }
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    if start != utf8.endIndex { parts.append(self[start..<utf8.endIndex]) }
    return parts
  }

  /// The last part, `pathParts.last`, found from the end without splitting the whole path:
  /// `Sources/App/HomeView.swift` → `HomeView.swift`; `nil` when there is none.
  @inlinable
  package var lastPathPart: Substring? {
    let slash = UInt8(ascii: "/")
    var end = utf8.endIndex
    while end != utf8.startIndex, utf8[utf8.index(before: end)] == slash { end = utf8.index(before: end) }
    guard end != utf8.startIndex else { return nil }
    var start = end
    while start != utf8.startIndex, utf8[utf8.index(before: start)] != slash { start = utf8.index(before: start) }
    return self[start..<end]
  }

  /// The file name without folders (`lastPathPart`), or the whole string when it has no part.
  @inlinable
  package var fileName: String {
    lastPathPart.map(String.init) ?? self
  }
}
