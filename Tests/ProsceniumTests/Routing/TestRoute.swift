import Proscenium

/// The routes the routing tests navigate between.
enum TestRoute: Hashable, Codable, Sendable {
  case a, b, c, d
  case login
  case settings
  case profile(id: Int)
}

/// A pacer that records the state of `router` at each pause, so a test sees every intermediate step.
@MainActor
final class PauseLog {
  var states: [NavigationState<TestRoute>] = []
  var pauses = 0
  var onPause: (@MainActor () -> Void)?

  func pacer(recording router: @escaping @MainActor () -> Router<TestRoute>?) -> RouterStepPacer {
    RouterStepPacer { [self] in
      pauses += 1
      if let router = router() { states.append(router.state) }
      onPause?()
    }
  }
}

/// The tabs the tab-router tests switch between.
enum TestTab: String, Hashable, Codable, Sendable, CaseIterable {
  case home, search, profile
}
