import ProsceniumSyntax
import SwiftSyntax

/// Finds identifier tokens of a declaration that contain a word, by looking for the word in the
/// declaration's text and reading only the tokens where it occurs.
///
/// Rules ask whether a view's identifiers mention loading or an error. Walking every token of a
/// view with the toolchain's unspecialised SwiftSyntax cost hundreds of thousands of instructions
/// per view; the words occur in a handful of places, and most views are settled by the first.
struct IdentifierSearch {
  private let node: Syntax
  private let text: [UInt8]
  /// Whether the text is ASCII. Unicode lowercasing can turn a non-ASCII letter into an ASCII one
  /// (the Kelvin sign into 'k'), so callers read other text token by token.
  let isASCII: Bool

  init(_ node: some SyntaxProtocol) {
    self.node = Syntax(node)
    text = node.syntaxTextBytes
    isASCII = !text.contains { $0 >= 0x80 }
  }

  /// Whether an identifier token contains one of `words` (lowercase ASCII letters), ignoring
  /// ASCII case, and passes `accept`. Only for ASCII text (`isASCII`).
  ///
  /// The text is read once for all the words: a byte that starts none of them (most bytes) is
  /// passed over with one table lookup.
  func hasIdentifier(containingAnyOf words: [String], where accept: (TokenSyntax) -> Bool = { _ in true }) -> Bool {
    let needles = words.map { Array($0.utf8) }.filter { !$0.isEmpty }
    var starts = [Bool](repeating: false, count: 256)
    for needle in needles { starts[Int(needle[0])] = true }
    let start = node.position.utf8Offset
    return text.withUnsafeBufferPointer { bytes in
      for offset in bytes.indices where starts[Int(ByteSearch.lowercasedASCII(bytes[offset]))] {
        for needle in needles where needle.count <= bytes.count - offset {
          var matched = 0
          while matched < needle.count, ByteSearch.lowercasedASCII(bytes[offset + matched]) == needle[matched] {
            matched += 1
          }
          guard matched == needle.count,
            let token = identifier(covering: start + offset..<start + offset + needle.count)
          else { continue }
          if accept(token) { return true }
        }
      }
      return false
    }
  }

  /// The identifier token whose text holds the bytes at `range`, if there is one.
  private func identifier(covering range: Range<Int>) -> TokenSyntax? {
    guard let token = node.token(at: AbsolutePosition(utf8Offset: range.lowerBound)),
      case .identifier = token.tokenKind,
      token.positionAfterSkippingLeadingTrivia.utf8Offset <= range.lowerBound,
      range.upperBound <= token.endPositionBeforeTrailingTrivia.utf8Offset
    else { return nil }
    return token
  }
}
