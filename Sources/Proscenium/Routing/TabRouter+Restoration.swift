import Foundation

extension TabRouter where Tab: Codable, Route: Codable {
  /// The selection and every tab's stack and modals as data to save and hand to ``restore(from:)``.
  ///
  /// ```swift
  /// let saved = try tabs.stateData()
  /// try tabs.restore(from: saved)
  /// ```
  public func stateData() throws -> Data {
    try NavigationArchive.encode(state)
  }

  /// Shows the state saved by ``stateData()`` at once (no steps, no guards).
  ///
  /// - Throws: ``RouterRestorationError`` for garbage bytes, unknown routes or tabs, or a format
  ///   version mismatch; every tab is then at its root and the selection is unchanged.
  public func restore(from data: Data) throws(RouterRestorationError) {
    do throws(RouterRestorationError) {
      let saved = try NavigationArchive<TabNavigationState<Tab, Route>>.decode(data)
      for tab in [saved.selection] + saved.tabs.map(\.tab) where !tabs.contains(tab) {
        throw RouterRestorationError.unknownTab(String(describing: tab))
      }
      setState(saved)
    } catch {
      setState(TabNavigationState(selection: selection))
      throw error
    }
  }
}
