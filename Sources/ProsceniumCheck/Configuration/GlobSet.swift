/// Many globs compiled once and matched together. Patterns whose last segment is a literal name
/// are looked up by the path's components, and those ending in `*<text>.ext` by the components'
/// endings from each dot, so a path is tried against the few patterns that could match it rather
/// than all of them: a configuration with hundreds of thousands of `exclude` globs took minutes a
/// run when each was tried on each path.
package struct GlobSet: Sendable {
  package let patterns: [GlobPattern]
  private var byLastName: [[UInt8]: [Int]] = [:]
  private var byExtension: [[UInt8]: [Int]] = [:]
  private var unindexed: [Int] = []

  package init(_ patterns: [String]) {
    self.patterns = patterns.map(GlobPattern.init)
    for (index, pattern) in self.patterns.enumerated() {
      if let name = pattern.lastLiteralName {
        byLastName[name, default: []].append(index)
      } else if let suffix = pattern.lastLiteralExtension {
        byExtension[suffix, default: []].append(index)
      } else {
        unindexed.append(index)
      }
    }
  }

  package var isEmpty: Bool { patterns.isEmpty }

  /// Whether any pattern matches `path` (relative, `/`-separated) or one of its parent folders.
  package func matches(_ path: String) -> Bool {
    var steps = 0
    return matches(path, steps: &steps)
  }

  /// As `matches(_:)`; `steps` grows by the work done (one per candidate pattern, plus its own
  /// steps), so tests can bound it.
  func matches(_ path: String, steps: inout Int) -> Bool {
    guard !patterns.isEmpty else { return false }
    let components = GlobPattern.components(of: path)
    var candidates = unindexed
    for component in components {
      if let found = byLastName[Array(component)] { candidates += found }
      guard !byExtension.isEmpty else { continue }
      for dot in component.indices where component[dot] == UInt8(ascii: ".") {
        if let found = byExtension[Array(component[dot...])] { candidates += found }
      }
    }
    var tried: Set<Int> = []
    for index in candidates where tried.insert(index).inserted {
      steps += 1
      if patterns[index].matches(components: components, steps: &steps) { return true }
    }
    return false
  }
}
