/// How to retry a failing operation, so transient network failures heal without the user pressing Retry.
///
/// Attempts are spaced by an exponential backoff with jitter; only errors that ``shouldRetry`` accepts (by
/// default, retryable ``PresentableError``s, never cancellations) are retried; cancelling the caller stops the
/// waiting at once. The clock and the random source are injected, so tests are deterministic.
///
/// ```swift
/// let policy = RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(500))
/// let feed = try await policy.run { try await api.feed() }
/// ```
public struct RetryPolicy: Sendable {
  /// The total number of attempts, the first included; `1` means no retry.
  public var maxAttempts: Int
  /// The delay before the second attempt.
  public var initialDelay: Duration
  /// The factor each following delay is multiplied by.
  public var multiplier: Double
  /// The longest delay between two attempts.
  public var maximumDelay: Duration
  /// The fraction of each delay, from 0 to 1, that is randomised, so many clients do not retry in lockstep.
  public var jitter: Double
  /// Decides whether an error is worth another attempt.
  public var shouldRetry: @Sendable (any Error) -> Bool

  /// Makes a policy.
  ///
  /// - Parameters:
  ///   - maxAttempts: See ``maxAttempts``. Defaults to 3.
  ///   - initialDelay: See ``initialDelay``. Defaults to half a second.
  ///   - multiplier: See ``multiplier``. Defaults to 2.
  ///   - maximumDelay: See ``maximumDelay``. Defaults to 30 seconds.
  ///   - jitter: See ``jitter``. Defaults to 0.2.
  ///   - shouldRetry: See ``shouldRetry``. Defaults to ``isRetryable(_:)``.
  public init(
    maxAttempts: Int = 3,
    initialDelay: Duration = .milliseconds(500),
    multiplier: Double = 2,
    maximumDelay: Duration = .seconds(30),
    jitter: Double = 0.2,
    shouldRetry: @escaping @Sendable (any Error) -> Bool = RetryPolicy.isRetryable
  ) {
    self.maxAttempts = maxAttempts
    self.initialDelay = initialDelay
    self.multiplier = multiplier
    self.maximumDelay = maximumDelay
    self.jitter = jitter
    self.shouldRetry = shouldRetry
  }

  /// A policy that tries once.
  public static let never = RetryPolicy(maxAttempts: 1)

  /// The default retry decision: the error is presentable (not a cancellation) and retryable.
  public static func isRetryable(_ error: any Error) -> Bool {
    PresentableError.presenting(error)?.isRetryable ?? false
  }

  /// The delay before the attempt that follows attempt `attempt`, before jitter.
  ///
  /// - Parameter attempt: The attempt that just failed, starting at 1.
  public func baseDelay(afterAttempt attempt: Int) -> Duration {
    let factor = power(max(multiplier, 1), max(attempt - 1, 0))
    let seconds = min(initialDelay.seconds * factor, maximumDelay.seconds)
    return .seconds(max(seconds, 0))
  }

  /// The delay before the attempt that follows attempt `attempt`, with jitter drawn from `generator`.
  ///
  /// The result lies between `(1 - jitter)` and `1` times ``baseDelay(afterAttempt:)``.
  public func delay(afterAttempt attempt: Int, using generator: inout some RandomNumberGenerator) -> Duration {
    let base = baseDelay(afterAttempt: attempt)
    let spread = min(max(jitter, 0), 1)
    guard spread > 0 else { return base }
    let draw = Double.random(in: 0..<1, using: &generator)
    return .seconds(base.seconds * (1 - spread * draw))
  }

  /// Runs an operation, retrying it by this policy.
  ///
  /// - Parameters:
  ///   - clock: The clock that times the delays. Defaults to `ContinuousClock`.
  ///   - generator: The source of jitter.
  ///   - operation: The operation to run.
  /// - Returns: The first successful result.
  /// - Throws: The last error once attempts are exhausted, the first error that is not retried, or
  ///   `CancellationError` when the calling task is cancelled.
  public func run<T>(
    isolation: isolated (any Actor)? = #isolation,
    clock: any Clock<Duration> = ContinuousClock(),
    using generator: inout some RandomNumberGenerator,
    _ operation: () async throws -> T
  ) async throws -> T {
    var attempt = 1
    while true {
      try Task.checkCancellation()
      do {
        return try await operation()
      } catch {
        guard attempt < maxAttempts, shouldRetry(error) else { throw error }
        try await clock.sleep(for: delay(afterAttempt: attempt, using: &generator))
        attempt += 1
      }
    }
  }

  /// Runs an operation, retrying it by this policy with system randomness for the jitter.
  ///
  /// - Parameters:
  ///   - clock: The clock that times the delays. Defaults to `ContinuousClock`.
  ///   - operation: The operation to run.
  /// - Returns: The first successful result.
  /// - Throws: See ``run(isolation:clock:using:_:)``.
  public func run<T>(
    isolation: isolated (any Actor)? = #isolation,
    clock: any Clock<Duration> = ContinuousClock(),
    _ operation: () async throws -> T
  ) async throws -> T {
    var generator = SystemRandomNumberGenerator()
    return try await run(isolation: isolation, clock: clock, using: &generator, operation)
  }
}

extension Duration {
  fileprivate var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}

/// `base` raised to a non-negative integer power, stopping early at infinity.
private func power(_ base: Double, _ exponent: Int) -> Double {
  var result = 1.0
  var remaining = exponent
  while remaining > 0 {
    result *= base
    remaining -= 1
    if result.isInfinite { break }
  }
  return result
}
