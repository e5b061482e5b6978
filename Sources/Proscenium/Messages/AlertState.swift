/// The content of an alert as plain data, so view models decide what an alert says and tests can compare it.
///
/// ```swift
/// let alert = AlertState(error: PresentableError(URLError(.timedOut)))
/// alert.buttons.map(\.action)  // [.retry, .dismiss]
/// ```
public struct AlertState: Hashable, Sendable {
  /// The alert's headline.
  public var title: String
  /// The alert's body text.
  public var message: String
  /// The buttons, in display order.
  public var buttons: [AlertButton]

  /// Makes an alert; with no buttons, a single OK button is shown.
  public init(title: String, message: String, buttons: [AlertButton] = [.ok]) {
    self.title = title
    self.message = message
    self.buttons = buttons.isEmpty ? [.ok] : buttons
  }

  /// Makes the alert for an error: Retry and Cancel for a retryable error, OK otherwise.
  ///
  /// - Parameters:
  ///   - error: The error to show.
  ///   - allowsRetry: Pass `false` when nothing can be retried even though the error is retryable.
  public init(error: PresentableError, allowsRetry: Bool = true) {
    let buttons: [AlertButton] =
      error.isRetryable && allowsRetry ? [AlertButton(title: "Retry", action: .retry), .cancel] : [.ok]
    self.init(title: error.title, message: error.message, buttons: buttons)
  }

  /// Whether the alert offers to retry the failed operation.
  public var offersRetry: Bool { buttons.contains { $0.action == .retry } }
}

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

/// What an alert button asks for, handled by the view model that owns the alert.
public enum AlertAction: Hashable, Sendable {
  /// Close the alert.
  case dismiss
  /// Run the failed operation again.
  case retry
  /// A screen-specific action, identified by name.
  case custom(String)
}
