import Foundation

extension Router where Route: Codable {
  /// The whole state of this router's chain — stack and modals, recursively — as data to save
  /// (for example in `@SceneStorage`) and hand to ``restore(from:maximumModalDepth:)`` on the next launch.
  ///
  /// ```swift
  /// let saved = try router.stateData()
  /// try router.restore(from: saved)
  /// ```
  public func stateData() throws -> Data {
    try NavigationArchive.encode(state)
  }

  /// Shows the state saved by ``stateData()`` at once (no steps), through the guards.
  ///
  /// Every restored route passes the guards of the router that will hold it, as if navigated to: a
  /// redirect ends the state at the redirected route, and a cancel ends it just before the cancelled
  /// route. So a blob saved while signed in does not reopen a protected screen after a logout.
  ///
  /// - Parameters:
  ///   - data: Bytes from ``stateData()``.
  ///   - maximumModalDepth: The most modals a saved state may stack; a deeper one is refused with
  ///     ``RouterRestorationError/tooDeep(depth:limit:)``. Defaults to
  ///     ``RouterRestorationError/defaultMaximumModalDepth``.
  /// - Returns: How the guards treated the saved routes.
  /// - Throws: ``RouterRestorationError`` for garbage bytes, unknown routes, a format version
  ///   mismatch or too many modals; the router is then at its root with nothing presented.
  @discardableResult
  public func restore(
    from data: Data,
    maximumModalDepth: Int = RouterRestorationError.defaultMaximumModalDepth
  ) throws(RouterRestorationError) -> NavigationOutcome<Route> {
    do throws(RouterRestorationError) {
      let saved = try NavigationArchive<NavigationState<Route>>.decode(data)
      return try restore(saved, maximumModalDepth: maximumModalDepth)
    } catch {
      setState(.root)
      throw error
    }
  }

  /// Checks the depth of `saved`, runs it through the guards and shows what they allow.
  func restore(
    _ saved: NavigationState<Route>,
    maximumModalDepth: Int
  ) throws(RouterRestorationError) -> NavigationOutcome<Route> {
    guard saved.presentations.count <= maximumModalDepth else {
      throw .tooDeep(depth: saved.presentations.count, limit: maximumModalDepth)
    }
    // Judged as if navigated to from the root, so every saved route meets its guards.
    let (allowed, outcome) = screen(saved, from: .root, truncatingOnCancel: true) ?? (.root, .cancelled)
    setState(allowed)
    return outcome
  }
}
