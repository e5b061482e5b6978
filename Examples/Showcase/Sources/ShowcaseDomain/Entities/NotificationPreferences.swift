/// Which notifications a member wants; a value the Settings form edits and the Data layer stores.
public struct NotificationPreferences: Hashable, Codable, Sendable {
  public var notificationsEnabled: Bool
  public var soundEnabled: Bool
  public var hapticsEnabled: Bool

  public init(notificationsEnabled: Bool = true, soundEnabled: Bool = true, hapticsEnabled: Bool = true) {
    self.notificationsEnabled = notificationsEnabled
    self.soundEnabled = soundEnabled
    self.hapticsEnabled = hapticsEnabled
  }
}
