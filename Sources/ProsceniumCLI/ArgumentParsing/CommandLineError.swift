/// A mistake in how the tool was called or configured: printed as `error: …` with a `hint: …`
/// line on standard error, and the process exits with code 2.
struct CommandLineError: Error, Sendable, Equatable {
  var message: String
  var hint: String?

  init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
  }

  /// A hint that suggests `suggestion` when it exists, else falls back to `otherwise`.
  static func didYouMean(_ suggestion: String?, otherwise: String) -> String {
    suggestion.map { "did you mean '\($0)'?" } ?? otherwise
  }
}
