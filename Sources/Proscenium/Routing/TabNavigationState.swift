/// A value snapshot of a ``TabRouter``: the selected tab and each tab's navigation, for restoration,
/// recording and tests.
///
/// ```swift
/// let state = TabNavigationState<AppTab, AppRoute>(selection: .home, tabs: [(.home, NavigationState(path: [.orders]))])
/// tabs.setState(state)
/// ```
public struct TabNavigationState<Tab: Hashable, Route: Hashable>: Hashable {
  /// The selected tab.
  public var selection: Tab
  /// Each tab's navigation, in display order.
  public var tabs: [Entry]

  /// One tab and its navigation.
  public struct Entry: Hashable {
    /// The tab.
    public var tab: Tab
    /// Its stack and modals.
    public var state: NavigationState<Route>

    /// An entry giving `tab` the navigation `state`.
    public init(tab: Tab, state: NavigationState<Route>) {
      self.tab = tab
      self.state = state
    }
  }

  /// A state with `selection` selected and `tabs` giving tabs their navigation, in display order.
  public init(selection: Tab, tabs: [(Tab, NavigationState<Route>)] = []) {
    self.selection = selection
    self.tabs = tabs.map { Entry(tab: $0.0, state: $0.1) }
  }

  /// The navigation of `tab`, or the root state if it has no entry.
  public func state(of tab: Tab) -> NavigationState<Route> {
    tabs.first { $0.tab == tab }?.state ?? .root
  }
}

extension TabNavigationState: Sendable where Tab: Sendable, Route: Sendable {}
extension TabNavigationState.Entry: Sendable where Tab: Sendable, Route: Sendable {}
extension TabNavigationState: Codable where Tab: Codable, Route: Codable {}
extension TabNavigationState.Entry: Codable where Tab: Codable, Route: Codable {}
