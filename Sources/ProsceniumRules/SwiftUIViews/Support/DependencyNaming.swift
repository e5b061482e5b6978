/// The playbooks' names for the types a view must not reach (`…Service`, `…Repository`,
/// `…UseCase`), checked on identifiers before asking the project index, so that the thousands of
/// ordinary calls in a view cost one suffix test each.
///
/// The index's `RoleNaming` answers the same question for type names but is internal to the
/// engine; this mirrors its suffixes for identifiers (`authService`, `getUserUseCase`).
enum DependencyNaming {
  private static let suffixes = [
    "service", "repository", "usecase", "interactor", "apiclient", "httpclient", "networkclient", "urlsession",
  ]
  /// Test doubles and protocol spellings that RoleNaming strips before matching.
  private static let strippedSuffixes = [
    "protocol", "type", "interface", "mock", "stub", "fake", "spy", "impl", "live",
  ]
  private static let suffixBytes = suffixes.map { Array($0.utf8) }
  private static let strippedSuffixBytes = strippedSuffixes.map { Array($0.utf8) }

  /// Whether a type or variable name reads like a service, repository or use case.
  static func soundsLikeDependency(_ name: String) -> Bool {
    // Identifiers are ASCII nearly always: compare bytes in place rather than building a
    // lowercased copy and asking `hasSuffix` seventeen times.
    let answer = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
      var end = bytes.count
      for suffix in strippedSuffixBytes where end > suffix.count && endsWith(bytes, end: end, suffix) {
        end -= suffix.count
      }
      return suffixBytes.contains { end >= $0.count && endsWith(bytes, end: end, $0) }
    }
    if let answer = answer ?? nil { return answer }
    var lowered = name.lowercased()
    for suffix in strippedSuffixes where lowered.hasSuffix(suffix) && lowered.count > suffix.count {
      lowered.removeLast(suffix.count)
    }
    return suffixes.contains { lowered.hasSuffix($0) }
  }

  /// Whether `bytes[..<end]`, ASCII letters lowercased, ends with the lowercase `suffix`.
  private static func endsWith(_ bytes: UnsafeBufferPointer<UInt8>, end: Int, _ suffix: [UInt8]) -> Bool {
    // From the last byte: most names differ there.
    let start = end - suffix.count
    var index = suffix.count
    while index > 0 {
      index -= 1
      var byte = bytes[start + index]
      if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
      guard byte == suffix[index] else { return false }
    }
    return true
  }
}
