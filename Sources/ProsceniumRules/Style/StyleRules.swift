import ProsceniumCheck

/// The style family: logging, and a file's shape (its name, its sections and its previews).
enum StyleRules {
  static let all: [RuleType] = [
    RuleType(FileNamingRule.self),
    RuleType(MarkSectionsRule.self),
    RuleType(NoPrintRule.self),
    RuleType(PreviewsCoverStatesRule.self),
  ]
}
