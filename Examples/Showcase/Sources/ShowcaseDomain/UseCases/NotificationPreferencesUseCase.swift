/// Reads and saves the notification preferences. View models call use cases, never repositories (seed 001).
public protocol NotificationPreferencesUseCaseProtocol: Sendable {
  func load() async throws -> NotificationPreferences
  /// Saves `preferences` after applying the business rules, and returns what was saved.
  func save(_ preferences: NotificationPreferences) async throws -> NotificationPreferences
}

/// The production use case, and the home of the rule the Settings form must not decide by itself: sound and
/// haptics belong to notifications, so turning notifications off turns them off too.
public struct NotificationPreferencesUseCase: NotificationPreferencesUseCaseProtocol {
  private let repository: any PreferencesRepository

  public init(repository: any PreferencesRepository) {
    self.repository = repository
  }

  public func load() async throws -> NotificationPreferences {
    try await repository.preferences()
  }

  public func save(_ preferences: NotificationPreferences) async throws -> NotificationPreferences {
    var saved = preferences
    if !saved.notificationsEnabled {
      saved.soundEnabled = false
      saved.hapticsEnabled = false
    }
    try await repository.save(saved)
    return saved
  }
}
