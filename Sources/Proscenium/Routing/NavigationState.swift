/// A value snapshot of a router's whole navigation — its stack and every modal above it — used to plan
/// jumps, record history in tests and save state for restoration.
///
/// Level 0 is the router's own `path`; `presentations[i]` is presented by level `i` and its `path`
/// is level `i + 1`.
///
/// ```swift
/// // Home > Orders, with a sheet showing Settings > Notifications on top.
/// let state = NavigationState<AppRoute>(
///   path: [.orders],
///   presentations: [NavigationLayer(route: .settings, style: .sheet, path: [.notifications])]
/// )
/// await router.transition(to: state)
/// ```
public struct NavigationState<Route: Hashable>: Hashable {
  /// The root router's stack.
  public var path: [Route]
  /// The modals shown above the stack, bottom first.
  public var presentations: [NavigationLayer<Route>]

  /// A state with `path` on the root stack and `presentations` above it, bottom first.
  public init(path: [Route] = [], presentations: [NavigationLayer<Route>] = []) {
    self.path = path
    self.presentations = presentations
  }

  /// The empty state: no stack, nothing presented.
  public static var root: Self { Self() }

  /// The number of navigation stacks: the root one plus one per presentation.
  public var levelCount: Int { presentations.count + 1 }

  /// The stack shown at `level` (0 is the root stack), or `nil` past the top.
  public func path(atLevel level: Int) -> [Route]? {
    if level == 0 { return path }
    guard level > 0, level <= presentations.count else { return nil }
    return presentations[level - 1].path
  }

  /// Replaces the stack at `level`; does nothing past the top.
  public mutating func setPath(_ newPath: [Route], atLevel level: Int) {
    if level == 0 {
      path = newPath
    } else if level > 0, level <= presentations.count {
      presentations[level - 1].path = newPath
    }
  }

  /// The stack the user sees: that of the topmost presentation, or the root stack.
  public var visiblePath: [Route] { presentations.last?.path ?? path }
}

extension NavigationState: Sendable where Route: Sendable {}
extension NavigationState: Codable where Route: Codable {}

extension NavigationState: CustomStringConvertible {
  /// `[a, b] | sheet settings [c]`: the root stack, then each modal with its stack.
  public var description: String {
    func list(_ routes: [Route]) -> String {
      "[" + routes.map { String(describing: $0) }.joined(separator: ", ") + "]"
    }
    var text = list(path)
    for layer in presentations {
      text += " | \(layer.style.rawValue) \(layer.route) \(list(layer.path))"
    }
    return text
  }
}
