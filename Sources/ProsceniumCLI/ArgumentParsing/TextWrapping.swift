/// Wraps prose to a width for help pages and `explain`, keeping indented lines (code, tables) as
/// they are.
enum TextWrapping {
  /// The width help and `explain` are wrapped to.
  static let width = 80

  /// Wraps each paragraph of `text` (paragraphs are separated by blank lines) so no line exceeds
  /// `width`, prefixing every line with `indent`. Lines that start with a space are not rewrapped.
  static func wrap(_ text: String, width: Int = TextWrapping.width, indent: String = "") -> String {
    var output: [String] = []
    var paragraph: [Substring] = []
    func flush() {
      guard !paragraph.isEmpty else { return }
      output += wrapWords(paragraph.joined(separator: " "), width: width, indent: indent)
      paragraph = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.allSatisfy({ $0 == " " }) {
        flush()
        output.append("")
      } else if line.first == " " {
        flush()
        output.append(indent + line)
      } else {
        paragraph.append(line)
      }
    }
    flush()
    return output.joined(separator: "\n")
  }

  /// Greedy word wrap of one paragraph; a word longer than the width gets a line of its own.
  ///
  /// - Parameter continuation: the indent of every line after the first; `indent` when `nil`.
  static func wrapWords(_ text: String, width: Int, indent: String, continuation: String? = nil) -> [String] {
    var lines: [String] = []
    var current = ""
    var lead = indent
    for word in text.split(separator: " ") {
      if current.isEmpty {
        current = String(word)
      } else if lead.count + current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(lead + current)
        lead = continuation ?? indent
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(lead + current) }
    return lines
  }

  /// Two columns: `label` padded to `labelWidth`, then `text` wrapped beside it; a label too
  /// long for its column puts the text on the next lines.
  static func columns(label: String, text: String, indent: Int = 2, labelWidth: Int = 24) -> [String] {
    let textIndent = String(repeating: " ", count: indent + labelWidth)
    let wrapped = wrapWords(text, width: width, indent: textIndent)
    let lead = String(repeating: " ", count: indent) + label
    guard let first = wrapped.first else { return [lead] }
    if label.count < labelWidth {
      return [lead + String(repeating: " ", count: labelWidth - label.count) + first.dropFirst(textIndent.count)]
        + wrapped.dropFirst()
    }
    return [lead] + wrapped
  }
}
