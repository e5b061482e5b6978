import Foundation
import Proscenium
import ProsceniumTesting
import Testing

private enum Route: Hashable {
  case a, b, sheet
}

private enum Tab: Hashable, CaseIterable {
  case home, account
}

@MainActor
@Suite("Tab router recorder")
struct TabRouterRecorderTests {
  fileprivate func makeTabs() -> TabRouter<Tab, Route> {
    TabRouter(tabs: Tab.allCases, selection: .home, pacer: .immediate)
  }

  @Test func recordsSelectionsAndEachTabsStacksInOrder() {
    let tabs = makeTabs()
    let recorder = TabRouterRecorder(tabs)
    tabs.router(for: .home).navigate(to: .a)
    tabs.select(.account)
    tabs.router(for: .account).navigate(to: .b)
    tabs.select(.account)
    recorder.expectSelections([.home, .home, .account, .account, .account])
    recorder.expectPaths(of: .home, [[], [.a], [.a], [.a], [.a]])
    recorder.expectPaths(of: .account, [[], [], [], [.b], []])
  }

  @Test func reselectThatPopsAndDismissesIsOneEntry() {
    let tabs = makeTabs()
    tabs.router(for: .home).navigate(to: .a)
    tabs.router(for: .home).present(.sheet)
    let recorder = TabRouterRecorder(tabs)
    tabs.select(.home)
    #expect(recorder.states.count == 2)
    #expect(recorder.states.last?.state(of: .home) == .root)
  }

  @Test func setStateIsOneEntry() {
    let tabs = makeTabs()
    let recorder = TabRouterRecorder(tabs)
    tabs.setState(
      TabNavigationState(
        selection: .account, tabs: [(.home, NavigationState(path: [.a])), (.account, NavigationState(path: [.b]))]))
    #expect(recorder.states.count == 2)
  }

  @Test func recordsTheStepsOfOpeningALink() async throws {
    var links = DeepLinks<Route>(schemes: ["app"])
    links.register("/b", tab: Tab.account) { _ in [.a, .b] }
    let tabs = makeTabs()
    tabs.router(for: .home).present(.sheet)
    let recorder = TabRouterRecorder(tabs)
    try await tabs.open(#require(URL(string: "app://b")), using: links)
    recorder.expectSelections([.home, .home, .account, .account])
    recorder.expectPaths(of: .account, [[], [], [], [.a, .b]])
  }

  @Test func stopEndsRecordingAndDetachesFromTheRouters() {
    let tabs = makeTabs()
    let recorder = TabRouterRecorder(tabs)
    recorder.stop()
    tabs.router(for: .home).navigate(to: .a)
    tabs.select(.account)
    #expect(recorder.states.count == 1)
  }

  @Test func resetKeepsOnlyTheCurrentState() {
    let tabs = makeTabs()
    let recorder = TabRouterRecorder(tabs)
    tabs.select(.account)
    recorder.reset()
    tabs.select(.home)
    recorder.expectSelections([.account, .home])
  }

  @Test func expectationsFailWithTheTabNamed() {
    let tabs = makeTabs()
    let recorder = TabRouterRecorder(tabs)
    tabs.router(for: .account).navigate(to: .a)
    withKnownIssue {
      recorder.expectPaths(of: .account, [[], [.b]])
    }
    withKnownIssue {
      recorder.expectSelections([.account])
    }
    #expect(
      recorder.mismatch(pathsOf: .account, [[], [.b]])?.hasPrefix(
        "tab 'account': navigation history differs at entry 1: expected [b], recorded [a]") == true)
    #expect(
      recorder.mismatch(selections: [.home])?.hasPrefix(
        "tab selection: recorded 1 more navigation state(s) than expected: home") == true)
  }
}
