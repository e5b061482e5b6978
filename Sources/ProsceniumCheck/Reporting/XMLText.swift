/// Escaping for the XML formats (JUnit, Checkstyle) and the HTML report.
enum XMLText {
  /// `text` safe inside element content or a double- or single-quoted attribute: markup
  /// characters become entities, line breaks and tabs inside attributes become character
  /// references (so readers keep them), and characters XML 1.0 forbids become U+FFFD.
  static func escaped(_ text: String, attribute: Bool = true) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\n": result += attribute ? "&#10;" : "\n"
      case "\r": result += "&#13;"
      case "\t": result += attribute ? "&#9;" : "\t"
      default:
        let value = scalar.value
        let allowed =
          value >= 0x20 && !(0x7F...0x9F).contains(value) && value != 0xFFFE && value != 0xFFFF
        result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return result
  }
}
