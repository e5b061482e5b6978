import SwiftSyntax

/// The identity of a finding that survives edits elsewhere: the rule, the normalised tokens of the
/// code the finding spans, and those of its enclosing declaration — never its line or column, so
/// moved lines, reformatting and edits to other declarations leave it unchanged.
///
/// Two identical violations in one declaration share a fingerprint; a baseline tells them apart
/// by their occurrence index (see `Baseline`).
enum FindingFingerprint {
  /// Sets `fingerprint` on each finding of one parsed file.
  static func assign(to findings: inout [Finding], tree: SourceFileSyntax, locations: LineTable) {
    for index in findings.indices {
      findings[index].fingerprint = fingerprint(of: findings[index], tree: tree, locations: locations)
    }
  }

  /// The fingerprint of a finding in `tree`: a 16-digit hexadecimal hash.
  static func fingerprint(of finding: Finding, tree: SourceFileSyntax, locations: LineTable) -> String {
    let start = finding.offset
    let end = max(start, locations.offset(of: finding.end))
    let startPosition = AbsolutePosition(utf8Offset: start)
    guard startPosition < tree.endPosition, let first = tree.token(at: startPosition) else {
      return hash([finding.ruleID, finding.message])
    }
    var own: [String] = []
    var token: TokenSyntax? = first
    while let current = token, current.positionAfterSkippingLeadingTrivia.utf8Offset < end || own.isEmpty {
      if current.tokenKind != .endOfFile { own.append(current.text) }
      token = current.nextToken(viewMode: .sourceAccurate)
    }
    let enclosing = enclosingDeclaration(of: Syntax(first))
    return hash([finding.ruleID, own.joined(separator: " "), enclosing.map(normalisedTokens(of:)) ?? ""])
  }

  /// The innermost declaration that holds `node` and is not a type, or a type's header (its
  /// attributes, name, generics and inheritance, without the members) when the finding is on a
  /// type: a type's members change too often to identify one of its findings.
  static func enclosingDeclaration(of node: Syntax) -> Syntax? {
    var current: Syntax? = node
    while let candidate = current {
      if candidate.is(DeclSyntax.self) && !candidate.is(MemberBlockItemSyntax.self) {
        return candidate
      }
      current = candidate.parent
    }
    return nil
  }

  /// The token texts of a declaration joined by single spaces, the members of a type left out.
  static func normalisedTokens(of declaration: Syntax) -> String {
    let members = memberBlock(of: declaration).map { $0.position..<$0.endPosition }
    var texts: [String] = []
    for token in declaration.tokens(viewMode: .sourceAccurate) {
      if let members, members.contains(token.position) { continue }
      texts.append(token.text)
    }
    return texts.joined(separator: " ")
  }

  private static func memberBlock(of declaration: Syntax) -> MemberBlockSyntax? {
    declaration.asProtocol(DeclGroupSyntax.self)?.memberBlock
  }

  /// FNV-1a, 64 bits: stable across runs and platforms (Swift's `Hasher` is seeded per process).
  static func hash(_ parts: [String]) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for (index, part) in parts.enumerated() {
      if index > 0 {
        value ^= 0x1f
        value &*= 0x0000_0100_0000_01b3
      }
      for byte in part.utf8 {
        value ^= UInt64(byte)
        value &*= 0x0000_0100_0000_01b3
      }
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
