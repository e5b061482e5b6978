/// A button of an ``AlertState``, described by what it does rather than by a closure, so alerts stay comparable.
public struct AlertButton: Hashable, Sendable {
  /// How the button is styled.
  public enum Role: Hashable, Sendable {
    /// A default button.
    case none
    /// The button that backs out, placed and styled by the platform.
    case cancel
    /// A button that destroys data.
    case destructive
  }

  /// The button's label.
  public var title: String
  /// The button's style.
  public var role: Role
  /// What tapping the button asks the view model to do.
  public var action: AlertAction

  /// Makes a button.
  public init(title: String, role: Role = .none, action: AlertAction) {
    self.title = title
    self.role = role
    self.action = action
  }

  /// An OK button that dismisses the alert.
  public static let ok = AlertButton(title: "OK", action: .dismiss)
  /// A Cancel button that dismisses the alert.
  public static let cancel = AlertButton(title: "Cancel", role: .cancel, action: .dismiss)
}
