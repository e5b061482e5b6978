import Observation

/// Records every value an observable property takes, so a test asserts the exact sequence a view would see.
///
/// It tracks the property with `withObservationTracking`, which reports a change just before it happens; the
/// recorder reads each new value when the next change is announced, or when ``values`` is read, so values set in
/// the same synchronous stretch are all kept. Mutations must happen on the main actor, as they do for
/// `@MainActor` models.
///
/// ```swift
/// let recorder = ObservationRecorder(model, \.state)
/// await model.load()
/// try recorder.expectValues([.idle, .loading, .loaded(items)])
/// ```
@MainActor
public final class ObservationRecorder<Root: AnyObject & Observable, Value> {
  private let root: Root
  private let keyPath: KeyPath<Root, Value>
  private let label: String
  private var recorded: [Value]
  private var changePending = false
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var isTracking = true

  /// Starts recording `keyPath` of `root`, beginning with its current value.
  ///
  /// - Parameters:
  ///   - root: The observable object.
  ///   - keyPath: The property to record.
  ///   - label: A name for failure messages. Defaults to the key path.
  public init(_ root: Root, _ keyPath: KeyPath<Root, Value>, label: String? = nil) {
    self.root = root
    self.keyPath = keyPath
    self.label = label ?? "\(keyPath)"
    self.recorded = []
    self.recorded = [track()]
  }

  /// Every value the property took, oldest first, its value at the start included.
  public var values: [Value] {
    changePending ? recorded + [root[keyPath: keyPath]] : recorded
  }

  /// The last value recorded.
  public var latest: Value {
    changePending ? root[keyPath: keyPath] : recorded[recorded.count - 1]
  }

  /// Stops recording; ``values`` keeps what was recorded until now.
  public func stop() {
    if changePending {
      recorded.append(root[keyPath: keyPath])
      changePending = false
    }
    isTracking = false
  }

  /// Suspends until at least `count` values are recorded, the initial one included.
  ///
  /// Resumes after the change that makes the count is applied, since it resumes on the main actor once the
  /// mutating code has returned.
  public func waitForValues(count: Int) async {
    guard values.count < count else { return }
    await withCheckedContinuation { continuation in
      waiters.append((count, continuation))
    }
  }

  /// Suspends until one more value is recorded than now, and returns it.
  @discardableResult
  public func next() async -> Value {
    await waitForValues(count: values.count + 1)
    return latest
  }

  private func track() -> Value {
    withObservationTracking {
      root[keyPath: keyPath]
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        self?.willChange()
      }
    }
  }

  private func willChange() {
    guard isTracking else { return }
    if changePending { recorded.append(root[keyPath: keyPath]) }
    changePending = true
    _ = track()
    let count = recorded.count + 1
    let ready = waiters.filter { $0.count <= count }
    waiters.removeAll { $0.count <= count }
    for waiter in ready { waiter.continuation.resume() }
  }
}

extension ObservationRecorder where Value: Equatable {
  /// Checks that the recorded values are exactly `expected`.
  ///
  /// - Throws: A ``VerificationFailure`` naming the first differing index and both sequences.
  public func expectValues(_ expected: [Value]) throws {
    let actual = values
    guard actual != expected else { return }
    throw VerificationFailure.sequenceMismatch(
      subject: "ObservationRecorder(\(label))",
      noun: "values",
      expected: expected,
      actual: actual
    )
  }
}
