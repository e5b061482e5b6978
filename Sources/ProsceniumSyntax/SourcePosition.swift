/// A 1-based line and column (in UTF-8 bytes, as compilers and Xcode count them) in a file.
public struct SourcePosition: Hashable, Sendable, Codable, Comparable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
