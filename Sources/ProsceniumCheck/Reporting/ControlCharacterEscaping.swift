extension String {
  /// The text with control characters written as escapes (`\n`, `\r`, `\t`, `\u{1B}`), for
  /// line-based output: a file name or configuration key holding a newline or a NUL must not
  /// split a record or reach a terminal raw. Text without control characters is returned as is.
  package var escapingControlCharacters: String {
    guard unicodeScalars.contains(where: \.isControlCharacter) else { return self }
    var escaped = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case _ where scalar.isControlCharacter:
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}

extension Unicode.Scalar {
  fileprivate var isControlCharacter: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }
}
