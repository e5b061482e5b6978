import Observation
import Testing

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
/// recorder.expectValues([.idle, .loading, .loaded(items)])
/// ```
@MainActor
public final class ObservationRecorder<Root: AnyObject & Observable, Value> {
  private let root: Root
  private let keyPath: KeyPath<Root, Value>
  private let label: String
  private var recorded: [Value]
  private var changePending = false
  private let waiters = ConditionWaiters()
  private var isTracking = true

  /// Starts recording `keyPath` of `root`, beginning with its current value.
  ///
  /// - Parameters:
  ///   - root: The observable object.
  ///   - keyPath: The property to record.
  ///   - label: A name for failure messages. Defaults to the property's name (`isLoading`).
  public init(_ root: Root, _ keyPath: KeyPath<Root, Value>, label: String? = nil) {
    self.root = root
    self.keyPath = keyPath
    self.label = label ?? Self.propertyName(keyPath, of: root)
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
  ///
  /// - Parameters:
  ///   - count: The number of values to wait for.
  ///   - timeout: How long to wait before failing the test. Defaults to ``TestWait/defaultTimeout``.
  ///   - sourceLocation: Where a timeout is reported; the caller's line by default.
  /// - Returns: `true` once the values are recorded, `false` after a timeout (the test has then failed).
  @discardableResult
  public func waitForValues(
    count: Int,
    timeout: Duration = TestWait.defaultTimeout,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Bool {
    let met = await waiters.wait(timeout: timeout) { [unowned self] in values.count >= count }
    if !met {
      TestFailure.record(
        "ObservationRecorder(\(label)) waited \(timeout) for \(count) value(s) but recorded \(values.count): "
          + "\(values.map { String(reflecting: $0) })",
        sourceLocation: sourceLocation
      )
    }
    return met
  }

  /// Suspends until one more value is recorded than now, and returns it.
  ///
  /// - Returns: The new value, or `nil` after a timeout (the test has then failed).
  @discardableResult
  public func next(
    timeout: Duration = TestWait.defaultTimeout,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Value? {
    guard await waitForValues(count: values.count + 1, timeout: timeout, sourceLocation: sourceLocation) else {
      return nil
    }
    return latest
  }

  /// The name of the recorded property, for failure messages.
  ///
  /// Where a key path describes itself (`\Model.isLoading`, on Apple platforms) its last component is used. Where
  /// it does not (an `@Observable` property's key path prints as `<computed 0x…>` on Linux), the name comes from
  /// the object's stored properties: the only one of the property's type, or else the only one of that type
  /// holding the same value; failing both, the key path's description. Pass `label:` when that is ambiguous.
  static func propertyName(_ keyPath: KeyPath<Root, Value>, of root: Root) -> String {
    let text = String(describing: keyPath)
    if let dot = text.lastIndex(of: ".") {
      let name = text[text.index(after: dot)...]
      if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return String(name) }
    }
    var candidates: [(name: String, value: Value)] = []
    var mirror: Mirror? = Mirror(reflecting: root)
    while let current = mirror {
      for child in current.children {
        guard let label = child.label, let value = child.value as? Value else { continue }
        candidates.append((label.hasPrefix("_") ? String(label.dropFirst()) : label, value))
      }
      mirror = current.superclassMirror
    }
    if candidates.count == 1 { return candidates[0].name }
    let shown = String(reflecting: root[keyPath: keyPath])
    let sameValue = candidates.filter { String(reflecting: $0.value) == shown }
    return sameValue.count == 1 ? sameValue[0].name : text
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
    waiters.check()
  }
}

extension ObservationRecorder where Value: Equatable {
  /// Fails the test at the caller's line unless the recorded values are exactly `expected`; the message names
  /// the first differing index and both sequences.
  ///
  /// - Returns: Whether the values matched.
  @discardableResult
  public func expectValues(_ expected: [Value], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let actual = values
    guard actual != expected else { return true }
    let failure = VerificationFailure.sequenceMismatch(
      subject: "ObservationRecorder(\(label))",
      noun: "values",
      expected: expected,
      actual: actual
    )
    TestFailure.record(failure.message, sourceLocation: sourceLocation)
    return false
  }
}
