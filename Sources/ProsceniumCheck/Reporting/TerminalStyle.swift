/// ANSI styles for terminal output; a disabled style returns text unchanged, so callers never
/// branch on colour themselves.
package struct TerminalStyle: Sendable {
  package var isEnabled: Bool

  package init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  package func bold(_ text: String) -> String { wrap(text, "1") }
  package func dim(_ text: String) -> String { wrap(text, "2") }
  package func red(_ text: String) -> String { wrap(text, "1;31") }
  package func yellow(_ text: String) -> String { wrap(text, "1;33") }
  package func green(_ text: String) -> String { wrap(text, "1;32") }
  package func cyan(_ text: String) -> String { wrap(text, "36") }
  package func underlined(_ text: String) -> String { wrap(text, "4") }

  /// The severity word in its colour: red errors, yellow warnings.
  package func severity(_ severity: Severity) -> String {
    severity == .error ? red(severity.rawValue) : yellow(severity.rawValue)
  }

  private func wrap(_ text: String, _ code: String) -> String {
    isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
