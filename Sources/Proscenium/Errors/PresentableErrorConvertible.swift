/// An error that chooses how it is shown, so domain errors get precise titles, messages and retry behaviour.
///
/// ```swift
/// enum CheckoutError: PresentableErrorConvertible {
///   case soldOut
///
///   var presentableError: PresentableError {
///     PresentableError(title: "Sold out", message: "This item is no longer available.")
///   }
/// }
/// ```
public protocol PresentableErrorConvertible: Error {
  /// How this error is shown to the user.
  var presentableError: PresentableError { get }
  /// Whether this error only reports a cancellation, which is never shown. Defaults to `false`.
  var isCancellation: Bool { get }
}

extension PresentableErrorConvertible {
  /// Most errors are real failures.
  public var isCancellation: Bool { false }
}
