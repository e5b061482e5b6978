import Foundation

/// An error reduced to what a screen can show, so views never format raw errors themselves.
///
/// Build one from any error; cancellations yield `nil` because a cancelled request is not a failure the user
/// needs to hear about:
///
/// ```swift
/// do {
///   try await service.save(draft)
/// } catch {
///   guard let presentable = PresentableError.presenting(error) else { return }  // cancelled
///   alert = AlertState(error: presentable)
/// }
/// ```
public struct PresentableError: Error, Hashable, Sendable {
  /// A short headline, such as "No connection".
  public var title: String
  /// A sentence explaining what happened and, when possible, what to do.
  public var message: String
  /// Whether trying the same operation again may succeed, which enables a retry action.
  public var isRetryable: Bool
  /// The error this one describes, kept so code can still branch on the domain error (seed 000's `error:
  /// Error?`); it takes no part in equality, which compares what the user sees.
  public var underlying: (any Error)?

  /// Makes an error with the given presentation.
  public init(title: String, message: String, isRetryable: Bool = false, underlying: (any Error)? = nil) {
    self.title = title
    self.message = message
    self.isRetryable = isRetryable
    self.underlying = underlying
  }

  /// Describes any error for display.
  ///
  /// A ``PresentableErrorConvertible`` error describes itself; network failures (time-outs, no connection, lost
  /// connection) are retryable; a `DecodingError` reads as an unexpected response; a `LocalizedError` lends its
  /// description; anything else gets a generic message.
  /// A cancellation is described too, as non-retryable; use ``presenting(_:)`` to drop cancellations instead.
  ///
  /// - Parameter error: The error to describe.
  public init(_ error: any Error) {
    if let presentable = error as? PresentableError {
      self = presentable
      return
    }
    self.init(describing: error)
    underlying = error
  }

  private init(describing error: any Error) {
    if let convertible = error as? any PresentableErrorConvertible {
      self = convertible.presentableError
    } else if let urlError = error as? URLError {
      self = PresentableError(urlError: urlError)
    } else if Self.isCancellation(error) {
      self = .cancelled
    } else if error is DecodingError {
      self.init(
        title: "Unexpected response",
        message: "The server sent data this version of the app cannot read.",
        isRetryable: false
      )
    } else if let localized = error as? any LocalizedError, let description = localized.errorDescription {
      let details = [localized.failureReason, localized.recoverySuggestion].compactMap { $0 }
      self.init(
        title: Self.genericTitle,
        message: ([description] + details).joined(separator: " "),
        isRetryable: false
      )
    } else {
      self = .unexpected
    }
  }

  /// Describes an error for display, or returns `nil` for a cancellation, which must never be shown.
  ///
  /// - Parameter error: The error to describe.
  /// - Returns: The presentation, or `nil` when `error` is a `CancellationError`, `URLError.cancelled` or a
  ///   ``PresentableErrorConvertible`` whose ``PresentableErrorConvertible/isCancellation`` is `true`.
  public static func presenting(_ error: any Error) -> PresentableError? {
    isCancellation(error) ? nil : PresentableError(error)
  }

  /// Tells whether an error only reports that work was cancelled, so callers can stay silent about it.
  ///
  /// - Parameter error: The error to inspect.
  /// - Returns: `true` for `CancellationError`, `URLError.cancelled`, `CocoaError.userCancelled`, and convertible
  ///   errors that say so.
  public static func isCancellation(_ error: any Error) -> Bool {
    if error is CancellationError { return true }
    if let convertible = error as? any PresentableErrorConvertible { return convertible.isCancellation }
    if let urlError = error as? URLError { return urlError.code == .cancelled }
    if let cocoaError = error as? CocoaError { return cocoaError.code == .userCancelled }
    return false
  }

  /// The description of a failure nobody anticipated.
  public static let unexpected = PresentableError(
    title: genericTitle,
    message: "An unexpected error occurred. Please try again later.",
    isRetryable: false
  )

  static let cancelled = PresentableError(title: "Cancelled", message: "The operation was cancelled.")

  static let genericTitle = "Something went wrong"

  private init(urlError: URLError) {
    switch urlError.code {
    case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff:
      self.init(
        title: "No connection",
        message: "You appear to be offline. Check your connection and try again.",
        isRetryable: true
      )
    case .timedOut:
      self.init(
        title: "Request timed out", message: "The server took too long to respond. Please try again.", isRetryable: true
      )
    case .networkConnectionLost, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .resourceUnavailable,
      .badServerResponse, .callIsActive:
      self.init(
        title: "Connection problem", message: "The server could not be reached. Please try again.", isRetryable: true)
    case .cancelled:
      self = .cancelled
    default:
      self = .unexpected
    }
  }
}

extension PresentableError {
  /// Equal when the user would see the same thing: the ``underlying`` error is not compared.
  public static func == (lhs: PresentableError, rhs: PresentableError) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.isRetryable == rhs.isRetryable
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(isRetryable)
  }
}

extension PresentableError: LocalizedError {
  /// The message, so code that only knows `localizedDescription` shows the same text.
  public var errorDescription: String? { message }
}
