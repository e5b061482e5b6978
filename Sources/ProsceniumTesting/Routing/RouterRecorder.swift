import Proscenium

#if canImport(Testing)
  import Testing
#endif

/// Records every state a router's chain goes through, so a test asserts the whole navigation sequence
/// (`[[], [.a], [.a, .b]]`) rather than only where it ended.
///
/// The first entry is the state when recording starts; each operation adds one entry (a `popToRoot`
/// that also dismisses a sheet is one entry), and writes that change nothing add none.
///
/// ```swift
/// let router = Router<AppRoute>(pacer: .immediate)
/// let recorder = RouterRecorder(router)
/// router.navigate(to: .a)
/// router.navigate(to: .b)
/// router.pop()
/// recorder.expectPaths([[], [.a], [.a, .b], [.a]])
/// ```
@MainActor
public final class RouterRecorder<Route: Hashable> {
  /// Every recorded state, oldest first.
  public private(set) var states: [NavigationState<Route>]

  private weak var router: Router<Route>?
  private var token: RouterToken?

  /// Starts recording `router`'s chain (the router, and the routers of its modals).
  public init(_ router: Router<Route>) {
    self.router = router
    self.states = [router.state]
    self.token = router.observeState { [weak self] state in self?.states.append(state) }
  }

  /// The root stack of each recorded state.
  public var paths: [[Route]] { states.map(\.path) }

  /// The stack the user saw in each recorded state (the topmost modal's, or the root's).
  public var visiblePaths: [[Route]] { states.map(\.visiblePath) }

  /// Forgets the history, keeping only the current state as the first entry.
  public func reset() {
    states = [router?.state ?? states.last ?? .root]
  }

  /// Stops recording; the history recorded so far stays.
  public func stop() {
    if let token { router?.removeObserver(token) }
    token = nil
  }

  /// Why the recorded root stacks differ from `expected`, or `nil` when they match.
  public func mismatch(paths expected: [[Route]]) -> String? {
    NavigationHistoryDiff.message(expected: expected, recorded: paths)
  }

  /// Why the recorded states differ from `expected`, or `nil` when they match.
  public func mismatch(states expected: [NavigationState<Route>]) -> String? {
    NavigationHistoryDiff.message(expected: expected, recorded: states)
  }

  #if canImport(Testing)
    /// Records a test issue naming the first difference when the recorded root stacks are not `expected`.
    public func expectPaths(_ expected: [[Route]], sourceLocation: SourceLocation = #_sourceLocation) {
      if let message = mismatch(paths: expected) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      }
    }

    /// Records a test issue naming the first difference when the recorded states are not `expected`.
    public func expectStates(
      _ expected: [NavigationState<Route>],
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      if let message = mismatch(states: expected) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      }
    }
  #endif
}
