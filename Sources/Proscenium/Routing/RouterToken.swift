/// Identifies a guard or an observer added to a router, so it can be removed again.
///
/// ```swift
/// let token = router.addGuard { _ in .allow }
/// router.removeGuard(token)
/// ```
public struct RouterToken: Hashable, Sendable {
  let rawValue: Int

  @MainActor private static var next = 0

  @MainActor static func make() -> RouterToken {
    next += 1
    return RouterToken(rawValue: next)
  }
}
