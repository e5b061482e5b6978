import SwiftParser
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

  /// A reported node only shortens the search for a finding's first token: every node holding the
  /// start, or one of another tree, gives the fingerprint the root gives.
  @Test func anchorsLeaveFingerprintsAsTheRootGivesThem() throws {
    let source = """
      struct HomeView: View {
        var body: some View {
          Text("Hello").padding(4)
        }
      }
      """
    let tree = Parser.parse(source: source)
    let locations = SourceScan(source).lines
    let call = try #require(tree.tokens(viewMode: .sourceAccurate).first { $0.text == "padding" }?.parent?.parent)
    let start = call.positionAfterSkippingLeadingTrivia
    let finding = Finding(
      ruleID: "some_rule", severity: .warning, path: "HomeView.swift", start: locations.position(of: start),
      end: locations.position(of: call.endPositionBeforeTrailingTrivia), offset: start.utf8Offset, message: "m")
    // Another text whose tokens cover the same offsets with other words.
    let foreign = Parser.parse(source: String(repeating: "let other = 1\n", count: 20)).statements.first!.root
    func fingerprint(anchor: Syntax?) -> String? {
      var findings = [finding]
      var deferred: [DeferredFinding] = []
      let anchors = anchor.map { [start.utf8Offset: $0] } ?? [:]
      FindingFingerprint.assign(
        to: &findings, deferred: &deferred, tree: tree, locations: locations, anchors: anchors)
      return findings[0].fingerprint
    }
    let fromRoot = fingerprint(anchor: nil)
    #expect(fromRoot != nil)
    #expect(fingerprint(anchor: Syntax(call)) == fromRoot)
    #expect(fingerprint(anchor: Syntax(call.parent!)) == fromRoot)
    #expect(fingerprint(anchor: Syntax(foreign)) == fromRoot)
    #expect(FindingFingerprint.fingerprint(of: finding, tree: tree, locations: locations) == fromRoot)
  }
}
