import ShowcaseDomain

/// Every screen the app can push or present, as plain values (seed 001's `AppRoute`).
///
/// Routes are data, not views: view models ask a `Router<AppRoute>` to navigate, tests compare paths, deep links
/// build stacks of routes, and `Codable` lets the whole navigation state be saved and restored.
public enum AppRoute: Hashable, Codable, Sendable {
  /// A member's profile.
  case profile(id: Int)
  /// The UIKit MVP article list, pushed from a profile.
  case articles
  /// The Settings form, the root of the Settings tab.
  case settings
  /// The form that edits a member's profile, pushed from the profile (seed 001's `case editProfile(User)`).
  case editProfile(User)
  /// The paginated reading list, the root of the Reading tab.
  case contentList
}
