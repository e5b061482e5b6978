import Foundation

extension Router {
  /// Shows the stack `url` links to: dismisses this router's modals and replaces its stack, step by
  /// step (see ``transition(to:)``); guards apply to the link's routes.
  ///
  /// ```swift
  /// .onOpenURL { url in Task { try? await router.open(url, using: links) } }
  /// ```
  ///
  /// - Throws: ``DeepLinkError`` when the link matches nothing; the state is then left as it is.
  /// - Returns: how guards treated the link's routes.
  @discardableResult
  public func open(_ url: URL, using links: DeepLinks<Route>) async throws(DeepLinkError) -> NavigationOutcome<Route> {
    let routes = try links.routes(for: url)
    return await transition(to: NavigationState(path: routes))
  }
}
