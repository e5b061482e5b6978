import Foundation

/// Reads the lines of the files findings point at, for the formats that need more than a
/// finding's position: SARIF converts byte columns to UTF-16 columns, HTML shows code excerpts.
///
/// The reader is a closure so tests can hand in text without touching the disk. A file that
/// cannot be read gives `nil`, and formats then fall back to what the finding alone says.
package struct SourceLines: Sendable {
  private let read: @Sendable (String) -> [Substring]?

  package init(read: @escaping @Sendable (String) -> [Substring]?) {
    self.read = read
  }

  /// The lines of `path`, without their line breaks; `nil` when it cannot be read as UTF-8.
  package func lines(of path: String) -> [Substring]? {
    read(path)
  }

  /// Reads each file from disk (paths relative to the current folder), decoding it as UTF-8.
  package static let disk = SourceLines { path in
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
    else { return nil }
    return splitLines(text)
  }

  /// Lines given in memory, by path: for tests and for tools that hold the text already.
  package static func inMemory(_ files: [String: String]) -> SourceLines {
    SourceLines { path in files[path].map(splitLines) }
  }

  /// A reader that never has the text.
  package static let none = SourceLines { _ in nil }

  /// Splits on "\n", "\r\n" and "\r", the line breaks the parser counts.
  static func splitLines(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "\n" || character == "\r\n" || character == "\r" {
        lines.append(text[start..<index])
        index = text.index(after: index)
        start = index
      } else {
        index = text.index(after: index)
      }
    }
    lines.append(text[start..<text.endIndex])
    return lines
  }
}

/// The lines of each file read once per report, however many findings point into it.
final class SourceLineCache {
  private let source: SourceLines
  private var files: [String: [Substring]?] = [:]

  init(_ source: SourceLines) {
    self.source = source
  }

  func lines(of path: String) -> [Substring]? {
    if let known = files[path] { return known }
    let read = source.lines(of: path)
    files[path] = read
    return read
  }

  /// The 1-based UTF-16 column of a 1-based UTF-8 byte `column` on `line` of `path`, as SARIF
  /// readers count; the byte column itself when the line is unknown or the column lies past it.
  func utf16Column(path: String, line: Int, column: Int) -> Int {
    guard let lines = lines(of: path), line >= 1, line <= lines.count else { return column }
    let bytes = lines[line - 1].utf8
    guard column >= 1, column - 1 <= bytes.count else { return column }
    return String(decoding: bytes.prefix(column - 1), as: UTF8.self).utf16.count + 1
  }
}
