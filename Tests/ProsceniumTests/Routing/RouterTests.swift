import Proscenium
import Testing

@MainActor
@Suite("Router stack and modals")
struct RouterTests {
  @Test func navigatePushesRoutesInOrder() {
    let router = Router<TestRoute>(pacer: .immediate)
    router.navigate(to: .a)
    router.navigate(to: .b)
    #expect(router.path == [.a, .b])
  }

  @Test func popRemovesTopRouteAndReturnsIt() {
    let router = Router<TestRoute>(path: [.a, .b], pacer: .immediate)
    #expect(router.pop() == .b)
    #expect(router.path == [.a])
  }

  @Test func popOnEmptyStackDoesNothing() {
    let router = Router<TestRoute>(pacer: .immediate)
    #expect(router.pop() == nil)
    #expect(router.path.isEmpty)
  }

  @Test(arguments: [(0, [TestRoute.a, .b, .c]), (1, [.a, .b]), (2, [.a]), (3, []), (10, []), (-1, [.a, .b, .c])])
  func popCountRemovesAtMostTheWholeStack(count: Int, expected: [TestRoute]) {
    let router = Router<TestRoute>(path: [.a, .b, .c], pacer: .immediate)
    router.pop(count: count)
    #expect(router.path == expected)
  }

  @Test func popToRootEmptiesStack() {
    let router = Router<TestRoute>(path: [.a, .b, .c], pacer: .immediate)
    router.popToRoot()
    #expect(router.path.isEmpty)
  }

  @Test func popToRootClearsPresentedSheets() {
    let router = Router<TestRoute>(path: [.a], pacer: .immediate)
    router.present(.settings, style: .sheet)
    router.present(.b, style: .fullScreenCover)
    router.popToRoot()
    #expect(router.path.isEmpty)
    #expect(router.presented == nil)
    #expect(router.state == .root)
  }

  @Test func replaceSetsTheWholeStack() {
    let router = Router<TestRoute>(path: [.a, .b], pacer: .immediate)
    #expect(router.replace(with: [.c, .d]) == .completed)
    #expect(router.path == [.c, .d])
    router.replace(with: [])
    #expect(router.path.isEmpty)
  }

  @Test func swipeBackThroughBindingKeepsRouterConsistent() {
    let router = Router<TestRoute>(pacer: .immediate)
    router.navigate(to: .a)
    router.navigate(to: .b)
    router.navigate(to: .c)
    // SwiftUI writes the shorter stack through the binding on a swipe back.
    router.path = [.a]
    #expect(router.pop() == .a)
    #expect(router.path.isEmpty)
    router.path = [.b, .c]
    router.navigate(to: .d)
    #expect(router.path == [.b, .c, .d])
    router.path = [.b]
    router.pop(count: 5)
    #expect(router.path.isEmpty)
    #expect(router.state == .root)
  }

  @Test func swipeDownOfSheetThroughBindingKeepsRouterConsistent() {
    let router = Router<TestRoute>(pacer: .immediate)
    router.present(.settings)
    let child = router.presented?.router
    child?.navigate(to: .a)
    // SwiftUI writes nil through the sheet binding when the user swipes the sheet down.
    router.presented = nil
    #expect(router.state == .root)
    #expect(child?.parent == nil)
    router.present(.b)
    #expect(router.state.presentations == [NavigationLayer(route: .b, style: .sheet)])
  }

  @Test func presentGivesTheModalItsOwnChildRouter() throws {
    let router = Router<TestRoute>(path: [.a], pacer: .immediate)
    router.present(.settings, style: .fullScreenCover)
    let presentation = try #require(router.presented)
    #expect(presentation.route == .settings)
    #expect(presentation.style == .fullScreenCover)
    #expect(presentation.router !== router)
    #expect(presentation.router.parent === router)
    presentation.router.navigate(to: .b)
    #expect(router.path == [.a])
    #expect(
      router.state
        == NavigationState(
          path: [.a], presentations: [NavigationLayer(route: .settings, style: .fullScreenCover, path: [.b])]))
  }

  @Test func presentWhileAModalIsUpStacksOnTheTopmostModal() {
    let router = Router<TestRoute>(pacer: .immediate)
    router.present(.settings)
    router.present(.b, style: .fullScreenCover)
    #expect(router.state.presentations.map(\.route) == [.settings, .b])
    #expect(router.topmostRouter.parent === router.presented?.router)
  }

  @Test func dismissClosesOnlyTheTopmostModal() {
    let router = Router<TestRoute>(pacer: .immediate)
    router.present(.settings)
    router.present(.b)
    router.dismiss()
    #expect(router.state.presentations.map(\.route) == [.settings])
    router.dismiss()
    #expect(router.presented == nil)
    router.dismiss()
    #expect(router.state == .root)
  }

  @Test func dismissFromInsideAModalClosesThatModal() {
    let router = Router<TestRoute>(path: [.a], pacer: .immediate)
    router.present(.settings)
    let child = router.presented?.router
    child?.navigate(to: .b)
    child?.dismiss()
    #expect(router.presented == nil)
    #expect(router.path == [.a])
  }

  @Test func dismissAllFromANestedModalClosesEveryModal() {
    let router = Router<TestRoute>(path: [.a], pacer: .immediate)
    router.present(.settings)
    router.present(.b)
    router.present(.c)
    router.topmostRouter.dismissAll()
    #expect(router.state == NavigationState(path: [.a]))
  }

  @Test func popInsideAModalPopsOnlyTheModalStack() {
    let router = Router<TestRoute>(path: [.a], pacer: .immediate)
    router.present(.settings)
    let child = router.presented?.router
    child?.navigate(to: .b)
    child?.navigate(to: .c)
    child?.pop()
    #expect(child?.path == [.b])
    #expect(router.path == [.a])
  }

  @Test func childPopToRootKeepsTheModalButClearsWhatItPresents() {
    let router = Router<TestRoute>(pacer: .immediate)
    router.present(.settings)
    let child = router.presented?.router
    child?.navigate(to: .a)
    router.present(.b)
    child?.popToRoot()
    #expect(router.state == NavigationState(presentations: [NavigationLayer(route: .settings, style: .sheet)]))
  }

  @Test func setStateBuildsNestedModalsAndKeepsSharedChildRouters() throws {
    let router = Router<TestRoute>(pacer: .immediate)
    let target = NavigationState<TestRoute>(
      path: [.a],
      presentations: [
        NavigationLayer(route: .settings, style: .sheet, path: [.b]),
        NavigationLayer(route: .c, style: .fullScreenCover, path: [.d]),
      ])
    router.setState(target)
    #expect(router.state == target)
    let firstChild = try #require(router.presented?.router)
    var shorter = target
    shorter.presentations.removeLast()
    shorter.presentations[0].path = []
    router.setState(shorter)
    #expect(router.state == shorter)
    #expect(router.presented?.router === firstChild)
    router.setState(.root)
    #expect(router.state == .root)
  }

  @Test func presentationsAreIdentifiedByTheirChildRouter() throws {
    let router = Router<TestRoute>(pacer: .immediate)
    router.present(.settings)
    let first = try #require(router.presented)
    router.dismiss()
    router.present(.settings)
    let second = try #require(router.presented)
    #expect(first.id != second.id)
    #expect(first != second)
    #expect(first == first)
  }

  @Test func routerAtLevelWalksUpThePresentedChain() {
    let router = Router<TestRoute>(pacer: .immediate)
    router.present(.settings)
    router.present(.b)
    #expect(router.router(atLevel: 0) === router)
    #expect(router.router(atLevel: 1) === router.presented?.router)
    #expect(router.router(atLevel: 2) === router.topmostRouter)
    #expect(router.router(atLevel: 3) == nil)
    #expect(router.router(atLevel: -1) == nil)
    #expect(router.topmostRouter.rootRouter === router)
  }

  @Test func childRoutersInheritThePacer() async {
    let log = PauseLog()
    let router = Router<TestRoute>(pacer: log.pacer { nil })
    router.present(.settings)
    let child = router.presented?.router
    child?.path = [.c]
    await child?.transition(toPath: [.a, .b])
    #expect(log.pauses == 1)
    #expect(child?.path == [.a, .b])
  }

  @Test func styleBindingsShowOnlyTheirStyleAndDismissOnNil() {
    let router = Router<TestRoute>(pacer: .immediate)
    router.present(.settings, style: .sheet)
    #expect(router.presentedSheet?.route == .settings)
    #expect(router.presentedFullScreenCover == nil)
    // SwiftUI clears the cover binding while a sheet is up: the sheet stays.
    router.presentedFullScreenCover = nil
    #expect(router.presented?.route == .settings)
    router.presentedSheet = nil
    #expect(router.presented == nil)

    router.present(.b, style: .fullScreenCover)
    #expect(router.presentedSheet == nil)
    #expect(router.presentedFullScreenCover?.route == .b)
    router.presentedSheet = nil
    #expect(router.presented?.route == .b)
    router.presentedFullScreenCover = nil
    #expect(router.state == .root)
  }

  @Test func styleBindingsIgnoreNonNilWrites() throws {
    let router = Router<TestRoute>(pacer: .immediate)
    router.present(.settings)
    let other = Router<TestRoute>(pacer: .immediate)
    other.present(.b)
    let foreign = try #require(other.presented)
    router.presentedSheet = foreign
    #expect(router.presented?.route == .settings)
  }
}
