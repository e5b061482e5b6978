import Foundation
import Observation

/// Gives each tab its own ``Router`` and keeps the selected tab, so tab apps keep every tab's stack
/// and modals while the user switches, and a re-tap on the current tab returns it to its root.
///
/// ```swift
/// enum AppTab: Hashable, CaseIterable { case home, search, profile }
///
/// let tabs = TabRouter<AppTab, AppRoute>(selection: .home)
/// tabs.router(for: .home).navigate(to: .profile(id: 42))
/// tabs.select(.search)     // home keeps its stack
/// tabs.select(.home)
/// tabs.select(.home)       // tapping the selected tab again pops home to root
/// ```
@MainActor
@Observable
public final class TabRouter<Tab: Hashable, Route: Hashable> {
  /// The tabs in display order.
  public let tabs: [Tab]

  /// The selected tab; writing it (as a SwiftUI `TabView` binding does) switches without popping.
  public var selection: Tab {
    didSet { stateDidChange() }
  }

  /// Waits between the steps of planned jumps; given to every tab's router.
  @ObservationIgnored public var pacer: RouterStepPacer {
    didSet { for router in routers.values { router.pacer = pacer } }
  }

  @ObservationIgnored private var routers: [Tab: Router<Route>] = [:]
  @ObservationIgnored private var guards: [GuardEntry] = []
  @ObservationIgnored private var observers: [ObserverEntry] = []
  @ObservationIgnored private var routerObservations: [Tab: RouterToken] = [:]
  @ObservationIgnored private var lastPublished: TabNavigationState<Tab, Route>?
  @ObservationIgnored private var batchDepth = 0
  @ObservationIgnored private var openGeneration = 0

  private struct GuardEntry {
    var token: RouterToken
    var decide: NavigationGuard<Route>
  }

  private struct ObserverEntry {
    var token: RouterToken
    var notify: @MainActor (TabNavigationState<Tab, Route>) -> Void
  }

  /// A tab router over `tabs` (in display order) with `selection` selected; `selection` is added to
  /// `tabs` if it is missing.
  public init(tabs: [Tab], selection: Tab, pacer: RouterStepPacer = .standard) {
    self.tabs = tabs.contains(selection) ? tabs : tabs + [selection]
    self.selection = selection
    self.pacer = pacer
    for tab in self.tabs { routers[tab] = Router(pacer: pacer) }
  }

  /// A tab router over every case of `Tab`, in declaration order, with `selection` selected.
  public convenience init(selection: Tab, pacer: RouterStepPacer = .standard) where Tab: CaseIterable {
    self.init(tabs: Array(Tab.allCases), selection: selection, pacer: pacer)
  }

  /// The router of `tab`; a tab outside ``tabs`` gets a router too, made on first use.
  public func router(for tab: Tab) -> Router<Route> {
    if let router = routers[tab] { return router }
    let router = Router<Route>(pacer: pacer)
    for entry in guards { router.addGuard(entry.decide, token: entry.token) }
    routers[tab] = router
    if !observers.isEmpty { watch(tab, router) }
    return router
  }

  /// The router of the selected tab.
  public var selectedRouter: Router<Route> { router(for: selection) }

  /// Selects `tab`; selecting the tab that is already selected pops it to its root and dismisses its
  /// modals, as tapping the current tab does in system apps.
  ///
  /// - Returns: `false` (and changes nothing) when `tab` is not one of ``tabs``.
  @discardableResult
  public func select(_ tab: Tab) -> Bool {
    guard tabs.contains(tab) else { return false }
    if tab == selection {
      router(for: tab).popToRoot()
    } else {
      selection = tab
    }
    return true
  }

  /// The selected tab, written through ``select(_:)``: bind `TabView(selection: $tabs.tabSelection)`
  /// so a tap on the tab that is already selected pops it to its root.
  public var tabSelection: Tab {
    get { selection }
    set { select(newValue) }
  }

  /// Adds a guard to every tab's router (see ``Router/addGuard(_:)``).
  @discardableResult
  public func addGuard(_ decide: @escaping NavigationGuard<Route>) -> RouterToken {
    let token = RouterToken.make()
    guards.append(GuardEntry(token: token, decide: decide))
    for router in routers.values { router.addGuard(decide, token: token) }
    return token
  }

  /// Removes a guard added with ``addGuard(_:)`` from every tab's router.
  public func removeGuard(_ token: RouterToken) {
    guards.removeAll { $0.token == token }
    for router in routers.values { router.removeGuard(token) }
  }

  /// The whole state: the selection and every tab's stack and modals.
  public var state: TabNavigationState<Tab, Route> {
    TabNavigationState(selection: selection, tabs: tabs.map { ($0, router(for: $0).state) })
  }

  /// Shows `target` at once, without guards or steps (for restoration and tests); tabs `target`
  /// does not mention go back to their root.
  public func setState(_ target: TabNavigationState<Tab, Route>) {
    batchDepth += 1
    for tab in tabs {
      router(for: tab).setState(target.state(of: tab))
    }
    selection = target.selection
    batchDepth -= 1
    stateDidChange()
  }

  /// Calls `observer` with the whole state — selection and every tab — after each change (once per
  /// operation, never twice for the same state); for analytics, logging and test recorders.
  @discardableResult
  public func observeState(_ observer: @escaping @MainActor (TabNavigationState<Tab, Route>) -> Void) -> RouterToken {
    if observers.isEmpty {
      lastPublished = state
      for (tab, router) in routers { watch(tab, router) }
    }
    let token = RouterToken.make()
    observers.append(ObserverEntry(token: token, notify: observer))
    return token
  }

  /// Stops calls to an observer added with ``observeState(_:)``.
  public func removeObserver(_ token: RouterToken) {
    observers.removeAll { $0.token == token }
    guard observers.isEmpty else { return }
    for (tab, token) in routerObservations { routers[tab]?.removeObserver(token) }
    routerObservations = [:]
  }

  private func watch(_ tab: Tab, _ router: Router<Route>) {
    guard routerObservations[tab] == nil else { return }
    routerObservations[tab] = router.observeState { [weak self] _ in self?.stateDidChange() }
  }

  private func stateDidChange() {
    guard batchDepth == 0, !observers.isEmpty else { return }
    let current = state
    guard current != lastPublished else { return }
    lastPublished = current
    for entry in observers { entry.notify(current) }
  }

  /// Shows the tab and stack of a matched deep link in one call: dismisses the modals of the selected
  /// tab, selects the link's tab (the selected one if its pattern names none) and moves that tab to
  /// the link's stack, step by step.
  ///
  /// ```swift
  /// .onOpenURL { url in Task { try await tabs.open(url, using: links) } }
  /// ```
  ///
  /// - Throws: ``DeepLinkError`` when the link matches nothing, or names a tab that is not one of ``tabs``.
  /// - Returns: how guards treated the link's routes.
  @discardableResult
  public func open(_ url: URL, using links: DeepLinks<Route>) async throws(DeepLinkError) -> NavigationOutcome<Route> {
    let match = try links.match(url)
    let tab: Tab
    if let named = match.tab {
      guard let typed = named as? Tab, tabs.contains(typed) else { throw .unknownTab(String(describing: named)) }
      tab = typed
    } else {
      tab = selection
    }
    let target = router(for: tab)
    let wanted = NavigationState<Route>(path: match.routes)
    guard let (screened, outcome) = target.screen(wanted, from: target.state) else { return .cancelled }
    openGeneration += 1
    let generation = openGeneration
    if tab != selection {
      let current = selection
      let currentRouter = selectedRouter
      if currentRouter.presented != nil {
        let dismissed = await currentRouter.run(to: NavigationState(path: currentRouter.path), outcome: .completed)
        if dismissed == .superseded { return .superseded }
        await pacer.pause()
        // Another link, a tab tap or a cancelled task during the pause wins over this link.
        guard generation == openGeneration, selection == current, !Task.isCancelled else { return .superseded }
      }
      selection = tab
      if target.state != screened {
        await pacer.pause()
        guard generation == openGeneration, selection == tab, !Task.isCancelled else { return .superseded }
      }
    }
    return await target.run(to: screened, outcome: outcome)
  }
}
