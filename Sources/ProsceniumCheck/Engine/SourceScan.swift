import ProsceniumSyntax

/// One cheap pass over a file's bytes before parsing: records where each line starts (the
/// `LineTable` findings are placed with, and the line count), notes whether suppression comments
/// may occur, and runs the `NestingGuard` that refuses code the parser would recurse on too deeply.
struct SourceScan {
  /// Lines as the parser counts them (`\n`, `\r\n` and a lone `\r` each end one), plus one for a
  /// last line without a line break.
  var lineCount: Int {
    lines.lineStarts.count - (lines.lineStarts.last == byteCount ? 1 : 0)
  }
  /// The first shape nested or chained past its limit, if any.
  var tooDeep: NestingGuard.Violation?

  /// Where each line starts, for finding positions.
  var lines = LineTable()

  /// Whether the text `proscenium:` occurs, so files without suppression comments skip looking.
  var mentionsDirectives = false

  private var byteCount = 0

  init(_ source: String) {
    var source = source
    self = source.withUTF8 { SourceScan($0) }
  }

  /// - Parameter guardsNesting: whether to run the `NestingGuard` (not needed for a file that
  ///   will not be parsed).
  init(_ bytes: UnsafeBufferPointer<UInt8>, guardsNesting: Bool = true) {
    let marker = Array("proscenium".utf8)
    byteCount = bytes.count
    for offset in bytes.indices {
      switch bytes[offset] {
      case 10:
        lines.startLine(at: offset + 1)
      case 13:  // a `\r` on its own ends a line too; `\r\n` ends it at the `\n`
        if offset + 1 == bytes.count || bytes[offset + 1] != 10 { lines.startLine(at: offset + 1) }
      case 58:  // :
        if !mentionsDirectives, offset >= marker.count, bytes[offset - 1] == marker[marker.count - 1] {
          mentionsDirectives = bytes[(offset - marker.count)..<offset].elementsEqual(marker)
        }
      default: break
      }
    }
    if guardsNesting { tooDeep = NestingGuard.firstViolation(in: bytes) }
  }

  /// The offset of the first byte that is not valid UTF-8, or `nil` if every byte is.
  static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .error: return offset
      case .emptyInput: return nil
      }
    }
  }
}
