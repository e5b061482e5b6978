import Proscenium

/// Compares an expected navigation history with a recorded one and explains the first difference,
/// so a failing router test says which step went wrong instead of dumping two arrays.
///
/// ```swift
/// NavigationHistoryDiff.message(expected: [[], [.a]], recorded: [[], [.b]])
/// // "navigation history differs at entry 1: expected [a], recorded [b]" followed by the full history
/// ```
public enum NavigationHistoryDiff {
  /// A description of how `recorded` differs from `expected`, or `nil` when they are equal.
  public static func message<Route: Hashable>(expected: [[Route]], recorded: [[Route]]) -> String? {
    message(expected: expected, recorded: recorded, describe: { describe(path: $0) })
  }

  /// A description of how `recorded` differs from `expected`, or `nil` when they are equal.
  public static func message<Route: Hashable>(
    expected: [NavigationState<Route>],
    recorded: [NavigationState<Route>]
  ) -> String? {
    message(expected: expected, recorded: recorded, describe: { describe(state: $0) })
  }

  /// `[a, profile(id: 3)]`: a path as routes would be written in Swift, without module prefixes.
  public static func describe<Route>(path: [Route]) -> String {
    "[" + path.map { String(describing: $0) }.joined(separator: ", ") + "]"
  }

  /// A state as its root path followed by each modal: `[a] | sheet settings [b]`.
  public static func describe<Route>(state: NavigationState<Route>) -> String {
    state.description
  }

  /// A description of how `recorded` differs from `expected`, each entry written by `describe`, or
  /// `nil` when they are equal.
  public static func message<Value: Equatable>(
    expected: [Value],
    recorded: [Value],
    describe: (Value) -> String
  ) -> String? {
    guard expected != recorded else { return nil }
    let headline: String
    if let index = zip(expected, recorded).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
      headline =
        "navigation history differs at entry \(index): expected \(describe(expected[index])), "
        + "recorded \(describe(recorded[index]))"
    } else if recorded.count > expected.count {
      let extra = recorded[expected.count...].map(describe).joined(separator: ", ")
      headline = "recorded \(recorded.count - expected.count) more navigation state(s) than expected: \(extra)"
    } else {
      let missing = expected[recorded.count...].map(describe).joined(separator: ", ")
      headline = "expected \(expected.count - recorded.count) more navigation state(s) than recorded: \(missing)"
    }
    var lines = [headline, "  expected:"]
    lines += expected.enumerated().map { "    \($0.offset): \(describe($0.element))" }
    lines.append("  recorded:")
    lines += recorded.enumerated().map { index, value in
      let marker = index < expected.count && expected[index] == value ? "" : "  <- differs"
      return "    \(index): \(describe(value))\(marker)"
    }
    return lines.joined(separator: "\n")
  }
}
