/// A problem in a configuration file or in options given on the command line, naming the key
/// path (`rules.view_body_length.options.max_lines`) and, when it looks like a typo, a suggestion.
package struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file the problem is in, when it came from a file.
  package var file: String?
  /// The dotted path of the offending key, empty for the document itself.
  package var keyPath: String
  package var reason: String
  /// A "did you mean" hint or a short instruction.
  package var hint: String?

  package init(file: String? = nil, keyPath: String, reason: String, hint: String? = nil) {
    self.file = file
    self.keyPath = keyPath
    self.reason = reason
    self.hint = hint
  }

  package var description: String {
    var text = ""
    if let file { text += "\(file): " }
    if !keyPath.isEmpty { text += "'\(keyPath)': " }
    text += reason
    // A key may hold any character JSON can escape; a NUL or newline must not reach the terminal.
    return text.escapingControlCharacters
  }
}
