/// A button of an alert or confirmation dialog, described by the action it sends rather than by a
/// closure, so alerts stay comparable values that tests can inspect and tap.
///
/// `Action` is the screen's own enum; a button whose action is `nil` only closes the alert.
///
/// ```swift
/// enum DraftAction: Hashable { case delete, keep }
/// AlertButton<DraftAction>(title: "Delete", role: .destructive, action: .delete)
/// AlertButton<DraftAction>.cancel()
/// ```
public struct AlertButton<Action: Hashable>: Hashable {
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
  /// What tapping the button sends, or `nil` when it only closes the alert.
  public var action: Action?

  /// Makes a button.
  public init(title: String, role: Role = .none, action: Action?) {
    self.title = title
    self.role = role
    self.action = action
  }

  /// A Cancel button, which closes the alert and sends `action` (nothing by default).
  public static func cancel(_ title: String = "Cancel", action: Action? = nil) -> Self {
    Self(title: title, role: .cancel, action: action)
  }

  /// An OK button that only closes the alert.
  public static var ok: Self { Self(title: "OK", action: nil) }
}

extension AlertButton: Sendable where Action: Sendable {}

extension AlertButton where Action == ErrorAlertAction {
  /// The Retry button of an error alert.
  public static var retry: Self { Self(title: "Retry", action: .retry) }
}
