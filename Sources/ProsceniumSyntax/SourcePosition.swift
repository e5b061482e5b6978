/// A 1-based line and column (in UTF-8 bytes, as compilers and Xcode count them) in a file.
package struct SourcePosition: Hashable, Sendable, Codable, Comparable {
  package var line: Int
  package var column: Int

  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
