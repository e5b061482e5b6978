import Proscenium
import ProsceniumTesting
import Testing

private enum Route: Hashable {
  case list, picker, login
}

@MainActor
@Suite("Router presentation helper")
struct ExpectPresentedTests {
  @Test func returnsTheTopmostModalsRouterToDeliverWith() throws {
    let router = Router<Route>.testing()
    var results: [PresentationResult<Int>] = []
    router.present(.login)
    router.present(.picker, expecting: Int.self) { results.append($0) }
    let picker = router.expectPresented(.picker)
    try picker?.deliver(3)
    #expect(results == [.delivered(3)])
    #expect(router.expectPresented(.login) != nil)
  }

  @Test func failsNamingWhatIsShownInstead() {
    let router = Router<Route>.testing()
    router.present(.login)
    withKnownIssue {
      #expect(router.expectPresented(.picker) == nil)
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "expected the topmost modal to show 'picker', but it shows 'login'" }
    }
  }

  @Test func failsWhenNothingIsPresented() {
    let router = Router<Route>.testing(path: [.list])
    withKnownIssue {
      router.expectPresented(.picker)
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "expected a modal showing 'picker', but nothing is presented" }
    }
  }
}
