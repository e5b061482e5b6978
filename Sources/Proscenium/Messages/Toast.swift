/// A short, self-dismissing message, queued by a ``ToastCenter``.
///
/// ```swift
/// toasts.show(Toast("Saved", style: .success))
/// ```
public struct Toast: Identifiable, Hashable, Sendable {
  /// How a toast is styled.
  public enum Style: Hashable, Sendable {
    /// Neutral information.
    case info
    /// An operation succeeded.
    case success
    /// Something needs attention.
    case warning
    /// An operation failed.
    case error
  }

  /// Identifies the toast, so a specific one can be dismissed.
  public var id: Int
  /// The text shown.
  public var message: String
  /// The style.
  public var style: Style
  /// How long the toast stays on screen.
  public var duration: Duration

  /// Makes a toast; its `id` is assigned by the ``ToastCenter`` that shows it.
  ///
  /// - Parameters:
  ///   - message: The text shown.
  ///   - style: The style. Defaults to `.info`.
  ///   - duration: How long the toast stays on screen. Defaults to three seconds.
  public init(_ message: String, style: Style = .info, duration: Duration = .seconds(3)) {
    self.id = 0
    self.message = message
    self.style = style
    self.duration = duration
  }

  /// Makes the toast for an error, with the error style.
  public init(error: PresentableError, duration: Duration = .seconds(4)) {
    self.init(error.message, style: .error, duration: duration)
  }
}
