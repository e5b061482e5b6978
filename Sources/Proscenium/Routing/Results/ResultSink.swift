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

/// Resumes a waiting task once: when ``resume()`` is called, or when the waiter is released first (the
/// router or center holding it went away), so an awaiting task never hangs.
///
/// It carries no value: the answer travels in a main-actor ``ResultBox`` the waiting function reads after
/// it resumes, so answers of any type (sendable or not) can be awaited.
final class CompletionWaiter {
  private var continuation: CheckedContinuation<Void, Never>?

  init(_ continuation: CheckedContinuation<Void, Never>) {
    self.continuation = continuation
  }

  func resume() {
    continuation?.resume()
    continuation = nil
  }

  deinit {
    continuation?.resume()
  }
}
