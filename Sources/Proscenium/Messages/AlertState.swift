/// The content of an alert as plain data, with typed button actions, so view models decide what an alert
/// says and does and tests compare and tap it without a screen.
///
/// ```swift
/// enum DraftAction: Hashable { case delete }
/// let alert = AlertState<DraftAction>(
///   title: "Delete draft?",
///   message: "This cannot be undone.",
///   buttons: [AlertButton(title: "Delete", role: .destructive, action: .delete), .cancel()]
/// )
/// alert.button(titled: "Delete")?.action  // .delete
///
/// let failed = AlertState(error: PresentableError(URLError(.timedOut)))
/// failed.buttons.map(\.action)            // [.retry, nil]: Retry and Cancel for a retryable error
/// ```
public struct AlertState<Action: Hashable>: Hashable {
  /// The alert's headline.
  public var title: String
  /// The alert's body text.
  public var message: String
  /// The buttons, in display order.
  public var buttons: [AlertButton<Action>]

  /// Makes an alert; with no buttons, a single OK button that only closes it is shown.
  public init(title: String, message: String, buttons: [AlertButton<Action>] = []) {
    self.title = title
    self.message = message
    self.buttons = buttons.isEmpty ? [.ok] : buttons
  }

  /// The first button labelled `title`, as a user (or a test) finds it.
  public func button(titled title: String) -> AlertButton<Action>? {
    buttons.first { $0.title == title }
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState where Action == ErrorAlertAction {
  /// Makes the alert for an error: Retry and Cancel for a retryable error, OK otherwise.
  ///
  /// - Parameters:
  ///   - error: The error to show.
  ///   - allowsRetry: Pass `false` when nothing can be retried even though the error is retryable.
  public init(error: PresentableError, allowsRetry: Bool = true) {
    let buttons: [AlertButton<ErrorAlertAction>] = error.isRetryable && allowsRetry ? [.retry, .cancel()] : [.ok]
    self.init(title: error.title, message: error.message, buttons: buttons)
  }

  /// Whether the alert offers to retry the failed operation.
  public var offersRetry: Bool { buttons.contains { $0.action == .retry } }
}
