/// The slot a modal's router delivers its result into: it knows the type its presenter expects and keeps
/// the first value of that type, so the presenter reads it when the modal closes.
@MainActor
final class ResultSink {
  /// The expected type, for ``ResultDeliveryError/typeMismatch(expected:delivered:)``.
  let expectedType: String
  private let accept: @MainActor (Any) -> Bool

  /// A sink keeping values of type `Value` in `box`.
  init<Value>(into box: ResultBox<Value>) {
    expectedType = String(describing: Value.self)
    accept = { candidate in
      guard let value = candidate as? Value else { return false }
      box.value = value
      return true
    }
  }

  /// Keeps `value` when it has the expected type.
  ///
  /// - Returns: `false` when it does not.
  func take(_ value: Any) -> Bool { accept(value) }
}

/// The delivered value of one presentation, read by its dismissal handler.
@MainActor
final class ResultBox<Value> {
  var value: Value?
}

/// Resumes a continuation once: with the value handed to ``resume(with:)``, or with `fallback` if the
/// waiter is released first (its router or center went away), so an awaiting task never hangs.
final class ResultWaiter<Value: Sendable> {
  private var continuation: CheckedContinuation<Value, Never>?
  private let fallback: Value

  init(_ continuation: CheckedContinuation<Value, Never>, fallback: Value) {
    self.continuation = continuation
    self.fallback = fallback
  }

  func resume(with value: Value) {
    continuation?.resume(returning: value)
    continuation = nil
  }

  deinit {
    continuation?.resume(returning: fallback)
  }
}
