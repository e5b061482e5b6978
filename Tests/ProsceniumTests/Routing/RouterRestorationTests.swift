import Foundation
import Proscenium
import Testing

@MainActor
@Suite("Router state restoration")
struct RouterRestorationTests {
  let nested = NavigationState<TestRoute>(
    path: [.a, .profile(id: 3)],
    presentations: [
      NavigationLayer(route: .settings, style: .sheet, path: [.b]),
      NavigationLayer(route: .login, style: .fullScreenCover),
    ])

  @Test func routerStateRoundTripsThroughData() throws {
    let router = Router<TestRoute>(pacer: .immediate)
    router.setState(nested)
    let data = try router.stateData()
    let restored = Router<TestRoute>(pacer: .immediate)
    try restored.restore(from: data)
    #expect(restored.state == nested)
    #expect(restored.topmostRouter.rootRouter === restored)
  }

  @Test func restoreReplacesWhateverIsShowing() throws {
    let source = Router<TestRoute>(path: [.c], pacer: .immediate)
    let data = try source.stateData()
    let router = Router<TestRoute>(pacer: .immediate)
    router.setState(nested)
    try router.restore(from: data)
    #expect(router.state == NavigationState(path: [.c]))
  }

  @Test func corruptRestorationDataRestoresToRootWithError() throws {
    let router = Router<TestRoute>(pacer: .immediate)
    router.setState(nested)
    #expect {
      try router.restore(from: Data([0xFF, 0x00, 0x13, 0x37]))
    } throws: { error in
      guard case RouterRestorationError.unreadableData = error else { return false }
      return true
    }
    #expect(router.state == .root)
  }

  @Test func unknownRouteCaseRestoresToRootWithError() throws {
    let router = Router<TestRoute>(pacer: .immediate)
    router.setState(nested)
    let data = try router.stateData()
    let text = try #require(String(data: data, encoding: .utf8))
    let stale = text.replacingOccurrences(of: "\"settings\"", with: "\"removedInThisVersion\"")
    #expect(stale != text)
    #expect {
      try router.restore(from: Data(stale.utf8))
    } throws: { error in
      guard case RouterRestorationError.unreadableData(let reason) = error else { return false }
      return reason.contains("presentations")
    }
    #expect(router.state == .root)
  }

  @Test func versionMismatchRestoresToRootWithError() throws {
    let router = Router<TestRoute>(path: [.a], pacer: .immediate)
    let blob = Data(#"{"version": 99, "content": {"whatever": true}}"#.utf8)
    #expect(throws: RouterRestorationError.versionMismatch(found: 99, expected: 1)) {
      try router.restore(from: blob)
    }
    #expect(router.state == .root)
  }

  @Test(arguments: ["", "null", "[]", "{}", #"{"version": "1"}"#, #"{"version": 1}"#, #"{"version": 1, "content": 5}"#])
  func malformedBlobsAreReportedAsUnreadable(text: String) {
    let router = Router<TestRoute>(path: [.a], pacer: .immediate)
    #expect {
      try router.restore(from: Data(text.utf8))
    } throws: { error in
      guard case RouterRestorationError.unreadableData = error else { return false }
      return true
    }
    #expect(router.state == .root)
  }

  @Test func tabRouterStateRoundTripsThroughData() throws {
    let tabs = TabRouter<TestTab, TestRoute>(tabs: TestTab.allCases, selection: .home, pacer: .immediate)
    tabs.router(for: .search).setState(nested)
    tabs.router(for: .home).navigate(to: .d)
    tabs.select(.search)
    let data = try tabs.stateData()
    let restored = TabRouter<TestTab, TestRoute>(tabs: TestTab.allCases, selection: .home, pacer: .immediate)
    try restored.restore(from: data)
    #expect(restored.selection == .search)
    #expect(restored.state == tabs.state)
    #expect(restored.router(for: .search).state == nested)
  }

  @Test func unknownTabRestoresToRootWithError() throws {
    let wide = TabRouter<TestTab, TestRoute>(tabs: TestTab.allCases, selection: .profile, pacer: .immediate)
    wide.router(for: .profile).navigate(to: .a)
    let data = try wide.stateData()
    let narrow = TabRouter<TestTab, TestRoute>(tabs: [.home, .search], selection: .search, pacer: .immediate)
    narrow.router(for: .home).navigate(to: .b)
    #expect(throws: RouterRestorationError.unknownTab("profile")) {
      try narrow.restore(from: data)
    }
    #expect(narrow.selection == .search)
    #expect(narrow.router(for: .home).state == .root)
  }

  @Test func undecodableTabRestoresToRootWithError() throws {
    let tabs = TabRouter<TestTab, TestRoute>(tabs: TestTab.allCases, selection: .home, pacer: .immediate)
    tabs.router(for: .home).navigate(to: .a)
    let text = try #require(String(data: tabs.stateData(), encoding: .utf8))
    let stale = text.replacingOccurrences(of: "\"search\"", with: "\"discover\"")
    #expect {
      try tabs.restore(from: Data(stale.utf8))
    } throws: { error in
      guard case RouterRestorationError.unreadableData = error else { return false }
      return true
    }
    #expect(tabs.state.state(of: .home) == .root)
  }

  @Test func restorationErrorsDescribeThemselves() {
    #expect(
      RouterRestorationError.versionMismatch(found: 2, expected: 1).description
        == "saved navigation state has format version 2, expected 1")
    #expect(RouterRestorationError.unknownTab("x").description == "saved navigation state names the unknown tab 'x'")
  }
}
