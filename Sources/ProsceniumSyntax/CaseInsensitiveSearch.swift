/// Substring tests on identifiers without allocating a lowercased copy.
///
/// Rules ask "does this name mention `error`?" of many identifiers per file. `lowercased()`
/// allocates a string each time, and `contains(_:)` on `String` resolves to Foundation's
/// `range(of:)` wherever Foundation is visible, which bridges to `NSString`; both showed up in
/// the checker's profile. These work on the UTF-8 bytes instead.
extension String {
  /// Whether `fragment` (lowercase ASCII) occurs in this string, ignoring case.
  ///
  /// The search is over UTF-8 bytes, not characters (`ByteSearch.occursIgnoringCase`).
  package func containsIgnoringCase(_ fragment: String) -> Bool {
    var text = self
    var fragment = fragment
    return text.withUTF8 { bytes in fragment.withUTF8 { ByteSearch.occursIgnoringCase($0, in: bytes) } }
  }

  /// Whether `fragment` occurs in this string, byte for byte (case-sensitive).
  package func containsBytes(_ fragment: String) -> Bool {
    var text = self
    var fragment = fragment
    return text.withUTF8 { bytes in
      fragment.withUTF8 { needle in ByteSearch.occurs(needle, in: bytes, ignoringCase: false) }
    }
  }
}

extension Substring {
  /// Whether `fragment` (lowercase ASCII) occurs in this text, ignoring case, as
  /// `String.containsIgnoringCase` (a path's folder names are substrings).
  package func containsIgnoringCase(_ fragment: String) -> Bool {
    var text = self
    var fragment = fragment
    return text.withUTF8 { bytes in fragment.withUTF8 { ByteSearch.occursIgnoringCase($0, in: bytes) } }
  }
}

/// Substring search over UTF-8 bytes: the one loop behind the string tests above and the byte
/// tests rules run on a file's text before walking a subtree.
package enum ByteSearch {
  /// Whether `needle` occurs in `bytes`; with `ignoringCase`, `needle` must be lowercase ASCII and
  /// ASCII letters of `bytes` match either case.
  package static func occurs(
    _ needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, ignoringCase: Bool
  ) -> Bool {
    guard let first = needle.first else { return true }
    guard needle.count <= bytes.count else { return false }
    @inline(__always) func folded(_ byte: UInt8) -> UInt8 {
      ignoringCase ? lowercasedASCII(byte) : byte
    }
    for start in 0...(bytes.count - needle.count) where folded(bytes[start]) == first {
      var offset = 1
      while offset < needle.count, folded(bytes[start + offset]) == needle[offset] { offset += 1 }
      if offset == needle.count { return true }
    }
    return false
  }

  /// Whether `needle` (lowercase ASCII) occurs in `bytes`, ignoring case. Text with non-ASCII
  /// bytes, whose lowercasing may change its length, is lowercased first (the slower path).
  package static func occursIgnoringCase(_ needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    if bytes.contains(where: { $0 >= 0x80 }) {
      return String(decoding: bytes, as: UTF8.self).lowercased().utf8.firstRange(of: needle) != nil
    }
    return occurs(needle, in: bytes, ignoringCase: true)
  }

  /// Whether `word`'s bytes stand in `bytes` at `position` (false when they would run past the
  /// end): a fixed spelling compared in place, with no array made of it.
  @inlinable
  package static func spells(_ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
    let count = word.utf8CodeUnitCount
    guard position >= 0, position + count <= bytes.count else { return false }
    let spelling = word.utf8Start
    for offset in 0..<count where bytes[position + offset] != spelling[offset] { return false }
    return true
  }

  /// `byte` with an ASCII capital letter made lowercase; any other byte as it is.
  @inlinable
  package static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }
}
