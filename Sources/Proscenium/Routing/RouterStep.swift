/// One change SwiftUI can animate on its own; a jump it cannot animate in one go is a list of these.
///
/// `level` names the stack the step acts on: 0 is the router's own stack, 1 the stack inside its
/// presentation, and so on (see ``NavigationState``).
///
/// ```swift
/// NavigationPlan.steps(from: NavigationState(path: [.a, .b]), to: NavigationState(path: [.c]))
/// // [.setPath([], level: 0), .push(.c, level: 0)]
/// ```
public enum RouterStep<Route: Hashable>: Hashable {
  /// The router at `level` stops presenting (its modal is dismissed).
  case dismissPresentation(level: Int)
  /// The stack at `level` becomes `path` (a pop, or a push SwiftUI shows as one animation).
  case setPath([Route], level: Int)
  /// `route` is pushed onto the stack at `level`.
  case push(Route, level: Int)
  /// The router at `level` presents `route` with `path` already pushed inside it.
  case present(Route, style: PresentationStyle, path: [Route], level: Int)

  /// The stack the step acts on.
  public var level: Int {
    switch self {
    case .dismissPresentation(let level), .setPath(_, let level), .push(_, let level), .present(_, _, _, let level):
      return level
    }
  }
}

extension RouterStep: Sendable where Route: Sendable {}
