/// A problem in a configuration file or in options given on the command line, naming the key
/// path (`rules.view_body_length.options.max_lines`) and, when it looks like a typo, a suggestion.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file the problem is in, when it came from a file.
  public var file: String?
  /// The dotted path of the offending key, empty for the document itself.
  public var keyPath: String
  public var reason: String
  /// A "did you mean" hint or a short instruction.
  public var hint: String?

  public init(file: String? = nil, keyPath: String, reason: String, hint: String? = nil) {
    self.file = file
    self.keyPath = keyPath
    self.reason = reason
    self.hint = hint
  }

  public var description: String {
    var text = ""
    if let file { text += "\(file): " }
    if !keyPath.isEmpty { text += "'\(keyPath)': " }
    text += reason
    // A key may hold any character JSON can escape; a NUL or newline must not reach the terminal.
    return text.escapingControlCharacters
  }
}
