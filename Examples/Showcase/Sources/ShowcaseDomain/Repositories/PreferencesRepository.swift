/// Where preferences are kept. Domain owns the protocol; the Data layer implements it (seed 002).
public protocol PreferencesRepository: Sendable {
  func preferences() async throws -> NotificationPreferences
  func save(_ preferences: NotificationPreferences) async throws
}
