import Testing

/// Records a failed expectation as a Swift Testing issue at the caller's line, so every helper of this module
/// fails the same way: at the line of the test that called it, with a message saying what was expected.
enum TestFailure {
  static func record(_ message: String, sourceLocation: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}

/// The limits of the `waitFor…` helpers, which fail the test rather than hang it.
public enum TestWait {
  /// How long a `waitFor…` helper waits by default: long enough for any in-memory work on a loaded machine,
  /// short enough that a broken test reports quickly.
  public static let defaultTimeout: Duration = .seconds(5)
}
