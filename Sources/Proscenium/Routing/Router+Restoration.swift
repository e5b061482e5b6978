import Foundation

extension Router where Route: Codable {
  /// The whole state of this router's chain — stack and modals, recursively — as data to save
  /// (for example in `@SceneStorage`) and hand to ``restore(from:)`` on the next launch.
  ///
  /// ```swift
  /// let saved = try router.stateData()
  /// try router.restore(from: saved)
  /// ```
  public func stateData() throws -> Data {
    try NavigationArchive.encode(state)
  }

  /// Shows the state saved by ``stateData()`` at once (no steps, no guards).
  ///
  /// - Throws: ``RouterRestorationError`` for garbage bytes, unknown routes or a format version
  ///   mismatch; the router is then at its root with nothing presented.
  public func restore(from data: Data) throws(RouterRestorationError) {
    do {
      setState(try NavigationArchive<NavigationState<Route>>.decode(data))
    } catch {
      setState(.root)
      throw error
    }
  }
}
