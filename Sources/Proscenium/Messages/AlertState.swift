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
