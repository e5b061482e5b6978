/// What a modal presented for a result gave back to its presenter: a value, or nothing because the user
/// closed it (or it was never shown), so "Cancel" and "Save" end the same call in two typed cases.
///
/// ```swift
/// switch await router.result(of: .pickColor, expecting: Color.self) {
/// case .delivered(let color): theme.accent = color
/// case .dismissed, .notShown: break
/// }
/// ```
public enum PresentationResult<Value> {
  /// The modal delivered `Value` with ``Router/deliver(_:)`` and closed.
  case delivered(Value)
  /// The modal closed without delivering: a swipe, a Cancel button's `dismiss()`, a jump or deep link
  /// that replaced it, or a modal below it closing.
  case dismissed
  /// The route asked for was never shown: a guard cancelled or redirected it, or the router refused
  /// (it belongs to a dismissed modal). The synchronous `present` returns the exact outcome.
  case notShown

  /// The delivered value, or `nil` when the modal closed without one or never showed.
  public var value: Value? {
    if case .delivered(let value) = self { value } else { nil }
  }
}

extension PresentationResult: Equatable where Value: Equatable {}
extension PresentationResult: Hashable where Value: Hashable {}
extension PresentationResult: Sendable where Value: Sendable {}
