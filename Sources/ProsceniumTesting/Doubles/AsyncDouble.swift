import Testing

/// A fake of one async dependency method, written as a closure: the one-line alternative to a scripted
/// ``Stub`` when a test only needs to say what the method does.
///
/// It records every input; until a test gives it a body, a call fails the test (at the line that made the
/// double) and throws, so a forgotten dependency is reported instead of silently returning a default.
///
/// ```swift
/// @MainActor final class FakeArticleRepository: ArticleRepository {
///   let latest = AsyncDouble<Bool, [Article]>("latest")
///   func latest(refresh: Bool) async throws -> [Article] { try await latest(refresh) }
/// }
///
/// let repository = FakeArticleRepository()
/// repository.latest.body = { _ in [.fixture()] }
/// ```
@MainActor
public final class AsyncDouble<Input, Output> {
  /// What a call does; `nil` until the test says.
  public var body: (@MainActor (Input) async throws -> Output)?
  /// The inputs of every call, oldest first.
  public private(set) var inputs: [Input] = []

  private let label: String
  private let madeAt: SourceLocation

  /// Makes a double.
  ///
  /// - Parameters:
  ///   - label: A name for failure messages, such as the method's name.
  ///   - fileID, filePath, line, column: Where a call without a ``body`` is reported: the line making the double.
  ///     Plain literals rather than a `SourceLocation`, so a doubles file need not import Testing.
  ///   - body: What a call does; leave it out to set ``body`` in each test.
  public init(
    _ label: String? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    body: (@MainActor (Input) async throws -> Output)? = nil
  ) {
    self.label = label ?? "AsyncDouble<\(Input.self), \(Output.self)>"
    self.madeAt = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.body = body
  }

  /// The number of calls made.
  public var callCount: Int { inputs.count }

  /// Answers a call with ``body``, recording its input.
  ///
  /// - Throws: What ``body`` throws, or a ``VerificationFailure`` when there is no body.
  public func callAsFunction(_ input: Input) async throws -> Output {
    inputs.append(input)
    guard let body else {
      let failure = VerificationFailure(
        "\(label) was called with \(String(reflecting: input)) but the test gave it no body"
      )
      TestFailure.record(failure.message, sourceLocation: madeAt)
      throw failure
    }
    return try await body(input)
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
}

extension AsyncDouble where Input == Void {
  /// Answers a call that takes no input.
  public func callAsFunction() async throws -> Output {
    try await callAsFunction(())
  }
}
