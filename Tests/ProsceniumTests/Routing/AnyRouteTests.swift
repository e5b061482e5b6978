import Foundation
import Proscenium
import Testing

@MainActor
@Suite("Type-erased routes")
struct AnyRouteTests {
  static var registry: RouteRegistry {
    var registry = RouteRegistry()
    registry.register(OrdersRoute.self, as: "orders")
    registry.register(ProfileRoute.self, as: "profile")
    return registry
  }

  @Test func equalityNeedsTheSameTypeAndValue() {
    #expect(AnyRoute(OrdersRoute.list) == AnyRoute(OrdersRoute.list))
    #expect(AnyRoute(OrdersRoute.list) != AnyRoute(OrdersRoute.detail(id: 1)))
    #expect(AnyRoute(ProfileRoute.overview) != AnyRoute(OrdersRoute.list))
    #expect(Set([AnyRoute(OrdersRoute.list), AnyRoute(OrdersRoute.list), AnyRoute(ProfileRoute.avatar)]).count == 2)
  }

  @Test func wrappingTwiceWrapsOnce() {
    let once = AnyRoute(OrdersRoute.list)
    #expect(AnyRoute(once) == once)
    #expect(AnyRoute(once).as(OrdersRoute.self) == .list)
    #expect(once.as(ProfileRoute.self) == nil)
    #expect(once.description == "list")
  }

  @Test func featuresShareOneErasedStackWithoutSeeingEachOther() {
    let router = Router<AnyRoute>(pacer: .immediate)
    let orders = router.scoped(to: OrdersRoute.self)
    let profile = router.scoped(to: ProfileRoute.self)
    orders.navigate(to: .list)
    profile.navigate(to: .overview)
    profile.navigate(to: .avatar)
    #expect(
      router.path == [AnyRoute(OrdersRoute.list), AnyRoute(ProfileRoute.overview), AnyRoute(ProfileRoute.avatar)])
    #expect(orders.path == [])
    #expect(profile.path == [.overview, .avatar])
    profile.popToEntry()
    #expect(orders.path == [.list])
  }

  @Test func anErasedStackRestoresWithARegistry() throws {
    let router = Router<AnyRoute>(pacer: .immediate)
    router.scoped(to: OrdersRoute.self).navigate(to: .detail(id: 3))
    router.present(AnyRoute(ProfileRoute.avatar), style: .fullScreenCover)
    router.presented?.router.scoped(to: OrdersRoute.self).navigate(to: .edit(id: 3))
    let saved = try router.stateData(registry: Self.registry)

    let restored = Router<AnyRoute>(pacer: .immediate)
    #expect(try restored.restore(from: saved, registry: Self.registry) == .completed)
    #expect(restored.state == router.state)
  }

  @Test func restorationOfAnErasedStackRunsTheFeaturesGuards() throws {
    let router = Router<AnyRoute>(
      path: [AnyRoute(OrdersRoute.list), AnyRoute(OrdersRoute.edit(id: 1))], pacer: .immediate)
    let saved = try router.stateData(registry: Self.registry)
    let restored = Router<AnyRoute>(pacer: .immediate)
    restored.scoped(to: OrdersRoute.self).addGuard { $0 == .edit(id: 1) ? .redirect(.detail(id: 1)) : .allow }
    #expect(
      try restored.restore(from: saved, registry: Self.registry) == .redirected(to: AnyRoute(OrdersRoute.detail(id: 1)))
    )
    #expect(restored.path == [AnyRoute(OrdersRoute.list), AnyRoute(OrdersRoute.detail(id: 1))])
  }

  @Test func savingAnUnregisteredRouteTypeSaysWhichOne() {
    let router = Router<AnyRoute>(path: [AnyRoute(TestRoute.a)], pacer: .immediate)
    #expect {
      try router.stateData(registry: Self.registry)
    } throws: { error in
      String(describing: error).contains("the route type 'TestRoute' is not in the RouteRegistry")
    }
  }

  @Test func restoringAnUnknownRouteNameFailsClearlyAndGoesToTheRoot() throws {
    var writer = RouteRegistry()
    writer.register(TestRoute.self, as: "test")
    let saved = try Router<AnyRoute>(path: [AnyRoute(TestRoute.b)], pacer: .immediate).stateData(registry: writer)
    let restored = Router<AnyRoute>(path: [AnyRoute(OrdersRoute.list)], pacer: .immediate)
    #expect {
      try restored.restore(from: saved, registry: Self.registry)
    } throws: { error in
      guard case .unreadableData(let reason) = error as? RouterRestorationError else { return false }
      return reason.contains("no route type is registered as 'test'")
    }
    #expect(restored.state == .root)
  }

  @Test func withoutARegistryTheErrorSaysHowToGiveOne() {
    let router = Router<AnyRoute>(path: [AnyRoute(OrdersRoute.list)], pacer: .immediate)
    #expect {
      try router.stateData()
    } throws: { error in
      String(describing: error).contains("use stateData(registry:) and restore(from:registry:)")
    }
  }

  @Test func registeringATypeAgainReplacesItsName() throws {
    var registry = RouteRegistry()
    registry.register(OrdersRoute.self, as: "old")
    registry.register(OrdersRoute.self, as: "orders")
    #expect(registry.names == ["orders"])
  }

  @Test func erasedDeepLinksComposeFeatureTables() throws {
    var links = DeepLinks<AnyRoute>(schemes: ["shop"])
    links.include(DeepLinksFeatureTests.ordersLinks, embedding: .erased)
    let url = try #require(URL(string: "shop://orders/4"))
    #expect(try links.routes(for: url) == [AnyRoute(OrdersRoute.list), AnyRoute(OrdersRoute.detail(id: 4))])
    #expect(links.url(for: AnyRoute(OrdersRoute.detail(id: 4)))?.absoluteString == "shop://orders/4")
    #expect(links.url(for: AnyRoute(ProfileRoute.avatar)) == nil)
  }
}
