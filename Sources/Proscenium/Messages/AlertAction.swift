/// What an alert button asks for, handled by the view model that owns the alert.
public enum AlertAction: Hashable, Sendable {
  /// Close the alert.
  case dismiss
  /// Run the failed operation again.
  case retry
  /// A screen-specific action, identified by name.
  case custom(String)
}
