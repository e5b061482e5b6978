/// ANSI styles for terminal output; a disabled style returns text unchanged, so callers never
/// branch on colour themselves.
public struct TerminalStyle: Sendable {
  public var isEnabled: Bool

  public init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  public func bold(_ text: String) -> String { wrap(text, "1") }
  public func dim(_ text: String) -> String { wrap(text, "2") }
  public func red(_ text: String) -> String { wrap(text, "1;31") }
  public func yellow(_ text: String) -> String { wrap(text, "1;33") }
  public func green(_ text: String) -> String { wrap(text, "1;32") }
  public func cyan(_ text: String) -> String { wrap(text, "36") }
  public func underlined(_ text: String) -> String { wrap(text, "4") }

  /// The severity word in its colour: red errors, yellow warnings.
  public func severity(_ severity: Severity) -> String {
    severity == .error ? red(severity.rawValue) : yellow(severity.rawValue)
  }

  private func wrap(_ text: String, _ code: String) -> String {
    isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
