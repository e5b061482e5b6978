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

  /// Whether a type or variable name reads like a service, repository or use case.
  static func soundsLikeDependency(_ name: String) -> Bool {
    var lowered = name.lowercased()
    for suffix in strippedSuffixes where lowered.hasSuffix(suffix) && lowered.count > suffix.count {
      lowered.removeLast(suffix.count)
    }
    return suffixes.contains { lowered.hasSuffix($0) }
  }
}
