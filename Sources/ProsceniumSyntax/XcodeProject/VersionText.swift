/// A dotted version compared numerically (`16.4` < `17.0` < `17.10`): build settings hold
/// versions as text, and text order would put `17.10` before `17.9`.
struct VersionText: Comparable {
  let parts: [Int]

  init?(_ text: String) {
    let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(pieces.count) else { return nil }
    var parts: [Int] = []
    for piece in pieces {
      guard let number = Int(piece), number >= 0 else { return nil }
      parts.append(number)
    }
    self.parts = parts
  }

  static func < (lhs: VersionText, rhs: VersionText) -> Bool {
    for position in 0..<max(lhs.parts.count, rhs.parts.count) {
      let left = position < lhs.parts.count ? lhs.parts[position] : 0
      let right = position < rhs.parts.count ? rhs.parts[position] : 0
      if left != right { return left < right }
    }
    return false
  }

  static func == (lhs: VersionText, rhs: VersionText) -> Bool {
    !(lhs < rhs) && !(rhs < lhs)
  }
}
