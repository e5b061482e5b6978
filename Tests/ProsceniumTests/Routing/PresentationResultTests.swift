import Proscenium
import Testing

@MainActor
@Suite("Typed results of presented modals")
struct PresentationResultTests {
  enum Color: Hashable, Sendable { case red, blue }

  @Test func aDeliveredResultReachesThePresenterAndClosesTheModal() throws {
    let router = Router<TestRoute>(pacer: .immediate)
    var results: [PresentationResult<Color>] = []
    #expect(router.present(.settings, expecting: Color.self) { results.append($0) } == .completed)
    let sheet = try #require(router.presented?.router)
    sheet.navigate(to: .a)  // delivered from a screen pushed inside the sheet
    try sheet.deliver(Color.blue)
    #expect(router.presented == nil)
    #expect(results == [.delivered(.blue)])
  }

  @Test(arguments: ["swipe", "dismiss", "popToRoot", "parentClosed"])
  func closingWithoutAResultIsDismissedExactlyOnce(how: String) throws {
    let router = Router<TestRoute>(pacer: .immediate)
    router.present(.a)
    var results: [PresentationResult<Color>] = []
    router.present(.settings, expecting: Color.self) { results.append($0) }
    let host = try #require(router.presented?.router)
    let sheet = try #require(host.presented?.router)
    switch how {
    case "swipe": host.presentedSheet = nil
    case "dismiss": sheet.dismiss()
    case "popToRoot": router.popToRoot()
    default: router.presented = nil
    }
    #expect(results == [.dismissed])
    #expect(throws: ResultDeliveryError.modalDismissed(modal: "settings")) { try sheet.deliver(Color.red) }
    #expect(results == [.dismissed])
  }

  @Test func aGuardThatCancelsOrRedirectsMeansNotShown() throws {
    let router = Router<TestRoute>(pacer: .immediate)
    router.addGuard { route in
      switch route {
      case .settings: .redirect(.login)
      case .d: .cancel
      default: .allow
      }
    }
    var results: [PresentationResult<Color>] = []
    #expect(router.present(.d, expecting: Color.self) { results.append($0) } == .cancelled)
    #expect(router.present(.settings, expecting: Color.self) { results.append($0) } == .redirected(to: .login))
    #expect(results == [.notShown, .notShown])
    let login = try #require(router.presented?.router)
    #expect(throws: ResultDeliveryError.noResultExpected(modal: "login")) { try login.deliver(Color.red) }
    login.dismiss()
    #expect(results == [.notShown, .notShown])
  }

  @Test func deliveringTheWrongTypeChangesNothing() throws {
    let router = Router<TestRoute>(pacer: .immediate)
    var results: [PresentationResult<Color>] = []
    router.present(.settings, expecting: Color.self) { results.append($0) }
    let sheet = try #require(router.presented?.router)
    #expect(throws: ResultDeliveryError.typeMismatch(expected: "Color", delivered: "Int")) { try sheet.deliver(7) }
    #expect(router.presented != nil)
    #expect(results.isEmpty)
  }

  @Test func aRouterThatIsNotAModalsHasNoPresenterToDeliverTo() {
    let router = Router<TestRoute>(pacer: .immediate)
    #expect(throws: ResultDeliveryError.notPresented) { try router.deliver(Color.red) }
  }

  @Test func aModalShownWithoutExpectingTakesNoResult() throws {
    let router = Router<TestRoute>(pacer: .immediate)
    router.present(.settings)
    let sheet = try #require(router.presented?.router)
    #expect(throws: ResultDeliveryError.noResultExpected(modal: "settings")) { try sheet.deliver(Color.red) }
    #expect(router.presented != nil)
  }

  @Test func awaitingAResultReturnsWhatTheSheetDelivers() async throws {
    let router = Router<TestRoute>(pacer: .immediate)
    let waiting = Task { await router.result(of: .settings, expecting: Color.self) }
    while router.presented == nil { await Task.yield() }
    try router.presented?.router.deliver(Color.red)
    #expect(await waiting.value == .delivered(.red))
  }

  @Test func awaitingAResultReturnsDismissedWhenTheUserCancels() async {
    let router = Router<TestRoute>(pacer: .immediate)
    let waiting = Task { await router.result(of: .settings, expecting: Color.self) }
    while router.presented == nil { await Task.yield() }
    router.presentedSheet = nil
    #expect(await waiting.value == .dismissed)
    #expect(await waiting.value.value == nil)
  }

  @Test func awaitingAResultThatAGuardRefusesReturnsAtOnce() async {
    let router = Router<TestRoute>(pacer: .immediate)
    router.addGuard { _ in .cancel }
    #expect(await router.result(of: .settings, expecting: Color.self) == .notShown)
  }

  @Test func aFeatureRouterDeliversAndAwaitsTypedResults() async throws {
    let router = Router<ShopRoute>(pacer: .immediate)
    let orders = router.scoped(ShopRoute.ordersEmbedding)
    let waiting = Task { await orders.result(of: .edit(id: 1), expecting: Int.self) }
    while orders.presentedRouter == nil { await Task.yield() }
    try orders.presentedRouter?.deliver(41 + 1)
    #expect(await waiting.value == .delivered(42))
  }
}
