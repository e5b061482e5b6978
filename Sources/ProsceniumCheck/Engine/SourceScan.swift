import ProsceniumSyntax

/// One cheap pass over a file's bytes before parsing: counts lines, records where each line
/// starts (the `LineTable` findings are placed with) and finds the first place where brackets
/// nest deeper than the engine accepts.
///
/// SwiftParser limits nesting while building the tree, but its lookahead (deciding whether
/// `[[[…` starts a type) recurses without that limit and can overflow even a large stack. A file
/// nested this deeply cannot parse anyway, so the engine reports it without parsing it. Brackets
/// in comments and strings are counted too; no real file comes near the limit with them.
struct SourceScan {
  /// Deeper than this, a file is reported as unparsable without being parsed. SwiftParser's own
  /// limit is lower, so no file that would parse is refused.
  static let maximumBracketDepth = 1_000

  /// Lines as `wc -l` counts them, plus one for a last line without a newline.
  var lineCount = 0
  /// Where brackets first nest deeper than `maximumBracketDepth`, if they do.
  var tooDeep: (offset: Int, position: SourcePosition)?

  /// Where each line starts, for finding positions.
  var lines = LineTable()

  /// Whether the text `proscenium:` occurs, so files without suppression comments skip looking.
  var mentionsDirectives = false

  init(_ source: String) {
    var source = source
    self = source.withUTF8 { SourceScan($0) }
  }

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    let marker = Array("proscenium".utf8)
    var newlines = 0
    var depth = 0
    var lineStart = 0
    for offset in bytes.indices {
      switch bytes[offset] {
      case 10:
        newlines += 1
        lineStart = offset + 1
        lines.startLine(at: offset + 1)
      case 13:  // a `\r` on its own ends a line too; `\r\n` ends it at the `\n`
        if offset + 1 == bytes.count || bytes[offset + 1] != 10 { lines.startLine(at: offset + 1) }
      case 40, 91, 123:  // ( [ {
        depth += 1
        if depth > Self.maximumBracketDepth, tooDeep == nil {
          tooDeep = (offset, SourcePosition(line: newlines + 1, column: offset - lineStart + 1))
        }
      case 41, 93, 125:  // ) ] }
        depth = max(0, depth - 1)
      case 58:  // :
        if !mentionsDirectives, offset >= marker.count, bytes[offset - 1] == marker[marker.count - 1] {
          mentionsDirectives = bytes[(offset - marker.count)..<offset].elementsEqual(marker)
        }
      default: break
      }
    }
    lineCount = newlines + (bytes.last.map { $0 == 10 ? 0 : 1 } ?? 0)
  }

  /// The position of the first byte that is not valid UTF-8, or `nil` if every byte is.
  static func firstInvalidUTF8(in bytes: [UInt8]) -> (offset: Int, position: SourcePosition)? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    var line = 1
    var lineStart = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if encoded.count == 1, encoded.first == 10 {
          line += 1
          lineStart = offset + 1
        }
        offset += encoded.count
      case .error:
        return (offset, SourcePosition(line: line, column: offset - lineStart + 1))
      case .emptyInput:
        return nil
      }
    }
  }
}
