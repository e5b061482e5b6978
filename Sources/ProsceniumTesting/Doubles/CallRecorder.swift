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
/// try spy.calls.expectCalls([.showLoading, .reloadList, .hideLoading])
/// ```
@MainActor
public final class CallRecorder<Call> {
  /// Every call recorded, oldest first.
  public private(set) var calls: [Call] = []

  private let label: String
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Makes an empty recorder.
  ///
  /// - Parameter label: A name for failure messages. Defaults to `CallRecorder<Call>`.
  public init(label: String? = nil) {
    self.label = label ?? "CallRecorder<\(Call.self)>"
  }

  /// Records a call.
  public func record(_ call: Call) {
    calls.append(call)
    let ready = waiters.filter { $0.count <= calls.count }
    waiters.removeAll { $0.count <= calls.count }
    for waiter in ready { waiter.continuation.resume() }
  }

  /// Forgets the calls recorded so far.
  public func reset() {
    calls.removeAll()
  }

  /// Suspends until at least `count` calls are recorded, for code under test that calls from its own task.
  public func waitForCalls(count: Int) async {
    guard calls.count < count else { return }
    await withCheckedContinuation { continuation in
      waiters.append((count, continuation))
    }
  }
}

extension CallRecorder where Call: Equatable {
  /// Checks that the recorded calls are exactly `expected`, in order.
  ///
  /// - Throws: A ``VerificationFailure`` naming the first differing index and both sequences.
  public func expectCalls(_ expected: [Call]) throws {
    guard calls != expected else { return }
    throw VerificationFailure.sequenceMismatch(subject: label, noun: "calls", expected: expected, actual: calls)
  }

  /// The number of times `call` was recorded.
  public func count(of call: Call) -> Int {
    calls.count { $0 == call }
  }
}
