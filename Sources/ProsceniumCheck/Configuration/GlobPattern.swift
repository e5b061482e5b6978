/// A path pattern as configurations write them: `*` matches within one folder, `**` across
/// folders, `?` one character; a pattern without `/` matches a name in any folder; a trailing `/`
/// (or a pattern naming a folder) matches everything inside.
///
/// The pattern is compiled once and matched without backtracking: folder segments and the bytes
/// of each name are both matched by advancing a set of states (a small NFA), so a match costs at
/// most (segments × path components) name matches of (name pattern length × name length) steps,
/// whatever the pattern. A backtracking matcher took minutes on `*a*a*a*a*a*a*b` against a long
/// name, or on `**/**/**/**/**/**/**/**/x` in a deep tree.
package struct GlobPattern: Sendable, Hashable {
  package let pattern: String
  private let segments: [Segment]
  private let anchored: Bool

  /// One folder-level piece of a pattern.
  enum Segment: Sendable, Hashable {
    /// `**`: any number of folders, none included.
    case anyFolders
    case name(NamePattern)
  }

  /// Whether the pattern names a path from its configuration's folder rather than a name in any folder.
  package var isAnchored: Bool { anchored }

  package init(_ pattern: String) {
    self.pattern = pattern
    var text = Substring(pattern)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    anchored = text.contains("/") && !(text.hasSuffix("/") && text.dropLast().contains("/") == false)
    segments = text.split(separator: "/", omittingEmptySubsequences: true).map {
      $0 == "**" ? .anyFolders : .name(NamePattern($0))
    }
  }

  /// The literal name the last segment must equal, when it has no wildcard: a path can match
  /// only if one of its components is that name.
  var lastLiteralName: [UInt8]? {
    guard case .name(let name) = segments.last else { return nil }
    return name.literal
  }

  /// The literal ending of the last segment from its first `.` (`.swift` for `*Tests.swift`,
  /// `.generated.swift` for `*.generated.swift`), when the segment is a `*` followed by literal
  /// text: a matching component ends with it, from one of its own dots.
  var lastLiteralExtension: [UInt8]? {
    guard case .name(let name) = segments.last else { return nil }
    return name.literalExtension
  }

  /// Whether `path` (relative, `/`-separated) or one of its parent folders matches.
  package func matches(_ path: String) -> Bool {
    var steps = 0
    return matches(components: Self.components(of: path), steps: &steps)
  }

  /// The components of a relative path, as `matches(components:steps:)` takes them.
  static func components(of path: String) -> [ArraySlice<UInt8>] {
    var relative = Substring(path)
    while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
    return relative.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map {
      ArraySlice($0)
    }
  }

  /// Whether the components, or a prefix of them (a folder holding the path), match; `steps`
  /// grows by the work done, so tests can bound it.
  ///
  /// The states are positions in `segments`: position `i` means the first `i` segments matched
  /// the components read so far. An unanchored pattern may start at any component, so position 0
  /// is added before each one. A match of any non-empty prefix of the components is a match.
  func matches(components: [ArraySlice<UInt8>], steps: inout Int) -> Bool {
    let count = segments.count
    guard count > 0 else { return false }
    var active = [Bool](repeating: false, count: count + 1)
    var next = active
    active[0] = true
    close(&active)
    for component in components {
      if !anchored {
        active[0] = true
        close(&active)
      }
      for index in 0...count { next[index] = false }
      var any = false
      for index in 0..<count where active[index] {
        steps += 1
        switch segments[index] {
        case .anyFolders:
          next[index] = true
          any = true
        case .name(let name):
          if name.matches(component, steps: &steps) {
            next[index + 1] = true
            any = true
          }
        }
      }
      swap(&active, &next)
      close(&active)
      if active[count] { return true }
      if !any, anchored { return false }
    }
    return false
  }

  /// Adds the states reachable without reading a component: past any `**`, which may match no folder.
  private func close(_ states: inout [Bool]) {
    for index in segments.indices where states[index] {
      if case .anyFolders = segments[index] { states[index + 1] = true }
    }
  }
}

/// One segment of a glob (`*`, `?` and literal bytes), matched against one name by advancing a
/// set of positions in the pattern: linear in the name for a given pattern, never exponential.
struct NamePattern: Sendable, Hashable {
  enum Element: Sendable, Hashable {
    case byte(UInt8)
    case anyByte
    case anyRun
  }

  let elements: [Element]
  /// The bytes, when the segment has no wildcard.
  let literal: [UInt8]?
  /// For `*` followed by literal text containing a `.`, the text from its first `.` on.
  let literalExtension: [UInt8]?

  init(_ text: Substring) {
    elements = text.utf8.map {
      switch $0 {
      case UInt8(ascii: "*"): .anyRun
      case UInt8(ascii: "?"): .anyByte
      default: .byte($0)
      }
    }
    let bytes = Array(text.utf8)
    literal = elements.allSatisfy { $0.byteValue != nil } ? bytes : nil
    if elements.first == .anyRun, !elements.dropFirst().contains(where: { $0.byteValue == nil }),
      let dot = bytes.firstIndex(of: UInt8(ascii: "."))
    {
      literalExtension = Array(bytes[dot...])
    } else {
      literalExtension = nil
    }
  }

  func matches(_ name: ArraySlice<UInt8>, steps: inout Int) -> Bool {
    if let literal {
      steps += 1
      return name.elementsEqual(literal)
    }
    let count = elements.count
    var active = [Bool](repeating: false, count: count + 1)
    var next = active
    active[0] = true
    close(&active)
    for byte in name {
      for index in 0...count { next[index] = false }
      var any = false
      for index in 0..<count where active[index] {
        steps += 1
        switch elements[index] {
        case .anyRun:
          next[index] = true
          any = true
        case .anyByte:
          next[index + 1] = true
          any = true
        case .byte(let expected):
          if expected == byte {
            next[index + 1] = true
            any = true
          }
        }
      }
      if !any { return false }
      swap(&active, &next)
      close(&active)
    }
    return active[count]
  }

  /// Adds the positions past any `*`, which may match nothing.
  private func close(_ states: inout [Bool]) {
    for index in elements.indices where states[index] && elements[index] == .anyRun { states[index + 1] = true }
  }
}

extension NamePattern.Element {
  fileprivate var byteValue: UInt8? {
    if case .byte(let value) = self { return value }
    return nil
  }
}
