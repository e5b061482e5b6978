import ProsceniumCheck
import SwiftSyntax

/// One of several parts a finding may complain about, each missing or not depending on the
/// project index (`'ArticleListViewController'` is missing when no such type is declared).
struct IndexDependentPart {
  var label: String
  var isMissing: IndexCondition
}

extension RuleContext {
  /// Reports one finding whose message names exactly the parts the index says are missing.
  ///
  /// The engine fixes a finding's message when it is reported, but which parts are missing is
  /// only known after every file is indexed; so one deferred finding is reported per non-empty
  /// combination of parts, each kept only when exactly its parts are missing. At most one
  /// survives. Meant for a handful of parts (2^n − 1 alternatives).
  ///
  /// - Parameters:
  ///   - message: builds the message from the labels of the missing parts, in the given order.
  ///   - always: a further condition every alternative needs.
  func reportMissingParts(
    _ parts: [IndexDependentPart], at node: some SyntaxProtocol, always: IndexCondition? = nil,
    message: ([String]) -> String
  ) {
    guard !parts.isEmpty, parts.count <= 8 else { return }
    for mask in 1..<(1 << parts.count) {
      var labels: [String] = []
      var conditions: [IndexCondition] = []
      for (offset, part) in parts.enumerated() {
        if mask & (1 << offset) != 0 {
          labels.append(part.label)
          conditions.append(part.isMissing)
        } else {
          conditions.append(!part.isMissing)
        }
      }
      if let always { conditions.append(always) }
      let all = conditions
      let combined = IndexCondition { index in all.allSatisfy { $0.holds(in: index) } }
      report(message(labels), at: node, when: combined)
    }
  }
}

extension Array where Element == String {
  /// `[a]` → `a`, `[a, b]` → `a and b`, `[a, b, c]` → `a, b and c`.
  var naturalList: String {
    guard let last else { return "" }
    if count == 1 { return last }
    return dropLast().joined(separator: ", ") + " and " + last
  }
}
