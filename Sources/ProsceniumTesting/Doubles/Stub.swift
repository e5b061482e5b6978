import Testing

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
/// latest.resumeSuspendedCall(returning: [.fixture()])
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
  private let madeAt: SourceLocation
  private var suspended: [Suspended] = []
  private var nextID = 0
  private let waiters = ConditionWaiters()

  /// Makes a stub with no responses queued.
  ///
  /// - Parameters:
  ///   - label: A name for failure messages. Defaults to `Stub<Input, Output>`.
  ///   - fallback: See ``fallback``.
  ///   - fileID, filePath, line, column: Where a call with no response queued is reported, besides the error it
  ///     throws (which the code under test may swallow): the line making the stub. Plain literals rather than a
  ///     `SourceLocation`, so a doubles file need not import Testing.
  public init(
    label: String? = nil,
    fallback: Output? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    self.label = label ?? "Stub<\(Input.self), \(Output.self)>"
    self.fallback = fallback
    self.madeAt = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
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

  /// Queues a suspension: the call waits until ``resumeSuspendedCall(at:returning:sourceLocation:)`` or
  /// ``resumeSuspendedCall(at:throwing:sourceLocation:)``.
  ///
  /// A suspended call ignores the cancellation of its caller, so a test can deliver a late response to a request
  /// the code under test has already abandoned, and check that it is ignored.
  public func enqueueSuspension() {
    responses.append(.suspension)
  }

  /// Answers a call: records its input and takes the next response.
  ///
  /// - Throws: The queued error, or a ``VerificationFailure`` when nothing is queued and there is no fallback
  ///   (the test fails too, at the line that made the stub).
  public func call(_ input: Input) async throws -> Output {
    inputs.append(input)
    guard !responses.isEmpty else {
      if let fallback { return fallback }
      let failure = VerificationFailure(
        "\(label) received call #\(inputs.count) with \(String(reflecting: input)) but no response was queued"
      )
      TestFailure.record(failure.message, sourceLocation: madeAt)
      throw failure
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
        waiters.check()
      }
    }
  }

  /// Suspends until at least `count` calls are waiting to be resumed.
  ///
  /// - Parameters:
  ///   - count: The number of suspended calls to wait for.
  ///   - timeout: How long to wait before failing the test. Defaults to ``TestWait/defaultTimeout``.
  ///   - sourceLocation: Where a timeout is reported; the caller's line by default.
  /// - Returns: `true` once the calls wait, `false` after a timeout (the test has then failed).
  @discardableResult
  public func waitForSuspendedCalls(
    count: Int,
    timeout: Duration = TestWait.defaultTimeout,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Bool {
    let met = await waiters.wait(timeout: timeout) { [unowned self] in suspended.count >= count }
    if !met {
      TestFailure.record(
        "\(label) waited \(timeout) for \(count) suspended call(s) but \(suspended.count) wait "
          + "(\(callCount) call(s) made)",
        sourceLocation: sourceLocation
      )
    }
    return met
  }

  /// Resumes a suspended call with a value.
  ///
  /// - Parameters:
  ///   - index: Which waiting call, oldest first. Defaults to the oldest.
  ///   - value: The value the call returns.
  ///   - sourceLocation: Where a missing call is reported; the caller's line by default.
  /// - Returns: Whether a call waited at `index`; when none did, the test fails.
  @discardableResult
  public func resumeSuspendedCall(
    at index: Int = 0,
    returning value: sending Output,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    guard let call = takeSuspended(at: index, sourceLocation: sourceLocation) else { return false }
    call.continuation.resume(returning: value)
    return true
  }

  /// Resumes a suspended call with an error.
  ///
  /// - Parameters:
  ///   - index: Which waiting call, oldest first. Defaults to the oldest.
  ///   - error: The error the call throws.
  ///   - sourceLocation: Where a missing call is reported; the caller's line by default.
  /// - Returns: Whether a call waited at `index`; when none did, the test fails.
  @discardableResult
  public func resumeSuspendedCall(
    at index: Int = 0,
    throwing error: any Error,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    guard let call = takeSuspended(at: index, sourceLocation: sourceLocation) else { return false }
    call.continuation.resume(throwing: error)
    return true
  }

  /// Fails the test at the caller's line unless the inputs received are exactly `expected`, in order.
  ///
  /// - Returns: Whether the inputs matched.
  @discardableResult
  public func expectInputs(_ expected: [Input], sourceLocation: SourceLocation = #_sourceLocation) -> Bool
  where Input: Equatable {
    guard inputs != expected else { return true }
    let failure = VerificationFailure.sequenceMismatch(
      subject: label, noun: "inputs", expected: expected, actual: inputs)
    TestFailure.record(failure.message, sourceLocation: sourceLocation)
    return false
  }

  private func takeSuspended(at index: Int, sourceLocation: SourceLocation) -> Suspended? {
    guard suspended.indices.contains(index) else {
      TestFailure.record(
        "\(label) has \(suspended.count) suspended call(s); there is none at index \(index) to resume",
        sourceLocation: sourceLocation
      )
      return nil
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
