/// How a feature's own routes sit inside a parent's route type, so a feature module navigates with its
/// own route enum while the app keeps one stack (and one saved state, one deep-link table) for all of them.
///
/// An app that composes features into one enum gives each feature a case; an app with no central enum
/// uses ``AnyRoute`` and ``erased``.
///
/// ```swift
/// enum AppRoute: Hashable, Codable { case home, orders(OrdersRoute), login }
///
/// let orders = RouteEmbedding<AppRoute, OrdersRoute>(AppRoute.orders) { route in
///   if case .orders(let inner) = route { inner } else { nil }
/// }
/// let feature = router.scoped(orders)  // FeatureRouter<OrdersRoute>, given to the Orders module
/// ```
///
/// Both route types' metatypes must be sendable (every concrete type's is), since the embedding's
/// closures are shared with deep-link tables.
public struct RouteEmbedding<Parent: Hashable & SendableMetatype, Local: Hashable & SendableMetatype>: Sendable {
  /// Wraps a feature route into the parent's route type.
  public let embed: @Sendable (Local) -> Parent
  /// The feature route inside a parent route, or `nil` when the parent route belongs to something else.
  public let extract: @Sendable (Parent) -> Local?

  /// An embedding made of its two directions; `extract(embed(route))` must give `route` back.
  public init(
    _ embed: @escaping @Sendable (Local) -> Parent,
    extract: @escaping @Sendable (Parent) -> Local?
  ) {
    self.embed = embed
    self.extract = extract
  }

  /// A sub-feature's routes inside this feature's routes, seen from the parent: for a feature that
  /// hands part of its flow to a feature of its own.
  public func appending<Inner: Hashable & SendableMetatype>(_ inner: RouteEmbedding<Local, Inner>) -> RouteEmbedding<Parent, Inner> {
    let outer = self
    return RouteEmbedding<Parent, Inner>({ outer.embed(inner.embed($0)) }) { parent in
      outer.extract(parent).flatMap(inner.extract)
    }
  }
}

extension RouteEmbedding where Parent == Local {
  /// A feature whose routes are the parent's own: for a feature that owns its whole router, and for
  /// tests of a feature module that have no app route type.
  public static var identity: Self {
    Self({ $0 }, extract: { $0 })
  }
}

extension RouteEmbedding where Parent == AnyRoute, Local: Sendable {
  /// A feature's routes inside a type-erased ``AnyRoute`` stack: any route of type `Local` is the
  /// feature's, every other route is not.
  public static var erased: Self {
    Self({ AnyRoute($0) }, extract: { $0.as(Local.self) })
  }
}
