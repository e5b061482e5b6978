/// One modal in a ``NavigationState``: the presented route, its style and the stack pushed inside it.
///
/// ```swift
/// NavigationLayer<AppRoute>(route: .settings, style: .sheet, path: [.notifications])
/// ```
public struct NavigationLayer<Route: Hashable>: Hashable {
  /// The route at the root of the modal.
  public var route: Route
  /// Sheet or full-screen cover.
  public var style: PresentationStyle
  /// The stack pushed inside the modal.
  public var path: [Route]

  /// A modal showing `route` with `style`, with `path` pushed inside it.
  public init(route: Route, style: PresentationStyle, path: [Route] = []) {
    self.route = route
    self.style = style
    self.path = path
  }

  /// Whether two layers show the same modal (same route, same style), whatever is pushed inside.
  func presentsSameModal(as other: Self) -> Bool {
    route == other.route && style == other.style
  }
}

extension NavigationLayer: Sendable where Route: Sendable {}
extension NavigationLayer: Codable where Route: Codable {}
