import Proscenium
import Testing

@MainActor
@Suite("Router navigation guards")
struct RouterGuardTests {
  /// A router where `.settings` and `.profile` need a signed-in user.
  func guardedRouter(signedIn: Bool = false) -> Router<TestRoute> {
    let router = Router<TestRoute>(pacer: .immediate)
    router.addGuard { route in
      switch route {
      case .settings, .profile: signedIn ? .allow : .redirect(.login)
      default: .allow
      }
    }
    return router
  }

  @Test func guardRedirectsToLogin() {
    let router = guardedRouter()
    #expect(router.navigate(to: .settings) == .redirected(to: .login))
    #expect(router.path == [.login])
  }

  @Test func guardAllowsWhenItsConditionHolds() {
    let router = guardedRouter(signedIn: true)
    #expect(router.navigate(to: .settings) == .completed)
    #expect(router.path == [.settings])
  }

  @Test func guardCancelLeavesStateUntouched() {
    let router = Router<TestRoute>(path: [.a], pacer: .immediate)
    router.addGuard { $0 == .b ? .cancel : .allow }
    #expect(router.navigate(to: .b) == .cancelled)
    #expect(router.present(.b) == .cancelled)
    #expect(router.replace(with: [.c, .b]) == .cancelled)
    #expect(router.state == NavigationState(path: [.a]))
  }

  @Test func firstGuardThatDoesNotAllowWins() {
    let router = Router<TestRoute>(pacer: .immediate)
    var calls: [String] = []
    router.addGuard { _ in
      calls.append("first"); return .allow
    }
    router.addGuard { _ in
      calls.append("second"); return .redirect(.login)
    }
    router.addGuard { _ in
      calls.append("third"); return .cancel
    }
    #expect(router.navigate(to: .a) == .redirected(to: .login))
    #expect(calls == ["first", "second"])
  }

  @Test func redirectTargetIsNotGuardedAgain() {
    let router = Router<TestRoute>(pacer: .immediate)
    // A guard that would loop forever if redirects were re-guarded.
    router.addGuard { _ in .redirect(.login) }
    #expect(router.navigate(to: .a) == .redirected(to: .login))
    #expect(router.path == [.login])
  }

  @Test func removedGuardNoLongerApplies() {
    let router = Router<TestRoute>(pacer: .immediate)
    let token = router.addGuard { _ in .cancel }
    #expect(router.navigate(to: .a) == .cancelled)
    router.removeGuard(token)
    #expect(router.navigate(to: .a) == .completed)
  }

  @Test func presentIsGuardedAndRedirectKeepsTheStyle() {
    let router = guardedRouter()
    #expect(router.present(.settings, style: .fullScreenCover) == .redirected(to: .login))
    #expect(router.presented?.route == .login)
    #expect(router.presented?.style == .fullScreenCover)
  }

  @Test func guardsOfThePresenterApplyInsideModals() {
    let router = guardedRouter()
    router.present(.a)
    let child = router.presented?.router
    #expect(child?.navigate(to: .profile(id: 1)) == .redirected(to: .login))
    #expect(child?.path == [.login])
  }

  @Test func replaceGuardsOnlyNewRoutesAndEndsAtTheRedirect() {
    let router = Router<TestRoute>(path: [.a, .settings], pacer: .immediate)
    var checked: [TestRoute] = []
    router.addGuard { route in
      checked.append(route)
      return route == .settings || route == .profile(id: 1) ? .redirect(.login) : .allow
    }
    #expect(router.replace(with: [.a, .settings, .b, .profile(id: 1), .c]) == .redirected(to: .login))
    #expect(checked == [.b, .profile(id: 1)])
    #expect(router.path == [.a, .settings, .b, .login])
  }

  @Test func bindingWritesBypassGuards() {
    let router = Router<TestRoute>(pacer: .immediate)
    router.addGuard { _ in .cancel }
    router.path = [.a]
    #expect(router.path == [.a])
  }

  @Test func transitionGuardRedirectEndsTheTargetAtTheRedirect() async {
    let router = guardedRouter()
    let outcome = await router.transition(
      to: NavigationState(
        path: [.a, .settings, .b],
        presentations: [NavigationLayer(route: .c, style: .sheet)]))
    #expect(outcome == .redirected(to: .login))
    #expect(router.state == NavigationState(path: [.a, .login]))
  }

  @Test func transitionGuardCancelChangesNothing() async {
    let router = Router<TestRoute>(path: [.a], pacer: .immediate)
    router.present(.b)
    router.addGuard { $0 == .d ? .cancel : .allow }
    let before = router.state
    let outcome = await router.transition(to: NavigationState(path: [.c, .d]))
    #expect(outcome == .cancelled)
    #expect(router.state == before)
  }

  @Test func transitionGuardsPresentedRoutesAndTheirStacks() async {
    let router = guardedRouter()
    let outcome = await router.transition(
      to: NavigationState(
        path: [.a],
        presentations: [
          NavigationLayer(route: .settings, style: .fullScreenCover, path: [.b]),
          NavigationLayer(route: .c, style: .sheet),
        ]))
    #expect(outcome == .redirected(to: .login))
    #expect(
      router.state
        == NavigationState(
          path: [.a], presentations: [NavigationLayer(route: .login, style: .fullScreenCover)]))

    let second = guardedRouter()
    await second.transition(
      to: NavigationState(
        presentations: [NavigationLayer(route: .a, style: .sheet, path: [.b, .profile(id: 3), .c])]))
    #expect(
      second.state
        == NavigationState(
          presentations: [NavigationLayer(route: .a, style: .sheet, path: [.b, .login])]))
  }

  @Test func transitionDoesNotGuardRoutesAlreadyShown() async {
    let router = Router<TestRoute>(path: [.settings], pacer: .immediate)
    router.addGuard { $0 == .settings ? .cancel : .allow }
    #expect(await router.transition(toPath: [.settings, .a]) == .completed)
    #expect(router.path == [.settings, .a])
  }
}
