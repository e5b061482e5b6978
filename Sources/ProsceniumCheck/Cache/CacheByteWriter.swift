/// Writes the body of a cache file: little-endian, variable-length integers, and each distinct
/// string once in a table at the front, referred to by its position everywhere else.
///
/// The same paths, module names, rule identifiers and type names recur thousands of times in a
/// project's cache; writing each once keeps the file small and lets the reader make each `String`
/// once. No `Codable`: encoding the cache that way cost more than the warm run it served.
struct CacheByteWriter {
  private var bytes: [UInt8] = []
  private var positions: [String: Int] = [:]
  private var table: [String] = []

  init() {
    bytes.reserveCapacity(1 << 16)
    // A file's outcome names a hundred strings or so: growing the table from empty rehashed
    // every string written so far at each doubling.
    positions.reserveCapacity(256)
  }

  mutating func byte(_ value: UInt8) {
    bytes.append(value)
  }

  /// An unsigned LEB128 integer: seven bits a byte, low bits first, the high bit set on every
  /// byte but the last.
  mutating func unsigned(_ value: UInt64) {
    Self.appendUnsigned(value, to: &bytes)
  }

  /// A signed integer, zigzag-mapped so small negative numbers stay short.
  mutating func int(_ value: Int) {
    let wide = Int64(value)
    unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
  }

  mutating func count(_ value: Int) {
    unsigned(UInt64(value))
  }

  mutating func bool(_ value: Bool) {
    bytes.append(value ? 1 : 0)
  }

  mutating func digest(_ value: StableDigest) {
    Self.appendFixed(value.high, to: &bytes)
    Self.appendFixed(value.low, to: &bytes)
  }

  /// A string, as its position in the table.
  mutating func string(_ value: String) {
    unsigned(UInt64(position(of: value)))
  }

  /// `0` for `nil`, else the string's position plus one.
  mutating func optionalString(_ value: String?) {
    guard let value else { return unsigned(0) }
    unsigned(UInt64(position(of: value)) + 1)
  }

  mutating func strings(_ values: some Collection<String>) {
    count(values.count)
    for value in values { string(value) }
  }

  /// A set's strings in sorted order, so equal contents always give equal bytes.
  mutating func sortedStrings(_ values: Set<String>) {
    strings(values.sorted())
  }

  private mutating func position(of value: String) -> Int {
    // One hash of the string, whether it is new or known: the defaulted subscript finds or makes
    // its slot in a single lookup.
    let next = table.count
    let position = Self.settle(&positions[value, default: next])
    if position == next { table.append(value) }
    return position
  }

  private static func settle(_ slot: inout Int) -> Int { slot }

  /// The body: the string table (its count, then each string as its UTF-8 length and bytes),
  /// then everything written.
  func finish() -> [UInt8] {
    var body: [UInt8] = []
    body.reserveCapacity(bytes.count + table.count * 12 + 8)
    Self.appendUnsigned(UInt64(table.count), to: &body)
    for var string in table {
      string.withUTF8 { utf8 in
        Self.appendUnsigned(UInt64(utf8.count), to: &body)
        body.append(contentsOf: utf8)
      }
    }
    body.append(contentsOf: bytes)
    return body
  }

  static func appendUnsigned(_ value: UInt64, to bytes: inout [UInt8]) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  static func appendFixed(_ value: UInt64, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }

  static func appendFixed(_ value: UInt32, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 32, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
    }
  }
}
