import ProsceniumCheck

/// The style rules about a file's shape: its name, its sections and its previews. Kept apart from
/// `StyleRules` so the two lists grow without touching each other.
enum LayoutStyleRules {
  static let all: [RuleType] = [
    RuleType(FileNamingRule.self),
    RuleType(MarkSectionsRule.self),
    RuleType(PreviewsCoverStatesRule.self),
  ]
}
