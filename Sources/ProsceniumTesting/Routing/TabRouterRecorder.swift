import Proscenium

#if canImport(Testing)
  import Testing
#endif

/// Records every state a ``TabRouter`` goes through — selection and every tab's navigation — so a
/// test asserts tab switches and per-tab stacks in the order they happened.
///
/// ```swift
/// let tabs = TabRouter<AppTab, AppRoute>(tabs: AppTab.allCases, selection: .home, pacer: .immediate)
/// let recorder = TabRouterRecorder(tabs)
/// tabs.router(for: .home).navigate(to: .orders)
/// tabs.select(.account)
/// recorder.expectSelections([.home, .home, .account])
/// recorder.expectPaths(of: .home, [[], [.orders], [.orders]])
/// ```
@MainActor
public final class TabRouterRecorder<Tab: Hashable, Route: Hashable> {
  /// Every recorded state, oldest first.
  public private(set) var states: [TabNavigationState<Tab, Route>]

  private weak var tabRouter: TabRouter<Tab, Route>?
  private var token: RouterToken?

  /// Starts recording `tabRouter`.
  public init(_ tabRouter: TabRouter<Tab, Route>) {
    self.tabRouter = tabRouter
    self.states = [tabRouter.state]
    self.token = tabRouter.observeState { [weak self] state in self?.states.append(state) }
  }

  /// The selected tab in each recorded state.
  public var selections: [Tab] { states.map(\.selection) }

  /// The root stack of `tab` in each recorded state.
  public func paths(of tab: Tab) -> [[Route]] { states.map { $0.state(of: tab).path } }

  /// Forgets the history, keeping only the current state as the first entry.
  public func reset() {
    if let current = tabRouter?.state ?? states.last { states = [current] }
  }

  /// Stops recording; the history recorded so far stays.
  public func stop() {
    if let token { tabRouter?.removeObserver(token) }
    token = nil
  }

  /// Why the recorded selections differ from `expected`, or `nil` when they match.
  public func mismatch(selections expected: [Tab]) -> String? {
    NavigationHistoryDiff.message(expected: expected, recorded: selections) { "\($0)" }
      .map { "tab selection: " + $0 }
  }

  /// Why the recorded root stacks of `tab` differ from `expected`, or `nil` when they match.
  public func mismatch(pathsOf tab: Tab, _ expected: [[Route]]) -> String? {
    NavigationHistoryDiff.message(expected: expected, recorded: paths(of: tab)).map { "tab '\(tab)': " + $0 }
  }

  #if canImport(Testing)
    /// Records a test issue naming the first difference when the recorded selections are not `expected`.
    public func expectSelections(_ expected: [Tab], sourceLocation: SourceLocation = #_sourceLocation) {
      if let message = mismatch(selections: expected) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      }
    }

    /// Records a test issue naming the first difference when the recorded root stacks of `tab` are not
    /// `expected`.
    public func expectPaths(of tab: Tab, _ expected: [[Route]], sourceLocation: SourceLocation = #_sourceLocation) {
      if let message = mismatch(pathsOf: tab, expected) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      }
    }
  #endif
}
