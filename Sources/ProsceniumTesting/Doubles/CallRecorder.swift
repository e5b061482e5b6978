import Testing

/// Records the calls a spy receives, so presenter tests assert what the view was told, in order.
///
/// ```swift
/// final class SpyArticleListView: ArticleListViewProtocol {
///   enum Call: Equatable { case showLoading, hideLoading, reloadList, error(PresentableError) }
///   let calls = CallRecorder<Call>()
///
///   func showLoading() { calls.record(.showLoading) }
///   func hideLoading() { calls.record(.hideLoading) }
///   func reloadList() { calls.record(.reloadList) }
///   func handleApiError(error: PresentableError) { calls.record(.error(error)) }
/// }
///
/// presenter.onViewDidLoad()
/// await spy.calls.waitForCalls(count: 3)
/// spy.calls.expectCalls([.showLoading, .reloadList, .hideLoading])
/// ```
@MainActor
public final class CallRecorder<Call> {
  /// Every call recorded, oldest first.
  public private(set) var calls: [Call] = []

  private let label: String
  private let waiters = ConditionWaiters()

  /// Makes an empty recorder.
  ///
  /// - Parameter label: A name for failure messages. Defaults to `CallRecorder<Call>`.
  public init(label: String? = nil) {
    self.label = label ?? "CallRecorder<\(Call.self)>"
  }

  /// Records a call.
  public func record(_ call: Call) {
    calls.append(call)
    waiters.check()
  }

  /// Forgets the calls recorded so far.
  public func reset() {
    calls.removeAll()
  }

  /// Suspends until at least `count` calls are recorded, for code under test that calls from its own task.
  ///
  /// - Parameters:
  ///   - count: The number of calls to wait for.
  ///   - timeout: How long to wait before failing the test. Defaults to ``TestWait/defaultTimeout``.
  ///   - sourceLocation: Where a timeout is reported; the caller's line by default.
  /// - Returns: `true` once the calls are recorded, `false` after a timeout (the test has then failed).
  @discardableResult
  public func waitForCalls(
    count: Int,
    timeout: Duration = TestWait.defaultTimeout,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Bool {
    let met = await waiters.wait(timeout: timeout) { [unowned self] in calls.count >= count }
    if !met {
      TestFailure.record(
        "\(label) waited \(timeout) for \(count) call(s) but recorded \(calls.count): \(calls.map { String(reflecting: $0) })",
        sourceLocation: sourceLocation
      )
    }
    return met
  }
}

extension CallRecorder where Call: Equatable {
  /// Fails the test at the caller's line unless the recorded calls are exactly `expected`, in order; the
  /// message names the first differing index and both sequences.
  ///
  /// - Returns: Whether the calls matched.
  @discardableResult
  public func expectCalls(_ expected: [Call], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard calls != expected else { return true }
    let failure = VerificationFailure.sequenceMismatch(subject: label, noun: "calls", expected: expected, actual: calls)
    TestFailure.record(failure.message, sourceLocation: sourceLocation)
    return false
  }

  /// The number of times `call` was recorded.
  public func count(of call: Call) -> Int {
    calls.count { $0 == call }
  }
}
