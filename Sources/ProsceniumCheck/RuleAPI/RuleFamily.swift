/// The folder a rule lives in, and the heading it is listed under.
public enum RuleFamily: String, Sendable, CaseIterable, Codable {
  case engine
  case swiftUIViews = "swiftui-views"
  case viewModels = "view-models"
  case mvp
  case layers
  case testing
  case availability
  case style
  /// A team's own rules, run by a custom checker (docs/custom-rules.md); no built-in rule uses it.
  case custom
}
