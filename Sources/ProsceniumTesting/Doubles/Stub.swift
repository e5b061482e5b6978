/// A scripted dependency for tests: each call takes the next queued response, and records its input.
///
/// A response can be a value, an error, or a suspension that holds the call until the test resumes it, which
/// lets a test decide exactly when, and in which order, fake requests complete:
///
/// ```swift
/// let latest = Stub<Bool, [Article]>()
/// latest.enqueueSuspension()
/// let load = Task { await presenter.refresh() }
/// await latest.waitForSuspendedCalls(count: 1)
/// try latest.resumeSuspendedCall(returning: [.fixture()])
/// await load.value
/// #expect(latest.inputs == [true])
/// ```
@MainActor
public final class Stub<Input, Output> {
  /// A scripted response.
  public enum Response {
    /// Return this value.
    case value(Output)
    /// Throw this error.
    case failure(any Error)
    /// Wait until the test resumes the call.
    case suspension
  }

  private struct Suspended {
    var id: Int
    var continuation: CheckedContinuation<Output, any Error>
  }

  /// The inputs of every call, oldest first.
  public private(set) var inputs: [Input] = []
  /// The responses not used yet, in the order calls will take them.
  public private(set) var responses: [Response] = []
  /// A value returned when no response is queued; without one, such a call throws a ``VerificationFailure``.
  public var fallback: Output?

  private let label: String
  private var suspended: [Suspended] = []
  private var nextID = 0
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Makes a stub with no responses queued.
  ///
  /// - Parameters:
  ///   - label: A name for failure messages. Defaults to `Stub<Input, Output>`.
  ///   - fallback: See ``fallback``.
  public init(label: String? = nil, fallback: Output? = nil) {
    self.label = label ?? "Stub<\(Input.self), \(Output.self)>"
    self.fallback = fallback
  }

  /// The number of calls made.
  public var callCount: Int { inputs.count }

  /// The number of calls waiting to be resumed.
  public var suspendedCallCount: Int { suspended.count }

  /// Queues a value for a future call.
  public func enqueue(_ value: Output) {
    responses.append(.value(value))
  }

  /// Queues an error for a future call.
  public func enqueue(error: any Error) {
    responses.append(.failure(error))
  }

  /// Queues a suspension: the call waits until ``resumeSuspendedCall(at:returning:)`` or
  /// ``resumeSuspendedCall(at:throwing:)``.
  ///
  /// A suspended call ignores the cancellation of its caller, so a test can deliver a late response to a request
  /// the code under test has already abandoned, and check that it is ignored.
  public func enqueueSuspension() {
    responses.append(.suspension)
  }

  /// Answers a call: records its input and takes the next response.
  ///
  /// - Throws: The queued error, or a ``VerificationFailure`` when nothing is queued and there is no fallback.
  public func call(_ input: Input) async throws -> Output {
    inputs.append(input)
    guard !responses.isEmpty else {
      if let fallback { return fallback }
      throw VerificationFailure(
        "\(label) received call #\(inputs.count) with \(String(reflecting: input)) but no response was queued"
      )
    }
    switch responses.removeFirst() {
    case .value(let value):
      return value
    case .failure(let error):
      throw error
    case .suspension:
      let id = nextID
      nextID += 1
      return try await withCheckedThrowingContinuation { continuation in
        suspended.append(Suspended(id: id, continuation: continuation))
        let ready = waiters.filter { $0.count <= suspended.count }
        waiters.removeAll { $0.count <= suspended.count }
        for waiter in ready { waiter.continuation.resume() }
      }
    }
  }

  /// Suspends until at least `count` calls are waiting to be resumed.
  public func waitForSuspendedCalls(count: Int) async {
    guard suspended.count < count else { return }
    await withCheckedContinuation { continuation in
      waiters.append((count, continuation))
    }
  }

  /// Resumes a suspended call with a value.
  ///
  /// - Parameters:
  ///   - index: Which waiting call, oldest first. Defaults to the oldest.
  ///   - value: The value the call returns.
  /// - Throws: A ``VerificationFailure`` when no call waits at `index`.
  public func resumeSuspendedCall(at index: Int = 0, returning value: sending Output) throws {
    try takeSuspended(at: index).continuation.resume(returning: value)
  }

  /// Resumes a suspended call with an error.
  ///
  /// - Parameters:
  ///   - index: Which waiting call, oldest first. Defaults to the oldest.
  ///   - error: The error the call throws.
  /// - Throws: A ``VerificationFailure`` when no call waits at `index`.
  public func resumeSuspendedCall(at index: Int = 0, throwing error: any Error) throws {
    try takeSuspended(at: index).continuation.resume(throwing: error)
  }

  private func takeSuspended(at index: Int) throws -> Suspended {
    guard suspended.indices.contains(index) else {
      throw VerificationFailure(
        "\(label) has \(suspended.count) suspended call(s); there is none at index \(index) to resume"
      )
    }
    return suspended.remove(at: index)
  }
}

extension Stub where Input == Void {
  /// Answers a call that takes no input.
  public func call() async throws -> Output {
    try await call(())
  }
}
