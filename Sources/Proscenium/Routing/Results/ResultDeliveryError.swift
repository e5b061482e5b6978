/// Why ``Router/deliver(_:)`` could not hand a result to the presenter, so a sheet wired to the wrong
/// caller or the wrong type fails loudly in a test instead of closing with its result lost.
public enum ResultDeliveryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The router is not the router of a modal, so no presenter is waiting.
  case notPresented
  /// The modal showing `modal` was presented without `expecting:`, so its presenter takes no result.
  case noResultExpected(modal: String)
  /// The presenter expects a result of type `expected`, and the modal delivered a `delivered`.
  case typeMismatch(expected: String, delivered: String)
  /// The modal showing `modal` was already dismissed (or already delivered), so its presenter has moved on.
  case modalDismissed(modal: String)

  /// A lowercase, diagnostic-style reason for logs and test failures.
  public var description: String {
    switch self {
    case .notPresented:
      "the router is not presented, so no presenter waits for a result; deliver from the modal's own router"
    case .noResultExpected(let modal):
      "the modal '\(modal)' was presented without 'expecting:', so its presenter takes no result"
    case .typeMismatch(let expected, let delivered):
      "the presenter expects a result of type '\(expected)', not '\(delivered)'"
    case .modalDismissed(let modal):
      "the modal '\(modal)' is already closed, so its presenter takes no more results"
    }
  }
}
