/// A replacement of a byte range of a file's UTF-8 text, the unit of every fix and generated change.
///
/// Edits are planned first and applied later, so a rule or the generator never touches a file.
public struct TextEdit: Hashable, Sendable, Codable {
  /// The UTF-8 offset where the replaced range starts.
  public var start: Int
  /// The UTF-8 offset one past the replaced range.
  public var end: Int
  /// The text that takes the range's place.
  public var replacement: String

  public init(start: Int, end: Int, replacement: String) {
    self.start = start
    self.end = end
    self.replacement = replacement
  }

  /// An insertion at `offset`.
  public static func insert(_ text: String, at offset: Int) -> TextEdit {
    TextEdit(start: offset, end: offset, replacement: text)
  }

  /// Whether this edit's range touches `other`'s range, so that both cannot be applied together.
  public func overlaps(_ other: TextEdit) -> Bool {
    if start == end || other.start == other.end {
      return start == other.start || (start > other.start && start < other.end)
        || (other.start > start && other.start < end)
    }
    return start < other.end && other.start < end
  }
}

extension TextEdit {
  /// Applies non-overlapping edits to `text`; edits that overlap an earlier one (in the order
  /// given) are skipped and returned, so a caller can run another round.
  ///
  /// - Returns: the edited text and the edits that were not applied.
  public static func apply(_ edits: [TextEdit], to text: String) -> (text: String, skipped: [TextEdit]) {
    var accepted: [TextEdit] = []
    var skipped: [TextEdit] = []
    for edit in edits {
      if accepted.contains(where: { $0.overlaps(edit) }) || edit.start < 0 || edit.end < edit.start {
        skipped.append(edit)
      } else {
        accepted.append(edit)
      }
    }
    var bytes = Array(text.utf8)
    for edit in accepted.sorted(by: { $0.start > $1.start }) where edit.end <= bytes.count {
      bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
    }
    return (String(decoding: bytes, as: UTF8.self), skipped)
  }
}
