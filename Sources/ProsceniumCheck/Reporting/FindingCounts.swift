/// Counts of findings by severity and by rule, shared by the summaries of every format.
package struct FindingCounts: Sendable, Hashable {
  /// The findings of one rule.
  package struct RuleCount: Sendable, Hashable {
    package var rule: String
    package var errors: Int
    package var warnings: Int
    package var total: Int { errors + warnings }
  }

  package var errors: Int
  package var warnings: Int
  /// One entry per rule that has findings: most findings first, ties by id.
  package var byRule: [RuleCount]

  package var total: Int { errors + warnings }

  package init(_ findings: [Finding]) {
    var perRule: [String: RuleCount] = [:]
    for finding in findings {
      var count = perRule[finding.ruleID] ?? RuleCount(rule: finding.ruleID, errors: 0, warnings: 0)
      switch finding.severity {
      case .error: count.errors += 1
      case .warning: count.warnings += 1
      }
      perRule[finding.ruleID] = count
    }
    byRule = perRule.values.sorted { $0.total != $1.total ? $0.total > $1.total : $0.rule < $1.rule }
    errors = byRule.reduce(0) { $0 + $1.errors }
    warnings = byRule.reduce(0) { $0 + $1.warnings }
  }
}

/// Number words for summaries: "1 finding", "5,210 lines".
enum Counting {
  /// `count` with a comma between groups of three digits.
  static func grouped(_ count: Int) -> String {
    let digits = String(count.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return count < 0 ? "-" + result : result
  }

  /// "1 finding", "2 findings", "5,210 lines".
  static func phrase(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(grouped(count)) \(count == 1 ? singular : plural ?? singular + "s")"
  }
}
