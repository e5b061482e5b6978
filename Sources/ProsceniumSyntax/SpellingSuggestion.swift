/// Finds the closest known word to a mistyped one, for "did you mean" hints in every error the
/// tool prints (options, commands, rule ids, configuration keys).
package enum SpellingSuggestion {
  /// The candidate nearest to `word` by edit distance, if it is near enough to be a likely typo.
  package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    let lowered = word.lowercased()
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, candidate.lowercased())
      if distance < best?.distance ?? Int.max { best = (candidate, distance) }
    }
    guard let best else { return nil }
    let allowed = max(1, min(3, word.count / 3))
    return best.distance <= allowed ? best.candidate : nil
  }

  /// The Damerau–Levenshtein (optimal string alignment) distance: swapped letters count as one.
  package static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
