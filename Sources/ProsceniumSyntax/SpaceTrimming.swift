extension Substring {
  /// The text without leading and trailing spaces.
  ///
  /// Reads UTF-8 bytes: a space is one byte, so the bounds it finds always fall between characters,
  /// and no character-by-character or reversed view of the text is built (the generic versions cost
  /// a run's start-up millions of instructions in metadata alone).
  package var trimmingSpaces: String {
    let bytes = utf8
    let space = UInt8(ascii: " ")
    guard let first = bytes.firstIndex(where: { $0 != space }),
      let last = bytes.lastIndex(where: { $0 != space })
    else { return "" }
    return String(self[first..<bytes.index(after: last)])
  }
}
