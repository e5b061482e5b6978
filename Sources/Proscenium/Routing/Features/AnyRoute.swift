/// A route of any feature's route type, so an app whose features live in separate modules can keep one
/// stack without one enum that names every feature's screens.
///
/// Two `AnyRoute`s are equal when they wrap equal routes of the same type. A feature reads its own
/// routes back with ``as(_:)``, and navigates through a ``FeatureRouter`` that keeps its routes typed:
///
/// ```swift
/// let router = Router<AnyRoute>()
/// let orders = router.scoped(to: OrdersRoute.self)  // FeatureRouter<OrdersRoute>
/// orders.navigate(to: .detail(id: 7))                // router.path == [AnyRoute(OrdersRoute.detail(id: 7))]
/// router.path.last?.as(OrdersRoute.self)             // .detail(id: 7)
/// ```
///
/// The wrapped route type must be `Sendable` with conformances not isolated to the main actor: in a
/// module with main-actor default isolation, declare it `nonisolated enum …: Hashable, Sendable`.
///
/// Saving and restoring a stack of `AnyRoute` needs a ``RouteRegistry`` naming each route type
/// (see ``Router/stateData(registry:)``).
public struct AnyRoute: Hashable, Sendable, CustomStringConvertible {
  /// The wrapped route.
  public let base: any Hashable & Sendable

  /// Wraps `route`; wrapping an `AnyRoute` again gives it back unchanged.
  public init<Route: Hashable & Sendable>(_ route: Route) {
    if let erased = route as? AnyRoute {
      self = erased
    } else {
      base = route
    }
  }

  /// The wrapped route when it is of type `Route`, else `nil`.
  public func `as`<Route>(_ type: Route.Type) -> Route? {
    base as? Route
  }

  /// The type of the wrapped route.
  public var routeType: Any.Type { type(of: base) }

  public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    AnyHashable(base).hash(into: &hasher)
  }

  /// The wrapped route's own description, as `String(describing:)` gives it.
  public var description: String { String(describing: base) }
}
