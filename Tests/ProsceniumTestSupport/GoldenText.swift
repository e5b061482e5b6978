import Testing

/// Compares output with its golden text and, on mismatch, records a line-by-line diff
/// (`-` expected, `+` actual) instead of two walls of text.
package func expectGolden(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
  guard actual != expected else { return }
  Issue.record(
    Comment(rawValue: "output differs from golden text:\n" + lineDiff(expected: expected, actual: actual)),
    sourceLocation: sourceLocation)
}

/// A simple aligned diff: equal lines are prefixed with two spaces, differing ones shown as a
/// `-`/`+` pair; invisible differences (trailing spaces, escapes) are made visible.
package func lineDiff(expected: String, actual: String) -> String {
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var lines: [String] = []
  for index in 0..<max(expectedLines.count, actualLines.count) {
    let left = index < expectedLines.count ? String(expectedLines[index]) : nil
    let right = index < actualLines.count ? String(actualLines[index]) : nil
    if left == right, let left {
      lines.append("  " + left)
      continue
    }
    if let left { lines.append("- " + visible(left)) }
    if let right { lines.append("+ " + visible(right)) }
  }
  return lines.joined(separator: "\n")
}

private func visible(_ line: String) -> String {
  var text = line.replacing("\u{1B}", with: "\\e")
  if text.last == " " { text += "⏎" }
  return text
}
