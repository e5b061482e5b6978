import Observation
import Proscenium
import Synchronization
import Testing

/// SwiftUI redraws through Observation; these check that every router change reaches it, and that
/// writes which change nothing do not.
@MainActor
@Suite("Router and Observation")
struct RouterObservationTests {
  /// Counts how often Observation reports a change to what `read` touched.
  @available(macOS 15, iOS 18, tvOS 18, *)
  func changes(reading read: @escaping @MainActor () -> Void, after change: @MainActor () -> Void) -> Int {
    let count = Mutex(0)
    withObservationTracking {
      read()
    } onChange: {
      count.withLock { $0 += 1 }
    }
    change()
    return count.withLock { $0 }
  }

  @available(macOS 15, iOS 18, tvOS 18, *)
  @Test func pushAndPopNotifyObservationOfPath() {
    let router = Router<TestRoute>(path: [.a], pacer: .immediate)
    #expect(changes(reading: { _ = router.path }, after: { router.navigate(to: .b) }) == 1)
    #expect(changes(reading: { _ = router.path }, after: { router.pop() }) == 1)
    #expect(changes(reading: { _ = router.path }, after: { router.pop(count: 3) }) == 1)
    #expect(changes(reading: { _ = router.path }, after: { router.path = [.c] }) == 1)
  }

  @available(macOS 15, iOS 18, tvOS 18, *)
  @Test func writingTheSameStackDoesNotNotifyObservation() {
    let router = Router<TestRoute>(path: [.a, .b], pacer: .immediate)
    #expect(changes(reading: { _ = router.path }, after: { router.path = [.a, .b] }) == 0)
    #expect(changes(reading: { _ = router.path }, after: { router.pop(count: 0) }) == 0)
  }

  @available(macOS 15, iOS 18, tvOS 18, *)
  @Test func presentAndDismissNotifyObservationOfPresented() {
    let router = Router<TestRoute>(pacer: .immediate)
    #expect(changes(reading: { _ = router.presented }, after: { router.present(.settings) }) == 1)
    #expect(changes(reading: { _ = router.presented }, after: { router.dismiss() }) == 1)
  }

  @available(macOS 15, iOS 18, tvOS 18, *)
  @Test func tabSelectionNotifiesObservation() {
    let tabs = TabRouter<TestTab, TestRoute>(tabs: TestTab.allCases, selection: .home, pacer: .immediate)
    #expect(changes(reading: { _ = tabs.selection }, after: { tabs.select(.search) }) == 1)
  }
}
