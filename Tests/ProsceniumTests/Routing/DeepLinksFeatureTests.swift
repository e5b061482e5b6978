import Foundation
import Proscenium
import Testing

@MainActor
@Suite("Deep links composed from features")
struct DeepLinksFeatureTests {
  /// The table the orders module would publish; it knows nothing of the app's schemes, hosts or routes.
  static var ordersLinks: DeepLinks<OrdersRoute> {
    var links = DeepLinks<OrdersRoute>()
    links.register("/orders") { _ in
      [.list]
    } reverse: {
      $0 == .list ? [:] : nil
    }
    links.register("/orders/:id", tab: TestTab.profile) { parameters in
      [.list, .detail(id: try parameters.int("id"))]
    } reverse: { route in
      guard case .detail(let id) = route else { return nil }
      return ["id": String(id)]
    }
    return links
  }

  static var appLinks: DeepLinks<ShopRoute> {
    var links = DeepLinks<ShopRoute>(schemes: ["shop"], hosts: ["shop.example"])
    links.register("/") { _ in [.home] }
    links.include(ordersLinks, embedding: ShopRoute.ordersEmbedding)
    return links
  }

  func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

  @Test func anIncludedFeaturePatternBuildsAppRoutes() throws {
    let match = try Self.appLinks.match(url("shop://orders/42"))
    #expect(match.routes == [.orders(.list), .orders(.detail(id: 42))])
    #expect(match.tab as? TestTab == .profile)
    #expect(match.pattern == "/orders/:id")
  }

  @Test func theAppsSchemesAndHostsStillDecide() throws {
    #expect(throws: DeepLinkError.unknownHost("evil.example")) {
      try Self.appLinks.routes(for: url("https://evil.example/orders/42"))
    }
    #expect(throws: DeepLinkError.badParameter(name: "id", value: "x")) {
      try Self.appLinks.routes(for: url("https://shop.example/orders/x"))
    }
  }

  @Test func urlsForEmbeddedFeatureRoutesComeFromTheFeaturesReverse() throws {
    #expect(Self.appLinks.url(for: .orders(.detail(id: 5)))?.absoluteString == "https://shop.example/orders/5")
    #expect(Self.appLinks.url(for: .orders(.list))?.absoluteString == "https://shop.example/orders")
    #expect(Self.appLinks.url(for: .login) == nil)
  }

  @Test func openingAFeatureLinkShowsItThroughTheFeatureRouter() async throws {
    let router = Router<ShopRoute>(path: [.home], pacer: .immediate)
    let orders = router.scoped(ShopRoute.ordersEmbedding)
    let outcome = try await router.open(url("shop://orders/9"), using: Self.appLinks)
    #expect(outcome == .completed)
    #expect(orders.path == [.list, .detail(id: 9)])
  }
}
