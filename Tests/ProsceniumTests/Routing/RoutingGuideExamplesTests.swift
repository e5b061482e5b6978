import Foundation
import Proscenium
import Testing

/// The examples of `docs/routing.md`, run with the results the guide claims, so the guide cannot
/// drift from the code.
@MainActor
@Suite("Routing guide examples")
struct RoutingGuideExamplesTests {
  enum AppRoute: Hashable, Codable {
    case orders
    case order(id: Int)
    case profile(id: Int)
    case settings
    case login
  }

  enum AppTab: String, Hashable, Codable, CaseIterable {
    case home, search, account
  }

  @Test func routerBlock() {
    let router = Router<AppRoute>(pacer: .immediate)
    router.navigate(to: .orders)
    #expect(router.path == [.orders])
    router.navigate(to: .order(id: 7))
    #expect(router.path == [.orders, .order(id: 7)])
    router.pop(count: 5)
    #expect(router.path == [])
    router.replace(with: [.orders, .order(id: 9)])
    #expect(router.path == [.orders, .order(id: 9)])
  }

  @Test func sheetsBlock() async {
    let router = Router<AppRoute>(pacer: .immediate)
    router.present(.settings, style: .sheet)
    let settings = router.presented?.router
    settings?.navigate(to: .profile(id: 1))
    router.present(.login, style: .fullScreenCover)
    #expect(router.state.presentations.map(\.route) == [.settings, .login])
    router.dismiss()
    #expect(router.state.presentations.map(\.route) == [.settings])
    settings?.dismiss()
    #expect(router.presented == nil)
    router.present(.settings, style: .sheet)
    router.dismissAll()
    #expect(router.presented == nil)

    let steps = NavigationPlan.steps(
      from: NavigationState<AppRoute>(
        path: [.orders], presentations: [NavigationLayer(route: .settings, style: .sheet)]),
      to: NavigationState(path: [.order(id: 7)])
    )
    #expect(steps == [.dismissPresentation(level: 0), .setPath([], level: 0), .push(.order(id: 7), level: 0)])

    await router.transition(
      to: NavigationState(
        path: [.orders, .order(id: 7)],
        presentations: [NavigationLayer(route: .settings, style: .sheet)]
      ))
    #expect(router.path == [.orders, .order(id: 7)])
  }

  @Test func guardsBlock() {
    let router = Router<AppRoute>(pacer: .immediate)
    let signedIn = false
    let token = router.addGuard { route in
      switch route {
      case .orders, .order, .settings: signedIn ? .allow : .redirect(.login)
      default: .allow
      }
    }
    #expect(router.navigate(to: .orders) == .redirected(to: .login))
    router.removeGuard(token)
    #expect(router.navigate(to: .orders) == .completed)
  }

  @Test func tabRouterBlock() {
    let signedIn = false
    let tabs = TabRouter<AppTab, AppRoute>(tabs: AppTab.allCases, selection: .home, pacer: .immediate)
    tabs.router(for: .home).navigate(to: .orders)
    tabs.select(.account)
    #expect(tabs.router(for: .home).path == [.orders])
    tabs.select(.home)
    tabs.select(.home)
    #expect(tabs.router(for: .home).path == [])
    tabs.addGuard { $0 == .settings && !signedIn ? .redirect(.login) : .allow }
    #expect(tabs.router(for: .search).navigate(to: .settings) == .redirected(to: .login))
  }

  @Test func deepLinksBlock() async throws {
    var links = DeepLinks<AppRoute>(schemes: ["myapp"], hosts: ["example.com"])
    links.register("/orders/:id", tab: AppTab.home) { parameters in
      [.orders, .order(id: try parameters.int("id"))]
    } reverse: { route in
      guard case .order(let id) = route else { return nil }
      return ["id": String(id)]
    }
    links.register("/profile/:id?ref=:referrer?", tab: AppTab.account) { parameters in
      [.profile(id: try parameters.int("id"))]
    }
    let link = try #require(URL(string: "myapp://orders/7"))
    #expect(try links.routes(for: link) == [.orders, .order(id: 7)])
    #expect(links.url(for: .order(id: 7))?.absoluteString == "https://example.com/orders/7")
    let unknown = try #require(URL(string: "https://example.com/nowhere"))
    #expect {
      try links.routes(for: unknown)
    } throws: { error in
      "\(error)" == "no link pattern matches '/nowhere'"
    }

    let tabs = TabRouter<AppTab, AppRoute>(tabs: AppTab.allCases, selection: .home, pacer: .immediate)
    try await tabs.open(#require(URL(string: "https://example.com/profile/5?ref=mail")), using: links)
    #expect(tabs.selection == .account)
    #expect(tabs.router(for: .account).path == [.profile(id: 5)])
  }

  @Test func restorationBlock() throws {
    let tabs = TabRouter<AppTab, AppRoute>(tabs: AppTab.allCases, selection: .home, pacer: .immediate)
    tabs.router(for: .search).navigate(to: .orders)
    let saved = try tabs.stateData()
    let restored = TabRouter<AppTab, AppRoute>(tabs: [.home, .account], selection: .home, pacer: .immediate)
    #expect {
      try restored.restore(from: saved)
    } throws: { error in
      "\(error)" == "saved navigation state names the unknown tab 'search'"
    }
  }

  // MARK: - Results of modals and features in separate modules

  enum Color: Hashable, Sendable { case red, blue }

  @Test func resultsBlock() async throws {
    let router = Router<AppRoute>(pacer: .immediate)
    var accent: Color?
    router.present(.settings, expecting: Color.self) { result in
      if case .delivered(let color) = result { accent = color }
    }
    try router.presented?.router.deliver(Color.blue)
    #expect(accent == .blue)
    #expect(router.presented == nil)

    let waiting = Task { await router.result(of: .settings, expecting: Color.self).value }
    while router.presented == nil { await Task.yield() }
    try router.presented?.router.deliver(Color.red)
    #expect(await waiting.value == .red)
  }

  enum GuideOrdersRoute: Hashable, Codable, Sendable { case list, detail(id: Int), edit(id: Int) }
  enum GuideProfileRoute: Hashable, Codable, Sendable { case overview }
  enum GuideShopRoute: Hashable, Codable { case home, login, orders(GuideOrdersRoute) }

  static let ordersEmbedding = RouteEmbedding<GuideShopRoute, GuideOrdersRoute>(GuideShopRoute.orders) { route in
    if case .orders(let inner) = route { inner } else { nil }
  }

  static var ordersLinks: DeepLinks<GuideOrdersRoute> {
    var ordersLinks = DeepLinks<GuideOrdersRoute>()
    ordersLinks.register("/orders/:id") {
      [.list, .detail(id: try $0.int("id"))]
    } reverse: { route in
      guard case .detail(let id) = route else { return nil }
      return ["id": String(id)]
    }
    return ordersLinks
  }

  @Test func featuresBlock() throws {
    let router = Router<GuideShopRoute>(path: [.home], pacer: .immediate)
    let orders = router.scoped(Self.ordersEmbedding)
    orders.navigate(to: .list)
    orders.navigate(to: .detail(id: 7))
    #expect(router.path == [.home, .orders(.list), .orders(.detail(id: 7))])
    #expect(orders.path == [.list, .detail(id: 7)])
    orders.popToEntry()
    #expect(router.path == [.home])

    router.addGuard { $0 == .orders(.edit(id: 1)) ? .redirect(.login) : .allow }
    #expect(orders.navigate(to: .edit(id: 1)) == .redirectedOutsideFeature("login"))

    var links = DeepLinks<GuideShopRoute>(schemes: ["shop"], hosts: ["shop.example"])
    links.include(Self.ordersLinks, embedding: Self.ordersEmbedding)
    #expect(
      try links.routes(for: #require(URL(string: "shop://orders/42"))) == [.orders(.list), .orders(.detail(id: 42))])
    #expect(links.url(for: .orders(.detail(id: 5)))?.absoluteString == "https://shop.example/orders/5")
  }

  @Test func anyRouteBlock() throws {
    let router = Router<AnyRoute>(pacer: .immediate)
    let orders = router.scoped(to: GuideOrdersRoute.self)
    orders.navigate(to: .detail(id: 7))
    #expect(router.path.last?.as(GuideOrdersRoute.self) == .detail(id: 7))
    var links = DeepLinks<AnyRoute>(schemes: ["shop"])
    links.include(Self.ordersLinks, embedding: .erased)
    #expect(
      try links.routes(for: #require(URL(string: "shop://orders/1"))).last == AnyRoute(GuideOrdersRoute.detail(id: 1)))

    var registry = RouteRegistry()
    registry.register(GuideOrdersRoute.self, as: "orders")
    registry.register(GuideProfileRoute.self, as: "profile")
    let saved = try router.stateData(registry: registry)
    router.popToRoot()
    try router.restore(from: saved, registry: registry)
    #expect(orders.path == [.detail(id: 7)])
  }
}
