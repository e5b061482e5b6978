/// Whether a name starts with a capital letter: the test that tells types (`HomeView`) from
/// values (`homeView`) in syntax that has no types.
///
/// `first?.isUppercase` builds a `Character` (grapheme breaking) and asks Unicode's tables; rules
/// ask it of most calls and references in a file. ASCII names are answered from the first byte.
extension StringProtocol {
  @inlinable
  package var startsUppercase: Bool {
    guard let byte = utf8.first else { return false }
    if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    return first?.isUppercase == true
  }
}
