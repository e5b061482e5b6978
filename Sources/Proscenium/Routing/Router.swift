import Observation

/// Owns one navigation stack and the modals shown above it, so view models navigate by route values
/// and views only bind to state.
///
/// `path` is the single source of truth: bind it straight into `NavigationStack(path:)`, and when the
/// user swipes back SwiftUI writes the shorter stack into it; every method reads the live `path`.
/// A presented route gets its own child router (``Presentation/router``), so modal flows nest.
///
/// ```swift
/// enum AppRoute: Hashable { case profile(id: Int), settings, login }
///
/// let router = Router<AppRoute>()
/// router.addGuard { route in route == .settings && !signedIn ? .redirect(.login) : .allow }
/// router.navigate(to: .profile(id: 42))      // path == [.profile(id: 42)]
/// router.present(.settings, style: .sheet)   // presented?.route == .login while signed out
/// router.dismiss()
/// router.popToRoot()                         // path == [], nothing presented
/// ```
@MainActor
@Observable
public final class Router<Route: Hashable> {
  /// The pushed routes, bottom first; bind it to `NavigationStack(path:)`.
  ///
  /// Writing it directly (as SwiftUI does on a swipe back) does not consult guards.
  public var path: [Route] {
    get {
      access(keyPath: pathKeyPath)
      return pathStorage
    }
    set {
      // SwiftUI writes the unchanged stack back at times; that must not invalidate views.
      guard newValue != pathStorage else { return }
      mutatePath { $0 = newValue }
    }
  }

  /// The storage behind `path`, mutated in place by the router's own methods so a push or pop does
  /// not copy the whole stack.
  @ObservationIgnored private var pathStorage: [Route]

  /// `\.path`, made once: a key path into a generic class is otherwise rebuilt at run time on every
  /// access, which cost more than the push itself (the same goes for `presentedKeyPath`).
  @ObservationIgnored private let pathKeyPath: KeyPath<Router, [Route]>

  /// The modal this router shows, if any; bind it to `sheet(item:)` / `fullScreenCover(item:)`.
  ///
  /// SwiftUI writes `nil` when the user swipes a sheet away. Assign only `nil`: presentations come
  /// from ``present(_:style:)``, which gives them their child router.
  public var presented: Presentation<Route>? {
    get {
      access(keyPath: presentedKeyPath)
      return presentedStorage
    }
    set {
      let old = presentedStorage
      guard old?.router !== newValue?.router else { return }
      withMutation(keyPath: presentedKeyPath) { presentedStorage = newValue }
      // The removed modal's router and those of the modals above it are gone from the screen; mark them
      // all, since a router above holds its presenter only weakly.
      var removed = old
      var handlers: [@MainActor () -> Void] = []
      while let presentation = removed {
        presentation.router.dismissedModal = String(describing: presentation.route)
        if let handler = presentation.router.dismissHandler { handlers.append(handler) }
        presentation.router.dismissHandler = nil
        removed = presentation.router.presentedStorage
      }
      old?.router.parent = nil
      newValue?.router.parent = self
      stateDidChange()
      // Topmost first, as the user sees them go, once the state is settled.
      for handler in handlers.reversed() { handler() }
    }
  }

  /// Runs when the modal this router shows is dismissed, however that happens; see
  /// ``present(_:style:onDismiss:)``.
  @ObservationIgnored var dismissHandler: (@MainActor () -> Void)?

  /// Takes the result the modal shown by this router delivers, when its presenter expects one; see
  /// ``deliver(_:)``.
  @ObservationIgnored var resultSink: ResultSink?

  @ObservationIgnored private var presentedStorage: Presentation<Route>?
  @ObservationIgnored private let presentedKeyPath: KeyPath<Router, Presentation<Route>?>

  /// Waits between the steps of ``transition(to:)``; inherited by child routers.
  @ObservationIgnored public var pacer: RouterStepPacer

  /// The router that presents this one, if it is shown in a modal.
  @ObservationIgnored public internal(set) weak var parent: Router?

  /// The route of the modal this router showed, once that modal was dismissed; see ``refusal``.
  @ObservationIgnored private var dismissedModal: String?

  @ObservationIgnored private var guards: [GuardEntry] = []
  @ObservationIgnored private var observers: [ObserverEntry] = []
  @ObservationIgnored private var batchDepth = 0
  @ObservationIgnored private var hasUnpublishedChange = false
  @ObservationIgnored var transitionGeneration = 0

  private struct GuardEntry {
    var token: RouterToken
    var decide: NavigationGuard<Route>
  }

  private struct ObserverEntry {
    var token: RouterToken
    var notify: @MainActor (NavigationState<Route>) -> Void
  }

  /// A router showing `path`, pausing between planned steps with `pacer`.
  public init(path: [Route] = [], pacer: RouterStepPacer = .standard) {
    self.pathStorage = path
    self.pathKeyPath = \Router.path
    self.presentedStorage = nil
    self.presentedKeyPath = \Router.presented
    self.pacer = pacer
  }

  // MARK: - Stack

  /// Pushes `route` onto the stack, unless a guard cancels or redirects it.
  @discardableResult
  public func navigate(to route: Route) -> NavigationOutcome<Route> {
    if let refusal { return .refused(refusal) }
    switch decision(for: route) {
    case .allow:
      mutatePath { $0.append(route) }
      return .completed
    case .cancel:
      return .cancelled
    case .redirect(let other):
      mutatePath { $0.append(other) }
      return .redirected(to: other)
    }
  }

  /// Pops the top route; does nothing on an empty stack.
  ///
  /// - Returns: the popped route, or `nil` if the stack was empty.
  @discardableResult
  public func pop() -> Route? {
    guard !pathStorage.isEmpty else { return nil }
    var popped: Route?
    mutatePath { popped = $0.popLast() }
    return popped
  }

  /// Pops `count` routes, or all of them if there are fewer; a count of zero or less does nothing.
  public func pop(count: Int) {
    guard count > 0, !pathStorage.isEmpty else { return }
    mutatePath { $0.removeLast(min(count, $0.count)) }
  }

  /// Pops the routes above the last occurrence of `route`, which stays on top; does nothing when the
  /// stack does not hold it.
  ///
  /// - Returns: whether `route` was found.
  @discardableResult
  public func pop(to route: Route) -> Bool {
    pop(toLastWhere: { $0 == route })
  }

  /// Pops the routes above the last route that satisfies `predicate`, which stays on top; does nothing
  /// when no route does.
  ///
  /// ```swift
  /// router.pop(toLastWhere: { if case .order = $0 { true } else { false } })
  /// ```
  ///
  /// - Returns: whether a route satisfied `predicate`.
  @discardableResult
  public func pop(toLastWhere predicate: (Route) -> Bool) -> Bool {
    guard let index = pathStorage.lastIndex(where: predicate) else { return false }
    let removed = pathStorage.count - index - 1
    if removed > 0 { pop(count: removed) }
    return true
  }

  /// Empties the stack and dismisses everything this router presents.
  public func popToRoot() {
    batch {
      if !path.isEmpty { path = [] }
      if presented != nil { presented = nil }
    }
  }

  /// Replaces the stack in one assignment (SwiftUI animates only the top change); routes past the
  /// part shared with the current stack are guarded, and the first redirect ends the new stack.
  ///
  /// Use ``transition(to:)`` for a jump SwiftUI should animate step by step.
  @discardableResult
  public func replace(with routes: [Route]) -> NavigationOutcome<Route> {
    if let refusal { return .refused(refusal) }
    let shared = NavigationPlan.commonPrefixCount(path, routes)
    var newPath = Array(routes[..<shared])
    for route in routes[shared...] {
      switch decision(for: route) {
      case .allow:
        newPath.append(route)
      case .cancel:
        return .cancelled
      case .redirect(let other):
        newPath.append(other)
        path = newPath
        return .redirected(to: other)
      }
    }
    path = newPath
    return .completed
  }

  // MARK: - Modals

  /// Presents `route` on top of whatever is showing (the topmost modal of this router's chain), with a
  /// fresh child router for its own stack, unless a guard cancels or redirects it.
  ///
  /// The guards consulted are those of the router that ends up presenting the route (the topmost one)
  /// and of every router presenting it, so a guard added to a modal's router applies even when the
  /// route is presented through the root router.
  ///
  /// - Parameter onDismiss: Runs once when the presented modal goes away, however it goes (``dismiss()``,
  ///   a swipe, a jump, or a modal below it closing), for a caller that waits on a sheet's result: the
  ///   sheet stores its result where the caller reads it, and the caller reads it here.
  @discardableResult
  public func present(
    _ route: Route,
    style: PresentationStyle = .sheet,
    onDismiss: (@MainActor () -> Void)? = nil
  ) -> NavigationOutcome<Route> {
    presentChild(route, style: style) { child, _ in child.dismissHandler = onDismiss }
  }

  /// Presents `route` on the topmost router through its guards, letting `configure` prepare the new
  /// modal's router (and learn whether the route asked for is the one shown) before it is attached.
  func presentChild(
    _ route: Route,
    style: PresentationStyle,
    configure: (Router, NavigationOutcome<Route>) -> Void
  ) -> NavigationOutcome<Route> {
    if let refusal { return .refused(refusal) }
    let host = topmostRouter
    let shown: Route
    let outcome: NavigationOutcome<Route>
    switch host.decision(for: route) {
    case .allow:
      (shown, outcome) = (route, .completed)
    case .cancel:
      return .cancelled
    case .redirect(let other):
      (shown, outcome) = (other, .redirected(to: other))
    }
    let child = host.makeChild(path: [])
    configure(child, outcome)
    host.presented = Presentation(route: shown, style: style, router: child)
    return outcome
  }

  /// Closes the caller's own modal: called on the router of a modal, it dismisses that modal (and any
  /// shown above it), so a screen's "Done" closes its own sheet even when another one is on top. Called
  /// on a router that is not presented, it dismisses the topmost modal of its chain.
  public func dismiss() {
    if let parent {
      parent.presented = nil
      return
    }
    var presenter: Router? = nil
    var current: Router? = rootRouter
    while let router = current, router.presented != nil {
      presenter = router
      current = router.presented?.router
    }
    presenter?.presented = nil
  }

  /// Dismisses every modal of this router's chain, back to the root router's stack.
  public func dismissAll() {
    let root = rootRouter
    if root.presented != nil { root.presented = nil }
  }

  /// Why this router refuses to navigate, or `nil` when it may: it, or a router presenting it, belonged to
  /// a modal that was dismissed (by ``dismiss()``, a swipe, or a jump that replaced it).
  public var refusal: NavigationRefusal? {
    var router: Router? = self
    while let current = router {
      if let modal = current.dismissedModal { return .routerDismissed(modal: modal) }
      router = current.parent
    }
    return nil
  }

  /// The router whose stack is on screen: the deepest presented router of this router's chain.
  public var topmostRouter: Router {
    var router = self
    while let child = router.presented?.router { router = child }
    return router
  }

  /// The router at the bottom of this router's chain (itself when it is not presented).
  public var rootRouter: Router {
    var router = self
    while let parent = router.parent { router = parent }
    return router
  }

  func makeChild(path: [Route]) -> Router {
    let child = Router(path: path, pacer: pacer)
    child.parent = self
    return child
  }

  // MARK: - Guards

  /// Adds a guard consulted before routes are pushed or presented by this router and the routers of
  /// its modals; guards run in the order added and the first decision other than `.allow` wins.
  ///
  /// Writes to `path` through a SwiftUI binding (swipe back, `NavigationLink(value:)`) are not guarded.
  @discardableResult
  public func addGuard(_ decide: @escaping NavigationGuard<Route>) -> RouterToken {
    let token = RouterToken.make()
    addGuard(decide, token: token)
    return token
  }

  func addGuard(_ decide: @escaping NavigationGuard<Route>, token: RouterToken) {
    guards.append(GuardEntry(token: token, decide: decide))
  }

  /// Removes a guard added with ``addGuard(_:)``.
  public func removeGuard(_ token: RouterToken) {
    guards.removeAll { $0.token == token }
  }

  /// The decision of this router's guards and those of the routers presenting it, outermost first.
  public func decision(for route: Route) -> NavigationDecision<Route> {
    if guards.isEmpty, parent == nil { return .allow }
    if let parent {
      let decision = parent.decision(for: route)
      if decision != .allow { return decision }
    }
    for entry in guards {
      let decision = entry.decide(route)
      if decision != .allow { return decision }
    }
    return .allow
  }

  // MARK: - Observation

  /// Calls `observer` with the whole state of this router's chain after each operation that changed
  /// it (once per operation, not once per property); for analytics, logging and test recorders.
  @discardableResult
  public func observeState(_ observer: @escaping @MainActor (NavigationState<Route>) -> Void) -> RouterToken {
    let token = RouterToken.make()
    observers.append(ObserverEntry(token: token, notify: observer))
    return token
  }

  /// Stops calls to an observer added with ``observeState(_:)``.
  public func removeObserver(_ token: RouterToken) {
    observers.removeAll { $0.token == token }
  }

  /// Changes the stack in place, telling Observation and state observers.
  func mutatePath(_ body: (inout [Route]) -> Void) {
    withMutation(keyPath: pathKeyPath) { body(&pathStorage) }
    stateDidChange()
  }

  /// Runs `body` as one change: observers hear about the result once, not about each part.
  func batch(_ body: () -> Void) {
    batchDepth += 1
    body()
    batchDepth -= 1
    // From the top, so routers of modals changed inside the batch publish too.
    topmostRouter.publishChanges()
  }

  /// Marks this router's chain as changed and tells observers, unless a batch is still running.
  ///
  /// A flag rather than a comparison with the last published state, so a push stays O(1) with an
  /// observer attached.
  private func stateDidChange() {
    var router: Router? = self
    while let current = router {
      current.hasUnpublishedChange = true
      router = current.parent
    }
    publishChanges()
  }

  private func publishChanges() {
    if parent == nil {
      guard batchDepth == 0, hasUnpublishedChange else { return }
      hasUnpublishedChange = false
      notifyObservers()
      return
    }
    var chain: [Router] = []
    var router: Router? = self
    while let current = router {
      if current.batchDepth > 0 { return }
      chain.append(current)
      router = current.parent
    }
    for current in chain where current.hasUnpublishedChange {
      current.hasUnpublishedChange = false
      current.notifyObservers()
    }
  }

  private func notifyObservers() {
    guard !observers.isEmpty else { return }
    let state = self.state
    for entry in observers { entry.notify(state) }
  }
}
