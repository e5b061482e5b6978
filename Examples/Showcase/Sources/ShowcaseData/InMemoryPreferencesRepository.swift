import ShowcaseDomain

/// Domain's `PreferencesRepository` kept in memory for the session: the showcase has no account to sync
/// preferences to, and a device-only preference belongs in the view's `@AppStorage` instead (see `SettingsView`).
public actor InMemoryPreferencesRepository: PreferencesRepository {
  private var stored: NotificationPreferences

  public init(initial: NotificationPreferences = NotificationPreferences()) {
    self.stored = initial
  }

  public func preferences() async throws -> NotificationPreferences {
    stored
  }

  public func save(_ preferences: NotificationPreferences) async throws {
    stored = preferences
  }
}
