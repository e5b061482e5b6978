/// Plans a jump between two navigation states as steps SwiftUI can animate one at a time, because
/// SwiftUI drops or garbles changes such as "dismiss the sheet and push" made in a single update.
///
/// Planning is pure, so it is tested without a UI; ``Router/transition(to:)`` executes the steps
/// with pauses between them.
///
/// The rules, in order:
/// 1. Modals that differ from the target are dismissed one at a time, topmost first.
/// 2. Stacks under a modal that stays are changed in one `setPath` each (the user cannot see them).
/// 3. The stack on top is changed the way SwiftUI animates: a pop is one `setPath`, a push of one
///    route is a `push`, several pushed routes are one `setPath`; popping and pushing is a pop to the
///    common prefix followed by the push.
/// 4. New modals are presented one at a time, bottom first, each with its stack already in place.
///
/// ```swift
/// let steps = NavigationPlan.steps(
///   from: NavigationState(path: [.a], presentations: [NavigationLayer(route: .b, style: .sheet)]),
///   to: NavigationState(path: [.c])
/// )
/// // [.dismissPresentation(level: 0), .setPath([], level: 0), .push(.c, level: 0)]
/// ```
public enum NavigationPlan {
  /// The steps that turn `current` into `target`; empty when they are equal.
  public static func steps<Route: Hashable>(
    from current: NavigationState<Route>,
    to target: NavigationState<Route>
  ) -> [RouterStep<Route>] {
    let kept = keptPresentationCount(current, target)
    var steps: [RouterStep<Route>] = []

    for level in stride(from: current.presentations.count - 1, through: kept, by: -1) {
      steps.append(.dismissPresentation(level: level))
    }
    for level in 0...kept {
      let from = current.path(atLevel: level) ?? []
      let to = target.path(atLevel: level) ?? []
      if level < kept {
        if from != to { steps.append(.setPath(to, level: level)) }
      } else {
        steps += visiblePathSteps(from: from, to: to, level: level)
      }
    }
    for level in kept..<target.presentations.count {
      let layer = target.presentations[level]
      steps.append(.present(layer.route, style: layer.style, path: layer.path, level: level))
    }
    return steps
  }

  /// The state `step` leaves behind when applied to `state`; a step naming a missing level changes nothing.
  public static func applying<Route: Hashable>(
    _ step: RouterStep<Route>,
    to state: NavigationState<Route>
  ) -> NavigationState<Route> {
    var result = state
    switch step {
    case .dismissPresentation(let level):
      if level >= 0, level < result.presentations.count {
        result.presentations.removeSubrange(level...)
      }
    case .setPath(let path, let level):
      result.setPath(path, atLevel: level)
    case .push(let route, let level):
      if let path = result.path(atLevel: level) {
        result.setPath(path + [route], atLevel: level)
      }
    case .present(let route, let style, let path, let level):
      if level >= 0, level <= result.presentations.count {
        result.presentations.removeSubrange(level...)
        result.presentations.append(NavigationLayer(route: route, style: style, path: path))
      }
    }
    return result
  }

  /// How many modals, counted from the bottom, are the same in both states.
  static func keptPresentationCount<Route: Hashable>(
    _ current: NavigationState<Route>,
    _ target: NavigationState<Route>
  ) -> Int {
    var kept = 0
    while kept < current.presentations.count, kept < target.presentations.count,
      current.presentations[kept].presentsSameModal(as: target.presentations[kept])
    {
      kept += 1
    }
    return kept
  }

  /// The length of the longest common prefix of two stacks.
  static func commonPrefixCount<Route: Hashable>(_ lhs: [Route], _ rhs: [Route]) -> Int {
    var count = 0
    let limit = min(lhs.count, rhs.count)
    while count < limit, lhs[count] == rhs[count] { count += 1 }
    return count
  }

  /// Steps for the stack the user sees, each one a change SwiftUI animates.
  static func visiblePathSteps<Route: Hashable>(from: [Route], to: [Route], level: Int) -> [RouterStep<Route>] {
    if from == to { return [] }
    let prefix = commonPrefixCount(from, to)
    var steps: [RouterStep<Route>] = []
    if prefix < from.count {
      steps.append(.setPath(Array(to[..<prefix]), level: level))
    }
    let pushed = to.count - prefix
    if pushed == 1, let last = to.last {
      steps.append(.push(last, level: level))
    } else if pushed > 1 {
      steps.append(.setPath(to, level: level))
    }
    return steps
  }
}
