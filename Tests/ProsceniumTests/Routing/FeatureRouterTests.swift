import Foundation
import Proscenium
import Testing

@MainActor
@Suite("Feature routers")
struct FeatureRouterTests {
  /// Whether the user is signed in, read by a guard while the test changes it.
  final class Session {
    var signedIn = false
  }

  func makeOrders(path: [ShopRoute] = []) -> (Router<ShopRoute>, FeatureRouter<OrdersRoute>) {
    let router = Router<ShopRoute>(path: path, pacer: .immediate)
    return (router, router.scoped(ShopRoute.ordersEmbedding))
  }

  @Test func aFeaturePushesItsOwnRoutesOntoTheAppStack() {
    let (router, orders) = makeOrders(path: [.home])
    #expect(orders.navigate(to: .list) == .completed)
    orders.navigate(to: .detail(id: 7))
    #expect(router.path == [.home, .orders(.list), .orders(.detail(id: 7))])
    #expect(orders.path == [.list, .detail(id: 7)])
  }

  @Test func theFeaturePathIsOnlyTheRunOfItsRoutesAtTheTop() {
    let (router, orders) = makeOrders(path: [.orders(.list), .home, .orders(.detail(id: 1))])
    #expect(orders.path == [.detail(id: 1)])
    router.navigate(to: .profile(.overview))
    #expect(orders.path == [])
  }

  @Test func aFeatureNeverPopsScreensThatAreNotItsOwn() {
    let (router, orders) = makeOrders(path: [.home, .orders(.list), .profile(.overview)])
    #expect(orders.pop() == nil)
    #expect(router.path == [.home, .orders(.list), .profile(.overview)])
    router.pop()
    #expect(orders.pop() == .list)
    #expect(orders.pop() == nil)
    #expect(router.path == [.home])
  }

  @Test func popToEntryLeavesTheFeatureBackWhereItWasOpened() {
    let (router, orders) = makeOrders(path: [.home, .orders(.list), .orders(.detail(id: 2)), .orders(.edit(id: 2))])
    orders.popToEntry()
    #expect(router.path == [.home])
  }

  @Test func popToAFeatureRouteStopsThere() {
    let (router, orders) = makeOrders(path: [.home, .orders(.list), .orders(.detail(id: 2)), .orders(.edit(id: 2))])
    #expect(orders.pop(to: .list))
    #expect(router.path == [.home, .orders(.list)])
    #expect(!orders.pop(to: .detail(id: 9)))
    #expect(!orders.pop(toLastWhere: { _ in false }))
    #expect(router.path == [.home, .orders(.list)])
  }

  @Test func replaceSwapsOnlyTheFeatureRoutes() {
    let (router, orders) = makeOrders(path: [.home, .orders(.list), .orders(.detail(id: 1))])
    #expect(orders.replace(with: [.list, .edit(id: 5)]) == .completed)
    #expect(router.path == [.home, .orders(.list), .orders(.edit(id: 5))])
  }

  @Test func theAppsGuardsJudgeFeatureRoutes() {
    let (router, orders) = makeOrders(path: [.home])
    let session = Session()
    router.addGuard { route in
      if case .orders(.edit) = route, !session.signedIn { return .redirect(.login) }
      return .allow
    }
    #expect(orders.navigate(to: .edit(id: 1)) == .redirectedOutsideFeature("login"))
    #expect(router.path == [.home, .login])
    session.signedIn = true
    #expect(orders.navigate(to: .edit(id: 1)) == .completed)
  }

  @Test func aRedirectToAnotherFeatureRouteIsReportedTyped() {
    let (router, orders) = makeOrders()
    router.addGuard { route in route == .orders(.edit(id: 1)) ? .redirect(.orders(.detail(id: 1))) : .allow }
    #expect(orders.navigate(to: .edit(id: 1)) == .redirected(to: .detail(id: 1)))
    #expect(router.path == [.orders(.detail(id: 1))])
  }

  @Test func aFeatureGuardJudgesOnlyTheFeaturesRoutes() {
    let (router, orders) = makeOrders()
    var judged: [OrdersRoute] = []
    let token = orders.addGuard { route in
      judged.append(route)
      return route == .edit(id: 3) ? .redirect(.detail(id: 3)) : .allow
    }
    router.navigate(to: .home)
    router.navigate(to: .orders(.edit(id: 3)))
    #expect(router.path == [.home, .orders(.detail(id: 3))])
    #expect(judged == [.edit(id: 3)])
    orders.removeGuard(token)
    orders.navigate(to: .edit(id: 3))
    #expect(orders.path == [.detail(id: 3), .edit(id: 3)])
  }

  @Test func aFeatureSheetGetsAFeatureRouterForItsOwnStack() {
    let (router, orders) = makeOrders(path: [.home])
    var dismissed = 0
    orders.present(.edit(id: 4)) { dismissed += 1 }
    #expect(orders.presentedRoute == .edit(id: 4))
    let sheet = orders.presentedRouter
    sheet?.navigate(to: .detail(id: 4))
    #expect(router.presented?.router.path == [.orders(.detail(id: 4))])
    sheet?.dismiss()
    #expect(router.presented == nil)
    #expect(dismissed == 1)
    let modal = String(describing: ShopRoute.orders(.edit(id: 4)))
    #expect(sheet?.navigate(to: .list) == .refused(.routerDismissed(modal: modal)))
  }

  @Test func aModalOfAnotherFeatureIsNotThisFeaturesPresentation() {
    let (router, orders) = makeOrders()
    router.present(.profile(.avatar))
    #expect(orders.presentedRoute == nil)
    #expect(orders.presentedRouter == nil)
  }

  @Test func subFeaturesComposeEmbeddings() {
    enum DetailTab: Hashable, Codable, Sendable { case items, tracking }
    enum Nested: Hashable, Codable, Sendable { case order(OrdersRoute), tab(DetailTab) }
    let router = Router<Nested>(pacer: .immediate)
    let orders = router.scoped(RouteEmbedding(Nested.order) { if case .order(let r) = $0 { r } else { nil } })
    #expect(orders.navigate(to: .list) == .completed)
    // A sub-feature whose routes are the orders feature's own routes, seen through the identity embedding.
    let inner = orders.scoped(.identity)
    inner.navigate(to: .detail(id: 1))
    #expect(router.path == [.order(.list), .order(.detail(id: 1))])
    #expect(inner.path == [.list, .detail(id: 1)])
  }

  @Test func restorationAcrossFeaturesKeepsTheirRoutesAndGuards() throws {
    let (router, orders) = makeOrders(path: [.home, .orders(.list)])
    router.present(.profile(.avatar))
    router.presented?.router.scoped(ShopRoute.ordersEmbedding).navigate(to: .detail(id: 8))
    let saved = try router.stateData()

    let (restored, restoredOrders) = makeOrders()
    restoredOrders.addGuard { $0 == .detail(id: 8) ? .cancel : .allow }
    #expect(try restored.restore(from: saved) == .cancelled)
    #expect(
      restored.state
        == NavigationState(
          path: [.home, .orders(.list)],
          presentations: [NavigationLayer(route: .profile(.avatar), style: .sheet)]
        ))
    #expect(orders.path == [.list])
  }

  @Test func aFeatureRouterOverItsOwnRouterNeedsNoAppRouteType() {
    let router = Router<OrdersRoute>(pacer: .immediate)
    let orders = FeatureRouter(router)
    orders.navigate(to: .list)
    orders.navigate(to: .detail(id: 1))
    #expect(orders.pop() == .detail(id: 1))
    #expect(router.path == [.list])
  }
}
