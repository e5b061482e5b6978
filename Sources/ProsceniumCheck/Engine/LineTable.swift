import ProsceniumSyntax
import SwiftSyntax

/// Where each line of a file starts, gathered in the engine's byte pass (`SourceScan`), so that
/// turning an offset into a line and column is a binary search.
///
/// SwiftSyntax's `SourceLocationConverter` builds the same table by walking the whole tree again
/// (and copying its text); every file with a finding paid for that walk. Lines end where
/// SwiftSyntax ends them: at `\n`, at `\r\n`, and at a `\r` on its own. Columns are 1-based UTF-8
/// byte columns, as compilers and Xcode count them.
struct LineTable: Sendable {
  /// The UTF-8 offset at which each line starts; the first is always 0.
  private(set) var lineStarts: [Int] = [0]

  init() {}

  /// Records that a line starts at `offset`.
  mutating func startLine(at offset: Int) {
    lineStarts.append(offset)
  }

  /// The 1-based line and column of a UTF-8 offset.
  func position(ofOffset offset: Int) -> SourcePosition {
    // The last line start at or before `offset`.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return SourcePosition(line: low + 1, column: offset - lineStarts[low] + 1)
  }

  func position(of position: AbsolutePosition) -> SourcePosition {
    self.position(ofOffset: position.utf8Offset)
  }

  /// The UTF-8 offset of a 1-based line and column (the inverse of `position(ofOffset:)`).
  func offset(of position: SourcePosition) -> Int {
    guard position.line >= 1, position.line <= lineStarts.count else { return 0 }
    return lineStarts[position.line - 1] + position.column - 1
  }

  /// The 1-based line of a position.
  func line(of position: AbsolutePosition) -> Int {
    self.position(ofOffset: position.utf8Offset).line
  }
}
