/// A router for one feature's own routes, scoped to a parent ``Router`` whose route type the feature
/// never sees, so a feature module pushes and presents its screens with its own route enum while the app
/// keeps one stack, one set of guards, one saved state and one deep-link table.
///
/// The app makes it from its router and hands it to the feature; the feature's view models hold it the
/// way they would hold a `Router`:
///
/// ```swift
/// // App module: one case per feature (or a Router<AnyRoute> and `router.scoped(to: OrdersRoute.self)`).
/// let orders = router.scoped(RouteEmbedding(AppRoute.orders) { if case .orders(let r) = $0 { r } else { nil } })
///
/// // Orders module: knows OrdersRoute and Proscenium only.
/// orders.navigate(to: .detail(id: 7))   // router.path == [.orders(.detail(id: 7))]
/// orders.path                           // [.detail(id: 7)]
/// orders.popToEntry()                   // back to the screen that opened the feature
/// ```
///
/// The feature's ``path`` is the run of its routes at the top of the parent's stack: a feature pops only
/// its own screens, never those of whatever opened it or of another feature pushed above it. Every
/// request goes through the parent router, so the parent's guards, observers, restoration and deep links
/// see the feature's routes as the parent's own.
@MainActor
public final class FeatureRouter<Route: Hashable> {
  private let base: any FeatureRouting<Route>

  init(base: any FeatureRouting<Route>) {
    self.base = base
  }

  /// A feature router over a router of the feature's own route type: for a feature that owns its
  /// router, and for a feature module's tests, which have no app route type.
  ///
  /// ```swift
  /// let router = Router<OrdersRoute>.testing()
  /// let feature = FeatureRouter(router)
  /// ```
  public convenience init(_ router: Router<Route>) {
    self.init(base: ScopedRouter(parent: router, embedding: .identity))
  }

  /// The feature's routes at the top of the parent's stack, bottom first.
  public var path: [Route] { base.path }

  /// Why the parent router refuses to navigate (it belongs to a dismissed modal), or `nil` when it may.
  public var refusal: NavigationRefusal? { base.refusal }

  /// The feature route the parent router presents, if its modal shows one of the feature's routes.
  public var presentedRoute: Route? { base.presentedRoute }

  /// The feature's router inside the modal the parent router presents, when that modal shows one of the
  /// feature's routes: what the modal's screens navigate with.
  public var presentedRouter: FeatureRouter<Route>? { base.presentedRouter }

  /// Pushes `route` onto the parent's stack, through the parent's guards.
  ///
  /// - Returns: how the guards treated it; a redirect to a route that is not the feature's is
  ///   ``NavigationOutcome/redirectedOutsideFeature(_:)``.
  @discardableResult
  public func navigate(to route: Route) -> NavigationOutcome<Route> {
    base.navigate(to: route)
  }

  /// Presents `route` modally, as ``Router/present(_:style:onDismiss:)`` does.
  @discardableResult
  public func present(
    _ route: Route,
    style: PresentationStyle = .sheet,
    onDismiss: (@MainActor () -> Void)? = nil
  ) -> NavigationOutcome<Route> {
    base.present(route, style: style, onDismiss: onDismiss)
  }

  /// Presents `route` and hands `onResult` what the modal delivers, as
  /// ``Router/present(_:style:expecting:onResult:)`` does.
  @discardableResult
  public func present<Value>(
    _ route: Route,
    style: PresentationStyle = .sheet,
    expecting type: Value.Type,
    onResult: @escaping @MainActor (PresentationResult<Value>) -> Void
  ) -> NavigationOutcome<Route> {
    base.present(route, style: style, expecting: type, onResult: onResult)
  }

  /// Presents `route` and waits for what the modal delivers, as
  /// ``Router/result(of:style:expecting:)`` does.
  public func result<Value>(
    of route: Route,
    style: PresentationStyle = .sheet,
    expecting type: Value.Type
  ) async -> PresentationResult<Value> {
    let answer = ResultBox<PresentationResult<Value>>()
    await withCheckedContinuation { continuation in
      let waiter = CompletionWaiter(continuation)
      _ = base.present(route, style: style, expecting: type) { result in
        answer.value = result
        waiter.resume()
      }
    }
    return answer.value ?? .dismissed
  }

  /// Delivers `result` to whoever presented the modal this router's parent belongs to, and closes it
  /// (see ``Router/deliver(_:)``).
  public func deliver<Value>(_ result: Value) throws(ResultDeliveryError) {
    try base.deliver(result)
  }

  /// Pops the feature's top route; does nothing when the top of the stack is not the feature's.
  ///
  /// - Returns: the popped route, or `nil`.
  @discardableResult
  public func pop() -> Route? { base.pop() }

  /// Pops the feature's routes above the last occurrence of `route`, which stays on top.
  ///
  /// - Returns: whether the feature's ``path`` holds `route`.
  @discardableResult
  public func pop(to route: Route) -> Bool {
    base.pop(toLastWhere: { $0 == route })
  }

  /// Pops the feature's routes above the last one that satisfies `predicate`, which stays on top.
  ///
  /// - Returns: whether a route of the feature's ``path`` satisfied `predicate`.
  @discardableResult
  public func pop(toLastWhere predicate: (Route) -> Bool) -> Bool {
    base.pop(toLastWhere: predicate)
  }

  /// Pops every route of the feature's ``path``, back to the screen that opened the feature.
  public func popToEntry() { base.popToEntry() }

  /// Replaces the feature's ``path`` with `routes`, leaving the routes below it as they are; routes past
  /// the part shared with the current stack meet the parent's guards (see ``Router/replace(with:)``).
  @discardableResult
  public func replace(with routes: [Route]) -> NavigationOutcome<Route> {
    base.replace(with: routes)
  }

  /// Closes the modal the parent router belongs to, as ``Router/dismiss()`` does.
  public func dismiss() { base.dismiss() }

  /// Adds a guard that judges the feature's routes only; every other route passes it.
  ///
  /// It is added to the parent router, so it also judges the feature's routes that restoration, deep
  /// links and the parent itself show.
  @discardableResult
  public func addGuard(_ decide: @escaping NavigationGuard<Route>) -> RouterToken {
    base.addGuard(decide)
  }

  /// Removes a guard added with ``addGuard(_:)``.
  public func removeGuard(_ token: RouterToken) { base.removeGuard(token) }

  /// A router for a sub-feature whose routes sit inside this feature's routes.
  public func scoped<Inner: Hashable>(_ embedding: RouteEmbedding<Route, Inner>) -> FeatureRouter<Inner> {
    base.scoped(embedding)
  }
}

extension Router {
  /// A ``FeatureRouter`` for the feature whose routes `embedding` places inside this router's routes.
  public func scoped<Local: Hashable>(_ embedding: RouteEmbedding<Route, Local>) -> FeatureRouter<Local> {
    FeatureRouter(base: ScopedRouter(parent: self, embedding: embedding))
  }
}

extension Router where Route == AnyRoute {
  /// A ``FeatureRouter`` for the feature whose routes are of type `Local`, on a type-erased stack.
  ///
  /// ```swift
  /// let orders = router.scoped(to: OrdersRoute.self)
  /// ```
  public func scoped<Local: Hashable & Sendable>(to type: Local.Type) -> FeatureRouter<Local> {
    scoped(.erased)
  }
}

/// What a ``FeatureRouter`` asks of the parent router it is scoped to, with the parent's route type hidden.
@MainActor
protocol FeatureRouting<Local>: AnyObject {
  associatedtype Local: Hashable
  var path: [Local] { get }
  var refusal: NavigationRefusal? { get }
  var presentedRoute: Local? { get }
  var presentedRouter: FeatureRouter<Local>? { get }
  func navigate(to route: Local) -> NavigationOutcome<Local>
  func present(_ route: Local, style: PresentationStyle, onDismiss: (@MainActor () -> Void)?) -> NavigationOutcome<
    Local
  >
  func present<Value>(
    _ route: Local,
    style: PresentationStyle,
    expecting type: Value.Type,
    onResult: @escaping @MainActor (PresentationResult<Value>) -> Void
  ) -> NavigationOutcome<Local>
  func deliver<Value>(_ result: Value) throws(ResultDeliveryError)
  func pop() -> Local?
  func pop(toLastWhere predicate: (Local) -> Bool) -> Bool
  func popToEntry()
  func replace(with routes: [Local]) -> NavigationOutcome<Local>
  func dismiss()
  func addGuard(_ decide: @escaping NavigationGuard<Local>) -> RouterToken
  func removeGuard(_ token: RouterToken)
  func scoped<Inner: Hashable>(_ embedding: RouteEmbedding<Local, Inner>) -> FeatureRouter<Inner>
}

/// A parent router seen through an embedding: the one implementation of ``FeatureRouting``.
@MainActor
final class ScopedRouter<Parent: Hashable, Local: Hashable>: FeatureRouting {
  let parent: Router<Parent>
  let embedding: RouteEmbedding<Parent, Local>

  init(parent: Router<Parent>, embedding: RouteEmbedding<Parent, Local>) {
    self.parent = parent
    self.embedding = embedding
  }

  /// How many routes at the top of the parent's stack are the feature's.
  private var runLength: Int {
    var count = 0
    for route in parent.path.reversed() {
      guard embedding.extract(route) != nil else { break }
      count += 1
    }
    return count
  }

  var path: [Local] {
    parent.path.suffix(runLength).compactMap { embedding.extract($0) }
  }

  var refusal: NavigationRefusal? { parent.refusal }

  var presentedRoute: Local? {
    parent.presented.flatMap { embedding.extract($0.route) }
  }

  var presentedRouter: FeatureRouter<Local>? {
    guard let presentation = parent.presented, embedding.extract(presentation.route) != nil else { return nil }
    return presentation.router.scoped(embedding)
  }

  func navigate(to route: Local) -> NavigationOutcome<Local> {
    local(parent.navigate(to: embedding.embed(route)))
  }

  func present(_ route: Local, style: PresentationStyle, onDismiss: (@MainActor () -> Void)?) -> NavigationOutcome<
    Local
  > {
    local(parent.present(embedding.embed(route), style: style, onDismiss: onDismiss))
  }

  func present<Value>(
    _ route: Local,
    style: PresentationStyle,
    expecting type: Value.Type,
    onResult: @escaping @MainActor (PresentationResult<Value>) -> Void
  ) -> NavigationOutcome<Local> {
    local(parent.present(embedding.embed(route), style: style, expecting: type, onResult: onResult))
  }

  func deliver<Value>(_ result: Value) throws(ResultDeliveryError) {
    try parent.deliver(result)
  }

  func pop() -> Local? {
    guard runLength > 0 else { return nil }
    return parent.pop().flatMap { embedding.extract($0) }
  }

  func pop(toLastWhere predicate: (Local) -> Bool) -> Bool {
    let feature = path
    guard let index = feature.lastIndex(where: predicate) else { return false }
    parent.pop(count: feature.count - index - 1)
    return true
  }

  func popToEntry() {
    parent.pop(count: runLength)
  }

  func replace(with routes: [Local]) -> NavigationOutcome<Local> {
    let below = parent.path.dropLast(runLength)
    return local(parent.replace(with: Array(below) + routes.map { embedding.embed($0) }))
  }

  func dismiss() { parent.dismiss() }

  func addGuard(_ decide: @escaping NavigationGuard<Local>) -> RouterToken {
    let embedding = embedding
    return parent.addGuard { route in
      guard let local = embedding.extract(route) else { return .allow }
      switch decide(local) {
      case .allow: return .allow
      case .cancel: return .cancel
      case .redirect(let other): return .redirect(embedding.embed(other))
      }
    }
  }

  func removeGuard(_ token: RouterToken) { parent.removeGuard(token) }

  func scoped<Inner: Hashable>(_ inner: RouteEmbedding<Local, Inner>) -> FeatureRouter<Inner> {
    parent.scoped(embedding.appending(inner))
  }

  /// The parent's outcome in the feature's terms.
  private func local(_ outcome: NavigationOutcome<Parent>) -> NavigationOutcome<Local> {
    switch outcome {
    case .completed: return .completed
    case .cancelled: return .cancelled
    case .superseded: return .superseded
    case .refused(let refusal): return .refused(refusal)
    case .redirectedOutsideFeature(let description): return .redirectedOutsideFeature(description)
    case .redirected(let route):
      guard let local = embedding.extract(route) else { return .redirectedOutsideFeature(String(describing: route)) }
      return .redirected(to: local)
    }
  }
}
