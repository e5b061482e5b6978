/// A failed expectation of a test double, thrown so the test fails with a message saying exactly what differed.
///
/// ```swift
/// @Test func showsLoadingThenList() async throws {
///   try spy.expectCalls([.showLoading, .hideLoading, .reloadList])
///   // fails with: CallRecorder expected 3 calls but recorded 2; first difference at index 1: ...
/// }
/// ```
public struct VerificationFailure: Error, CustomStringConvertible, Sendable {
  /// The explanation of the failure.
  public var message: String

  /// Makes a failure with a message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message, which test runners print when the failure is thrown.
  public var description: String { message }

  static func sequenceMismatch<Element>(
    subject: String,
    noun: String,
    expected: [Element],
    actual: [Element]
  ) -> VerificationFailure where Element: Equatable {
    let common = min(expected.count, actual.count)
    let firstDifference = (0..<common).first { expected[$0] != actual[$0] } ?? common
    var lines = [
      "\(subject) expected \(expected.count) \(noun) but recorded \(actual.count); first difference at index \(firstDifference):"
    ]
    lines.append("  expected: \(describe(expected, at: firstDifference))")
    lines.append("  recorded: \(describe(actual, at: firstDifference))")
    lines.append("  all expected: \(expected.map { String(reflecting: $0) })")
    lines.append("  all recorded: \(actual.map { String(reflecting: $0) })")
    return VerificationFailure(lines.joined(separator: "\n"))
  }

  private static func describe<Element>(_ elements: [Element], at index: Int) -> String {
    index < elements.count ? String(reflecting: elements[index]) : "(nothing)"
  }
}
