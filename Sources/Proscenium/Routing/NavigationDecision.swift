/// What a navigation guard decides about a route, so access rules live in one place instead of every button.
///
/// ```swift
/// router.addGuard { route in
///   route.requiresAccount && !session.isSignedIn ? .redirect(.login) : .allow
/// }
/// ```
public enum NavigationDecision<Route: Hashable>: Hashable {
  /// Show the route.
  case allow
  /// Leave the navigation state as it is.
  case cancel
  /// Show this route instead (redirect targets are not guarded again, so a guard cannot loop).
  case redirect(Route)
}

extension NavigationDecision: Sendable where Route: Sendable {}

/// A rule consulted before a route is pushed or presented; guards run in the order they were added
/// and the first one that does not allow decides.
public typealias NavigationGuard<Route: Hashable> = @MainActor (Route) -> NavigationDecision<Route>
