@testable import ProsceniumCheck

/// The project index of in-memory files, keyed by path, checked with no rules.
func indexOf(_ files: [String: String]) -> ProjectIndex {
  let inputs = files.sorted { $0.key < $1.key }.map { InMemoryChecker.File(path: $0.key, source: $0.value) }
  return InMemoryChecker.check(inputs, rules: []).index
}
