/// Substring search over UTF-8 bytes, for the cheap tests rules run before walking a subtree.
enum ByteSearch {
  /// Whether `needle` occurs in `haystack`; with `ignoringCase`, ASCII letters match either case.
  static func contains(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, ignoringCase: Bool) -> Bool {
    guard let first = needle.first else { return true }
    guard needle.count <= haystack.count else { return false }
    let firstFolded = fold(first, ignoringCase)
    var offset = 0
    let last = haystack.count - needle.count
    while offset <= last {
      if fold(haystack[offset], ignoringCase) == firstFolded {
        var matched = 1
        while matched < needle.count, fold(haystack[offset + matched], ignoringCase) == fold(needle[matched], ignoringCase) {
          matched += 1
        }
        if matched == needle.count { return true }
      }
      offset += 1
    }
    return false
  }

  @inline(__always)
  private static func fold(_ byte: UInt8, _ ignoringCase: Bool) -> UInt8 {
    ignoringCase && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }
}
