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
public struct RouteEmbedding<Parent: Hashable, Local: Hashable>: Sendable {
  private let base: any RouteEmbeddingBase<Parent, Local>

  private init(base: any RouteEmbeddingBase<Parent, Local>) {
    self.base = base
  }

  /// An embedding made of its two directions; `extract(embed(route))` must give `route` back.
  public init(
    _ embed: @escaping @Sendable (Local) -> Parent,
    extract: @escaping @Sendable (Parent) -> Local?
  ) {
    self.init(base: ClosureEmbedding(embedFunction: embed, extractFunction: extract))
  }

  /// Wraps a feature route into the parent's route type.
  public func embed(_ route: Local) -> Parent { base.embed(route) }

  /// The feature route inside a parent route, or `nil` when the parent route belongs to something else.
  public func extract(_ route: Parent) -> Local? { base.extract(route) }

  /// A sub-feature's routes inside this feature's routes, seen from the parent: for a feature that
  /// hands part of its flow to a feature of its own.
  public func appending<Inner: Hashable>(_ inner: RouteEmbedding<Local, Inner>) -> RouteEmbedding<Parent, Inner> {
    RouteEmbedding<Parent, Inner>(base: ComposedEmbedding(outer: self, inner: inner))
  }
}

extension RouteEmbedding where Parent == Local {
  /// A feature whose routes are the parent's own: for a feature that owns its whole router, and for
  /// tests of a feature module that have no app route type.
  public static var identity: Self { Self(base: IdentityEmbedding()) }
}

extension RouteEmbedding where Parent == AnyRoute, Local: Sendable {
  /// A feature's routes inside a type-erased ``AnyRoute`` stack: any route of type `Local` is the
  /// feature's, every other route is not.
  public static var erased: Self { Self(base: ErasedEmbedding()) }
}

// The kinds of embedding are types rather than closures built here: a closure made inside generic code
// would capture the route types' metatypes, which would force every route type to have a sendable
// metatype, and a main-actor-by-default module's route enums do not.

/// One way of placing `Local` routes inside `Parent` routes.
protocol RouteEmbeddingBase<Parent, Local>: Sendable {
  associatedtype Parent: Hashable
  associatedtype Local: Hashable
  func embed(_ route: Local) -> Parent
  func extract(_ route: Parent) -> Local?
}

/// The two directions given by the app.
private struct ClosureEmbedding<Parent: Hashable, Local: Hashable>: RouteEmbeddingBase {
  let embedFunction: @Sendable (Local) -> Parent
  let extractFunction: @Sendable (Parent) -> Local?

  func embed(_ route: Local) -> Parent { embedFunction(route) }
  func extract(_ route: Parent) -> Local? { extractFunction(route) }
}

/// A route type inside itself.
private struct IdentityEmbedding<Route: Hashable>: RouteEmbeddingBase {
  func embed(_ route: Route) -> Route { route }
  func extract(_ route: Route) -> Route? { route }
}

/// A route type inside ``AnyRoute``.
private struct ErasedEmbedding<Local: Hashable & Sendable>: RouteEmbeddingBase {
  func embed(_ route: Local) -> AnyRoute { AnyRoute(route) }
  func extract(_ route: AnyRoute) -> Local? { route.as(Local.self) }
}

/// A sub-feature's routes inside a feature's routes inside the parent's.
private struct ComposedEmbedding<Parent: Hashable, Middle: Hashable, Local: Hashable>: RouteEmbeddingBase {
  let outer: RouteEmbedding<Parent, Middle>
  let inner: RouteEmbedding<Middle, Local>

  func embed(_ route: Local) -> Parent { outer.embed(inner.embed(route)) }
  func extract(_ route: Parent) -> Local? { outer.extract(route).flatMap { inner.extract($0) } }
}
