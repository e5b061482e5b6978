/// The tabs of the app; a `TabRouter<AppTab, AppRoute>` keeps one navigation stack per tab.
public enum AppTab: String, Hashable, Codable, CaseIterable, Sendable {
  case home
  case search
  case articles
  case reading
  case settings
}
