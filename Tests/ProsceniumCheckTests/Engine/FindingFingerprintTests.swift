import SwiftSyntax
import Testing

@testable import ProsceniumCheck

@Suite struct FindingFingerprintTests {
  /// The spelled kinds must read exactly as the interpolated enum did, or every baseline written
  /// before would stop matching.
  @Test(arguments: [
    SyntaxKind.structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .functionDecl,
    .initializerDecl, .variableDecl, .subscriptDecl, .ifConfigDecl, .macroExpansionDecl, .typeAliasDecl,
  ])
  func kindsAreSpelledAsTheirCaseNames(kind: SyntaxKind) {
    #expect(FindingFingerprint.spelling(of: kind) == "\(kind)")
  }
}
