/// Reads what `CacheByteWriter` wrote, checking every step: a read past the end, an integer too
/// long, a count larger than the bytes left could hold, a string that is not UTF-8 or a table
/// position that does not exist throws `Malformed` instead of trusting the bytes. A cache file is
/// only read after its digest matched, but the reader must not depend on that to stay safe.
///
/// It reads borrowed memory: use it only inside the `withUnsafeBytes` that gave it the bytes.
struct CacheByteReader {
  struct Malformed: Error {}

  private let bytes: UnsafeRawBufferPointer
  private var position = 0
  private var table: [String] = []

  /// Starts reading a body, taking its string table first.
  init(body: UnsafeRawBufferPointer) throws {
    bytes = body
    let count = try self.count()
    table.reserveCapacity(count)
    for _ in 0..<count {
      let length = try self.count()
      let string = UnsafeRawBufferPointer(rebasing: bytes[position..<position + length])
        .withMemoryRebound(to: UInt8.self) { String(validating: $0, as: UTF8.self) }
      guard let string else { throw Malformed() }
      table.append(string)
      position += length
    }
  }

  /// Whether every byte was read: a body with bytes left over is not one this format wrote.
  var isAtEnd: Bool { position == bytes.count }

  mutating func byte() throws -> UInt8 {
    guard position < bytes.count else { throw Malformed() }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func unsigned() throws -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let byte = try self.byte()
      let bits = UInt64(byte & 0x7F)
      // The tenth byte may carry only the top bit of a 64-bit value.
      guard shift < 63 || (shift == 63 && bits <= 1) else { throw Malformed() }
      value |= bits << shift
      if byte & 0x80 == 0 { return value }
      shift += 7
    }
  }

  mutating func int() throws -> Int {
    let zigzag = try unsigned()
    let wide = Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1)))
    guard let value = Int(exactly: wide) else { throw Malformed() }
    return value
  }

  /// A count of things still to read; each takes at least one byte, so a count above the bytes
  /// left is damage (and must not size an allocation).
  mutating func count() throws -> Int {
    let value = try unsigned()
    guard value <= UInt64(bytes.count - position) else { throw Malformed() }
    return Int(value)
  }

  mutating func bool() throws -> Bool {
    switch try byte() {
    case 0: return false
    case 1: return true
    default: throw Malformed()
    }
  }

  mutating func digest() throws -> StableDigest {
    let high = try fixed64()
    let low = try fixed64()
    return StableDigest(high: high, low: low)
  }

  mutating func string() throws -> String {
    let index = try unsigned()
    guard index < UInt64(table.count) else { throw Malformed() }
    return table[Int(index)]
  }

  mutating func optionalString() throws -> String? {
    let index = try unsigned()
    if index == 0 { return nil }
    guard index <= UInt64(table.count) else { throw Malformed() }
    return table[Int(index - 1)]
  }

  mutating func strings() throws -> [String] {
    let count = try self.count()
    var values: [String] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(try string()) }
    return values
  }

  mutating func stringSet() throws -> Set<String> {
    let count = try self.count()
    var values = Set<String>(minimumCapacity: count)
    for _ in 0..<count { values.insert(try string()) }
    return values
  }

  mutating func fixed64() throws -> UInt64 {
    guard bytes.count - position >= 8 else { throw Malformed() }
    defer { position += 8 }
    return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
  }

  mutating func fixed32() throws -> UInt32 {
    guard bytes.count - position >= 4 else { throw Malformed() }
    defer { position += 4 }
    return UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self))
  }
}
