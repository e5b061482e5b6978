import Foundation
import Proscenium
import ProsceniumTesting
import Testing

/// Issue 11, item 3: every entry point runs the guards of the router that ends up holding the route.
@MainActor
@Suite("Guards on every entry point")
struct RouterEntryPointGuardTests {
  @Test func presentingThroughTheRootRunsTheGuardOfTheModalThatWillPresent() {
    let root = Router<TestRoute>.testing()
    root.present(.a)
    let child = root.topmostRouter
    child.addGuard { $0 == .settings ? .redirect(.login) : .allow }

    #expect(root.present(.settings) == .redirected(to: .login))
    #expect(child.presented?.route == .login)
  }

  @Test func aCancellingGuardOfTheTopmostModalKeepsEverythingAsItIs() {
    let root = Router<TestRoute>.testing()
    root.present(.a)
    root.topmostRouter.addGuard { $0 == .b ? .cancel : .allow }
    let before = root.state

    #expect(root.present(.b) == .cancelled)
    #expect(root.state == before)
  }

  @Test func aTransitionJudgesEachLevelByTheGuardsOfItsRouter() async {
    let root = Router<TestRoute>.testing()
    root.present(.a)
    root.topmostRouter.addGuard { $0 == .settings ? .redirect(.login) : .allow }
    let target = NavigationState<TestRoute>(
      path: [], presentations: [NavigationLayer(route: .a, style: .sheet, path: [.settings])])

    #expect(await root.transition(to: target) == .redirected(to: .login))
    #expect(root.state.presentations.first?.path == [.login])
  }

  @Test func restorationRedirectsAProtectedScreenAfterALogout() throws {
    let signedIn = Router<TestRoute>.testing()
    signedIn.setState(NavigationState(path: [.a, .settings]))
    let saved = try signedIn.stateData()

    let relaunched = Router<TestRoute>.testing()
    relaunched.addGuard { $0 == .settings ? .redirect(.login) : .allow }
    let outcome = try relaunched.restore(from: saved)
    #expect(outcome == .redirected(to: .login))
    #expect(relaunched.state == NavigationState(path: [.a, .login]))
  }

  @Test func restorationEndsJustBeforeACancelledRoute() throws {
    let source = Router<TestRoute>.testing()
    source.setState(
      NavigationState(path: [.a], presentations: [NavigationLayer(route: .profile(id: 1), style: .sheet, path: [.b])]))
    let saved = try source.stateData()

    let router = Router<TestRoute>.testing()
    router.addGuard { route in
      if case .profile = route { return .cancel }
      return .allow
    }
    #expect(try router.restore(from: saved) == .cancelled)
    #expect(router.state == NavigationState(path: [.a]))
  }

  @Test func tabRestorationRunsEachTabsGuards() throws {
    let source = TabRouter<TestTab, TestRoute>.testing(tabs: TestTab.allCases, selection: .home)
    source.router(for: .profile).setState(NavigationState(path: [.settings]))
    let saved = try source.stateData()

    let tabs = TabRouter<TestTab, TestRoute>.testing(tabs: TestTab.allCases, selection: .home)
    tabs.addGuard { $0 == .settings ? .redirect(.login) : .allow }
    try tabs.restore(from: saved)
    #expect(tabs.router(for: .profile).path == [.login])
  }

  @Test func aStateDeeperThanTheLimitIsRefusedWithATypedError() throws {
    let layers = (0..<40).map { NavigationLayer<TestRoute>(route: .profile(id: $0), style: .sheet) }
    let source = Router<TestRoute>.testing()
    source.setState(NavigationState(presentations: layers))
    let saved = try source.stateData()

    let router = Router<TestRoute>.testing(path: [.a])
    #expect(throws: RouterRestorationError.tooDeep(depth: 40, limit: 32)) { try router.restore(from: saved) }
    #expect(router.state == .root)
    #expect(
      RouterRestorationError.tooDeep(depth: 40, limit: 32).description
        == "saved navigation state stacks 40 modals, more than the 32 accepted")
  }

  @Test func aDeepStateWithinARaisedLimitRestoresWholeAndWired() throws {
    let layers = (0..<2000).map { NavigationLayer<TestRoute>(route: .profile(id: $0), style: .sheet, path: [.a]) }
    let target = NavigationState<TestRoute>(path: [.b], presentations: layers)
    let source = Router<TestRoute>.testing()
    source.setState(target)
    let saved = try source.stateData()

    let router = Router<TestRoute>.testing()
    var notifications = 0
    router.observeState { _ in notifications += 1 }
    try router.restore(from: saved, maximumModalDepth: 2000)
    #expect(router.state == target)
    #expect(router.topmostRouter.rootRouter === router)
    #expect(notifications == 1)
  }
}

@MainActor
@Suite("Popping to a route")
struct RouterPopToTests {
  @Test func poppingToARouteKeepsItOnTop() {
    let router = Router<TestRoute>.testing(path: [.a, .b, .a, .c, .d])
    #expect(router.pop(to: .a))
    #expect(router.path == [.a, .b, .a])
  }

  @Test func poppingToAMissingRouteChangesNothing() {
    let router = Router<TestRoute>.testing(path: [.a, .b])
    #expect(!router.pop(to: .c))
    #expect(router.path == [.a, .b])
  }

  @Test func poppingToAPredicateFindsTheLastMatch() {
    let router = Router<TestRoute>.testing(path: [.profile(id: 1), .a, .profile(id: 2), .b])
    let found = router.pop(toLastWhere: { route in
      if case .profile = route { return true }
      return false
    })
    #expect(found)
    #expect(router.path == [.profile(id: 1), .a, .profile(id: 2)])
  }
}

@MainActor
@Suite("Dismissing the caller's own modal")
struct RouterOwnModalDismissTests {
  @Test func aModalsRouterClosesItsOwnModalEvenWithAnotherAbove() {
    let root = Router<TestRoute>.testing(path: [.a])
    root.present(.settings)
    let settings = root.topmostRouter
    root.present(.login)
    #expect(root.state.presentations.map(\.route) == [.settings, .login])

    settings.dismiss()
    #expect(root.presented == nil)
    #expect(root.path == [.a])
  }

  @Test func theTopModalsRouterClosesOnlyItsOwnModal() {
    let root = Router<TestRoute>.testing()
    root.present(.settings)
    root.present(.login)
    root.topmostRouter.dismiss()
    #expect(root.state.presentations.map(\.route) == [.settings])
  }
}

@MainActor
@Suite("A dismissed modal's router refuses to navigate")
struct DismissedRouterTests {
  @Test func aDismissedChildRefusesEveryNavigationWithAClearReason() async {
    let root = Router<TestRoute>.testing(path: [.a])
    root.present(.settings)
    let settings = root.topmostRouter
    settings.dismiss()

    let refusal = NavigationRefusal.routerDismissed(modal: "settings")
    #expect(settings.refusal == refusal)
    #expect(settings.navigate(to: .b) == .refused(refusal))
    #expect(settings.present(.login) == .refused(refusal))
    #expect(settings.replace(with: [.c]) == .refused(refusal))
    #expect(await settings.transition(toPath: [.d]) == .refused(refusal))
    #expect(settings.path.isEmpty)
    #expect(root.state == NavigationState(path: [.a]))
    #expect(
      refusal.description
        == "the router of the dismissed modal 'settings' no longer navigates; navigate with a router that is on screen")
  }

  @Test func aRouterInsideADismissedModalRefusesToo() {
    let root = Router<TestRoute>.testing()
    root.present(.settings)
    root.present(.login)
    let login = root.topmostRouter
    root.dismissAll()
    #expect(login.navigate(to: .a) == .refused(.routerDismissed(modal: "login")))
  }

  @Test func routersOnScreenStillNavigate() {
    let root = Router<TestRoute>.testing()
    root.present(.settings)
    let settings = root.topmostRouter
    #expect(settings.refusal == nil)
    #expect(settings.navigate(to: .b) == .completed)
    #expect(root.navigate(to: .a) == .completed)
  }
}

@MainActor
@Suite("Reacting when a sheet goes away")
struct RouterOnDismissTests {
  @Test func onDismissRunsOnceWhenTheSheetIsDismissed() {
    final class Picker {
      var choice: Int?
    }
    let root = Router<TestRoute>.testing()
    let picker = Picker()
    var picked: Int?
    var dismissals = 0
    root.present(.settings) {
      dismissals += 1
      picked = picker.choice
    }
    picker.choice = 3
    root.topmostRouter.dismiss()
    root.dismissAll()
    #expect(dismissals == 1)
    #expect(picked == 3)
  }

  @Test func onDismissRunsForEveryModalClosedAtOnceTopmostFirst() {
    let root = Router<TestRoute>.testing()
    var order: [String] = []
    root.present(.settings) { order.append("settings") }
    root.present(.login) { order.append("login") }
    root.setState(NavigationState(path: [.a]))
    #expect(order == ["login", "settings"])
  }
}
