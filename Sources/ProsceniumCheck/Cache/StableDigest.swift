/// A 128-bit digest that is the same in every process and on every machine (Swift's `Hasher` is
/// seeded per process, so it cannot key anything written to disk).
///
/// Not cryptographic: the cache lives in the user's own folder and is no trust boundary; the
/// digest only has to tell apart the versions of a file and of a configuration, for which two
/// independent 64-bit lanes and a final avalanche are ample. It reads eight bytes at a time, so
/// hashing every file of a project costs a few milliseconds.
struct StableDigest: Hashable, Sendable, CustomStringConvertible {
  var high: UInt64
  var low: UInt64

  var description: String { Self.hex(high) + Self.hex(low) }

  /// `value` as 16 lowercase hexadecimal digits (finding fingerprints are written so too).
  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The digest of `bytes`.
  static func of(_ bytes: UnsafeRawBufferPointer) -> StableDigest {
    var hasher = StableHasher()
    hasher.combine(bytes)
    return hasher.finalize()
  }

  /// The digest of a string's UTF-8 bytes.
  static func of(_ text: String) -> StableDigest {
    var hasher = StableHasher()
    hasher.combine(text)
    return hasher.finalize()
  }
}

/// Builds a `StableDigest` from several parts; each part is length-prefixed, so `("ab", "c")` and
/// `("a", "bc")` differ.
struct StableHasher {
  private var first: UInt64 = 0x9E37_79B9_7F4A_7C15
  private var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private var length: UInt64 = 0

  private static let firstMultiplier: UInt64 = 0xFF51_AFD7_ED55_8CCD
  private static let secondMultiplier: UInt64 = 0xC4CE_B9FE_1A85_EC53

  @inline(__always)
  private mutating func mix(_ word: UInt64) {
    first = (first ^ word) &* Self.firstMultiplier
    first = (first << 31) | (first >> 33)
    second = (second ^ (word &+ 0x2545_F491_4F6C_DD1D)) &* Self.secondMultiplier
    second = (second << 29) | (second >> 35)
    length &+= 1
  }

  mutating func combine(_ bytes: UnsafeRawBufferPointer) {
    mix(UInt64(bytes.count))
    var offset = 0
    while offset + 8 <= bytes.count {
      mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
      offset += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < bytes.count {
      tail |= UInt64(bytes[offset]) << shift
      shift += 8
      offset += 1
    }
    mix(tail)
  }

  mutating func combine(_ text: String) {
    var text = text
    text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
  }

  mutating func combine(_ value: UInt64) {
    mix(value)
  }

  mutating func combine(_ value: Int) {
    mix(UInt64(bitPattern: Int64(value)))
  }

  mutating func combine(_ value: Bool) {
    mix(value ? 1 : 2)
  }

  mutating func combine(_ digest: StableDigest) {
    mix(digest.high)
    mix(digest.low)
  }

  /// Sorted first, so the digest of a set does not depend on its iteration order.
  mutating func combine(sorted strings: some Collection<String>) {
    mix(UInt64(strings.count))
    for string in strings.sorted() { combine(string) }
  }

  func finalize() -> StableDigest {
    StableDigest(
      high: Self.avalanche(first ^ Self.avalanche(second &+ length)),
      low: Self.avalanche(second ^ (first &* 0x9E37_79B9_7F4A_7C15)))
  }

  private static func avalanche(_ value: UInt64) -> UInt64 {
    var value = value
    value ^= value >> 33
    value &*= 0xFF51_AFD7_ED55_8CCD
    value ^= value >> 33
    value &*= 0xC4CE_B9FE_1A85_EC53
    value ^= value >> 33
    return value
  }
}
