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

  /// Shows the state saved by ``stateData()`` at once (no steps), through each tab's guards as
  /// ``Router/restore(from:maximumModalDepth:)`` does.
  ///
  /// - Parameters:
  ///   - data: Bytes from ``stateData()``.
  ///   - maximumModalDepth: The most modals one tab's saved state may stack.
  /// - Throws: ``RouterRestorationError`` for garbage bytes, unknown routes or tabs, a format
  ///   version mismatch or too many modals; every tab is then at its root and the selection is unchanged.
  public func restore(
    from data: Data,
    maximumModalDepth: Int = RouterRestorationError.defaultMaximumModalDepth
  ) throws(RouterRestorationError) {
    do throws(RouterRestorationError) {
      let saved = try NavigationArchive<TabNavigationState<Tab, Route>>.decode(data)
      for tab in [saved.selection] + saved.tabs.map(\.tab) where !tabs.contains(tab) {
        throw RouterRestorationError.unknownTab(String(describing: tab))
      }
      for entry in saved.tabs where entry.state.presentations.count > maximumModalDepth {
        throw RouterRestorationError.tooDeep(depth: entry.state.presentations.count, limit: maximumModalDepth)
      }
      let screened = TabNavigationState(
        selection: saved.selection,
        tabs: tabs.map { tab in
          let tabRouter = router(for: tab)
          return (tab, tabRouter.screen(saved.state(of: tab), from: .root, truncatingOnCancel: true)?.0 ?? .root)
        }
      )
      setState(screened)
    } catch {
      setState(TabNavigationState(selection: selection))
      throw error
    }
  }
}
