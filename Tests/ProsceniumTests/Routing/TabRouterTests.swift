import Foundation
import Proscenium
import Testing

@MainActor
@Suite("Tab router")
struct TabRouterTests {
  func makeTabs(pacer: RouterStepPacer = .immediate) -> TabRouter<TestTab, TestRoute> {
    TabRouter(tabs: TestTab.allCases, selection: .home, pacer: pacer)
  }

  @Test func eachTabKeepsItsOwnStack() {
    let tabs = makeTabs()
    tabs.router(for: .home).navigate(to: .a)
    tabs.select(.search)
    tabs.selectedRouter.navigate(to: .b)
    tabs.select(.home)
    #expect(tabs.router(for: .home).path == [.a])
    #expect(tabs.router(for: .search).path == [.b])
    #expect(tabs.router(for: .home) === tabs.router(for: .home))
    #expect(tabs.router(for: .home) !== tabs.router(for: .search))
  }

  @Test func selectingAnotherTabKeepsItsStackAndModals() {
    let tabs = makeTabs()
    tabs.router(for: .search).navigate(to: .a)
    tabs.router(for: .search).present(.b)
    tabs.select(.search)
    #expect(tabs.selection == .search)
    #expect(tabs.router(for: .search).state.presentations.count == 1)
    #expect(tabs.router(for: .search).path == [.a])
  }

  @Test func reselectingTheCurrentTabPopsItToRootAndDismissesItsModals() {
    let tabs = makeTabs()
    tabs.router(for: .home).navigate(to: .a)
    tabs.router(for: .home).present(.b)
    tabs.router(for: .search).navigate(to: .c)
    #expect(tabs.select(.home))
    #expect(tabs.router(for: .home).state == .root)
    #expect(tabs.router(for: .search).path == [.c])
    #expect(tabs.selection == .home)
  }

  @Test func selectingAnUnknownTabChangesNothing() {
    let tabs = TabRouter<TestTab, TestRoute>(tabs: [.home, .search], selection: .home, pacer: .immediate)
    #expect(!tabs.select(.profile))
    #expect(tabs.selection == .home)
  }

  @Test func caseIterableTabsDefaultToEveryCaseInOrder() {
    let tabs = TabRouter<TestTab, TestRoute>(selection: .search, pacer: .immediate)
    #expect(tabs.tabs == [.home, .search, .profile])
    #expect(tabs.selection == .search)
  }

  @Test func selectionMissingFromTabsIsAdded() {
    let tabs = TabRouter<TestTab, TestRoute>(tabs: [.home], selection: .profile, pacer: .immediate)
    #expect(tabs.tabs == [.home, .profile])
  }

  @Test func writingSelectionThroughBindingDoesNotPop() {
    let tabs = makeTabs()
    tabs.router(for: .home).navigate(to: .a)
    tabs.selection = .home
    #expect(tabs.router(for: .home).path == [.a])
  }

  @Test func tabSelectionBindingSwitchesAndPopsOnReselect() {
    let tabs = makeTabs()
    tabs.router(for: .home).navigate(to: .a)
    tabs.tabSelection = .search
    #expect(tabs.selection == .search)
    #expect(tabs.router(for: .home).path == [.a])
    tabs.tabSelection = .home
    tabs.tabSelection = .home
    #expect(tabs.router(for: .home).path.isEmpty)
  }

  @Test func guardsApplyToEveryTabIncludingLaterOnes() {
    let tabs = TabRouter<TestTab, TestRoute>(tabs: [.home], selection: .home, pacer: .immediate)
    let token = tabs.addGuard { $0 == .settings ? .redirect(.login) : .allow }
    #expect(tabs.router(for: .home).navigate(to: .settings) == .redirected(to: .login))
    #expect(tabs.router(for: .profile).navigate(to: .settings) == .redirected(to: .login))
    tabs.removeGuard(token)
    #expect(tabs.router(for: .home).navigate(to: .settings) == .completed)
    #expect(tabs.router(for: .profile).navigate(to: .settings) == .completed)
  }

  @Test func stateAndSetStateRoundTrip() {
    let tabs = makeTabs()
    let target = TabNavigationState<TestTab, TestRoute>(
      selection: .search,
      tabs: [
        (.home, NavigationState(path: [.a])),
        (.search, NavigationState(path: [.b], presentations: [NavigationLayer(route: .c, style: .sheet)])),
      ])
    tabs.setState(target)
    #expect(tabs.selection == .search)
    #expect(tabs.state.state(of: .home) == NavigationState(path: [.a]))
    #expect(tabs.state.state(of: .search) == target.state(of: .search))
    #expect(tabs.state.state(of: .profile) == .root)
  }

  @Test func pacerChangeReachesEveryTab() async {
    let tabs = makeTabs()
    let log = PauseLog()
    tabs.pacer = log.pacer { nil }
    tabs.router(for: .profile).path = [.a, .b]
    await tabs.router(for: .profile).transition(toPath: [.c, .d])
    #expect(log.pauses == 1)
  }

  // MARK: - Deep links

  func links() -> DeepLinks<TestRoute> {
    var links = DeepLinks<TestRoute>(schemes: ["myapp"])
    links.register("/profile/:id", tab: TestTab.profile) { [.profile(id: try $0.int("id"))] }
    links.register("/settings") { _ in [.settings] }
    links.register("/elsewhere", tab: "not a tab") { _ in [.a] }
    links.register("/search/:term", tab: TestTab.search) { _ in [.a, .b] }
    return links
  }

  @Test func openingALinkDismissesSelectsTheTabAndReplacesItsStack() async throws {
    let tabs = makeTabs()
    tabs.router(for: .home).present(.c)
    tabs.router(for: .profile).path = [.a, .b]
    let outcome = try await tabs.open(#require(URL(string: "myapp://profile/7")), using: links())
    #expect(outcome == .completed)
    #expect(tabs.selection == .profile)
    #expect(tabs.router(for: .home).state == .root)
    #expect(tabs.router(for: .profile).state == NavigationState(path: [.profile(id: 7)]))
  }

  @Test func openingALinkPausesBetweenDismissSelectAndPush() async throws {
    let log = PauseLog()
    var tabs: TabRouter<TestTab, TestRoute>?
    tabs = makeTabs(pacer: log.pacer { tabs?.selectedRouter })
    tabs?.router(for: .home).present(.c)
    try await tabs?.open(#require(URL(string: "myapp://search/x")), using: links())
    // After dismissing home's sheet, then after selecting search with its stack still empty.
    #expect(log.states == [.root, .root])
    #expect(tabs?.router(for: .search).path == [.a, .b])
  }

  @Test func linkWithoutATabOpensInTheSelectedTab() async throws {
    let tabs = makeTabs()
    tabs.select(.search)
    tabs.router(for: .search).present(.a)
    try await tabs.open(#require(URL(string: "myapp://settings")), using: links())
    #expect(tabs.selection == .search)
    #expect(tabs.router(for: .search).state == NavigationState(path: [.settings]))
  }

  @Test func linkNamingAnUnknownTabThrowsAndChangesNothing() async throws {
    let tabs = makeTabs()
    tabs.router(for: .home).navigate(to: .a)
    let url = try #require(URL(string: "myapp://elsewhere"))
    await #expect(throws: DeepLinkError.unknownTab("not a tab")) {
      try await tabs.open(url, using: links())
    }
    #expect(tabs.selection == .home)
    #expect(tabs.router(for: .home).path == [.a])
  }

  @Test func linkCancelledByAGuardChangesNothing() async throws {
    let tabs = makeTabs()
    tabs.router(for: .home).present(.c)
    tabs.addGuard { if case .profile = $0 { .cancel } else { .allow } }
    let outcome = try await tabs.open(#require(URL(string: "myapp://profile/1")), using: links())
    #expect(outcome == .cancelled)
    #expect(tabs.selection == .home)
    #expect(tabs.router(for: .home).state.presentations.count == 1)
  }

  @Test func tabTapDuringALinkPauseSupersedesTheLink() async throws {
    let log = PauseLog()
    var tabs: TabRouter<TestTab, TestRoute>?
    tabs = makeTabs(pacer: log.pacer { nil })
    log.onPause = { tabs?.select(.home) }
    let outcome = try await tabs?.open(#require(URL(string: "myapp://search/x")), using: links())
    #expect(outcome == .superseded)
    #expect(tabs?.selection == .home)
    #expect(tabs?.router(for: .search).path == [])
  }

  @Test func newerLinkSupersedesAnOlderOneStillPausing() async throws {
    var tabs: TabRouter<TestTab, TestRoute>?
    var newer: NavigationOutcome<TestRoute>?
    let profileLink = try #require(URL(string: "myapp://profile/3"))
    // The first pause opens a newer link to completion before the older one resumes.
    let pacer = RouterStepPacer {
      guard newer == nil else { return }
      newer = .cancelled
      newer = try? await tabs?.open(profileLink, using: links())
    }
    tabs = makeTabs(pacer: pacer)
    tabs?.router(for: .home).present(.c)
    let older = try await tabs?.open(#require(URL(string: "myapp://search/x")), using: links())
    #expect(older == .superseded)
    #expect(newer == .completed)
    #expect(tabs?.selection == .profile)
    #expect(tabs?.router(for: .profile).path == [.profile(id: 3)])
    #expect(tabs?.router(for: .search).path == [])
  }
}
