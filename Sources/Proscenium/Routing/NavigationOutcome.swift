/// What a navigation request ended up doing, so callers can react when a guard intervened.
///
/// ```swift
/// if case .redirected(to: .login) = router.navigate(to: .orders) { analytics.log("login wall") }
/// ```
public enum NavigationOutcome<Route: Hashable>: Hashable {
  /// The requested navigation happened.
  case completed
  /// A guard replaced a route of the request with this one; the rest of the request was dropped.
  case redirected(to: Route)
  /// A guard cancelled the request; nothing changed.
  case cancelled
  /// A stepped transition stopped early because a newer transition started, the task was
  /// cancelled, or the state was changed from outside (for example a swipe back) between steps.
  case superseded
  /// The router refused: it belongs to a dismissed modal (see ``NavigationRefusal``); nothing changed.
  case refused(NavigationRefusal)
  /// A guard redirected the request of a ``FeatureRouter`` to a route that is not the feature's (the
  /// app's login screen, say), described here since the feature cannot name it; only feature routers
  /// report it.
  case redirectedOutsideFeature(String)
}

extension NavigationOutcome: Sendable where Route: Sendable {}
