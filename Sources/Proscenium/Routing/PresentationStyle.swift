/// How a presented route covers the screen, so one router can drive both SwiftUI modal styles.
///
/// ```swift
/// router.present(.editProfile, style: .sheet)
/// router.present(.onboarding, style: .fullScreenCover)
/// ```
public enum PresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// A card the user can swipe down (`.sheet`).
  case sheet
  /// A modal that covers the whole screen and has no swipe-to-dismiss (`.fullScreenCover`).
  case fullScreenCover
}
