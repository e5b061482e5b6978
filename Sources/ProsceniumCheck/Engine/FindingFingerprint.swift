import SwiftSyntax

/// The identity of a finding that survives edits elsewhere: the rule, the normalised tokens of the
/// code the finding spans, the signature of its enclosing declaration (its tokens without a body,
/// members, accessors or initial value) and the names of the declarations around that — never its
/// line or column, so moved lines, reformatting and edits to other code leave it unchanged.
///
/// Two identical violations in one declaration share a fingerprint; a baseline tells them apart
/// by their occurrence index (see `Baseline`).
enum FindingFingerprint {
  /// Sets `fingerprint` on each finding of one parsed file, and on the findings that wait on a
  /// project-wide question.
  ///
  /// - Parameter anchors: nodes the rules reported, by the offset they start at; any node that
  ///   holds a finding's start finds the same first token as the root does, in fewer steps.
  static func assign(
    to findings: inout [Finding], deferred: inout [DeferredFinding], tree: SourceFileSyntax, locations: LineTable,
    anchors: [Int: Syntax] = [:]
  ) {
    var contexts = ContextCache(tree: tree, anchors: anchors)
    for index in findings.indices {
      findings[index].fingerprint = fingerprint(
        of: findings[index], tree: tree, locations: locations, contexts: &contexts)
    }
    for index in deferred.indices {
      deferred[index].finding.fingerprint = fingerprint(
        of: deferred[index].finding, tree: tree, locations: locations, contexts: &contexts)
    }
  }

  /// The declaration context of each innermost declaration a finding sits in, computed once per
  /// file: findings gather in a few declarations (a view's body), and reading a declaration's
  /// signature token by token is the dear part of a fingerprint. Kept as the bytes the hash
  /// reads after the finding's own tokens: each part preceded by the parts' separator.
  struct ContextCache {
    fileprivate let tree: SourceFileSyntax
    fileprivate let anchors: [Int: Syntax]
    fileprivate var byDeclaration: [SyntaxIdentifier: [UInt8]] = [:]
    /// The names of a declaration and of those around it, by the declaration: the innermost
    /// declarations of one type share them, and climbing to the file's root for each cost more
    /// than the rest of the context.
    fileprivate var outerNames: [SyntaxIdentifier: [UInt8]] = [:]

    /// The token holding `position`, found from the anchor reported there when it belongs to
    /// this tree (a node a rule built itself would hold positions of another text).
    fileprivate func token(at position: AbsolutePosition) -> TokenSyntax? {
      if let anchor = anchors[position.utf8Offset],
        SyntaxIdentifier.fromIndexInTree(anchor.id.indexInTree, relativeToRoot: tree) == anchor.id
      {
        // A node reported at its own start begins with the token sought: its first token is
        // a few steps down its first children, where `token(at:)` searches every level.
        if let first = anchor.firstToken(viewMode: .sourceAccurate),
          first.positionAfterSkippingLeadingTrivia == position
        {
          return first
        }
        if let token = anchor.token(at: position) { return token }
      }
      return tree.token(at: position)
    }
  }

  /// The fingerprint of a finding in `tree`: a 16-digit hexadecimal hash.
  static func fingerprint(of finding: Finding, tree: SourceFileSyntax, locations: LineTable) -> String {
    var contexts = ContextCache(tree: tree, anchors: [:])
    return fingerprint(of: finding, tree: tree, locations: locations, contexts: &contexts)
  }

  /// `hash([ruleID, own tokens joined by spaces] + context)`, streamed: the same value without
  /// building the joined strings.
  private static func fingerprint(
    of finding: Finding, tree: SourceFileSyntax, locations: LineTable, contexts: inout ContextCache
  ) -> String {
    let start = finding.offset
    let end = max(start, locations.offset(of: finding.end))
    let startPosition = AbsolutePosition(utf8Offset: start)
    guard startPosition < tree.endPosition, let first = contexts.token(at: startPosition) else {
      return hash([finding.ruleID, finding.message])
    }
    var hasher = FNVHasher()
    hasher.add(finding.ruleID)
    hasher.add(Self.partSeparator)
    var token: TokenSyntax? = first
    var isFirst = true
    while let current = token, current.positionAfterSkippingLeadingTrivia.utf8Offset < end || isFirst {
      if current.tokenKind != .endOfFile {
        if !isFirst { hasher.add(UInt8(ascii: " ")) }
        hasher.add(current.text)
        isFirst = false
      }
      token = current.nextToken(viewMode: .sourceAccurate)
    }
    if let innermost = enclosingDeclaration(of: Syntax(first)) {
      let id = innermost.id
      if let known = contexts.byDeclaration[id] {
        hasher.add(known)
      } else {
        let context = contextBytes(of: innermost, contexts: &contexts)
        contexts.byDeclaration[id] = context
        hasher.add(context)
      }
    }
    return hasher.hexDigits
  }

  /// The byte `hash(_:)` mixes in between two parts.
  fileprivate static let partSeparator: UInt8 = 0x1f

  /// The context parts of a declaration as the hash reads them: its signature tokens joined by
  /// spaces, then the kind and name of each declaration around it, each part after a separator.
  private static func contextBytes(of innermost: Syntax, contexts: inout ContextCache) -> [UInt8] {
    // A visitor that skips bodies, members, accessors and initial values: reading children one
    // by one through `children(viewMode:)` cost several times as much per node, and reading a
    // property's tokens one by one (`tokens(viewMode:)`) cost more than the walk.
    let collector = SignatureTokenCollector()
    collector.walk(innermost)
    var bytes = collector.bytes
    if let outer = innermost.parent.flatMap(enclosingDeclaration(of:)) {
      bytes += outerNameBytes(of: outer, contexts: &contexts)
    }
    return bytes
  }

  /// The kind and name of `declaration` and of each declaration around it, innermost first, each
  /// after the parts' separator.
  private static func outerNameBytes(of declaration: Syntax, contexts: inout ContextCache) -> [UInt8] {
    let id = declaration.id
    if let known = contexts.outerNames[id] { return known }
    var bytes: [UInt8] = [partSeparator]
    bytes.append(contentsOf: name(of: declaration).utf8)
    if let outer = declaration.parent.flatMap(enclosingDeclaration(of:)) {
      bytes += outerNameBytes(of: outer, contexts: &contexts)
    }
    contexts.outerNames[id] = bytes
    return bytes
  }

  /// The innermost declaration at or above `node`.
  static func enclosingDeclaration(of node: Syntax) -> Syntax? {
    var current = node
    // The concrete initialiser switches on the kind; the generic `is(_:)` looked up metadata
    // at run time for every ancestor.
    while DeclSyntax(current) == nil {
      guard let parent = current.parent else { return nil }
      current = parent
    }
    return current
  }

  /// What names an outer declaration: its kind and name (`struct HomeView`, `extension HomeView`).
  static func name(of declaration: Syntax) -> String {
    let kind = spelling(of: declaration.kind)
    // The usual enclosing kinds are read directly; the generic protocol cast (thousands of
    // instructions) is left for the rest.
    switch declaration.kind {
    case .structDecl: if let decl = StructDeclSyntax(declaration) { return kind + " " + decl.name.text }
    case .classDecl: if let decl = ClassDeclSyntax(declaration) { return kind + " " + decl.name.text }
    case .enumDecl: if let decl = EnumDeclSyntax(declaration) { return kind + " " + decl.name.text }
    case .actorDecl: if let decl = ActorDeclSyntax(declaration) { return kind + " " + decl.name.text }
    case .protocolDecl: if let decl = ProtocolDeclSyntax(declaration) { return kind + " " + decl.name.text }
    case .functionDecl: if let decl = FunctionDeclSyntax(declaration) { return kind + " " + decl.name.text }
    case .extensionDecl:
      if let decl = ExtensionDeclSyntax(declaration) {
        if let plain = IdentifierTypeSyntax(decl.extendedType), plain.genericArgumentClause == nil {
          return kind + " " + plain.name.text
        }
        return kind + " " + decl.extendedType.trimmedDescription
      }
    case .variableDecl, .initializerDecl, .subscriptDecl, .ifConfigDecl: return kind
    default: break
    }
    if let named = declaration.asProtocol(NamedDeclSyntax.self) { return kind + " " + named.name.text }
    if let extended = declaration.as(ExtensionDeclSyntax.self) {
      return kind + " " + extended.extendedType.trimmedDescription
    }
    return kind
  }

  /// The name of a kind's case (`structDecl`). Interpolating the enum reflects on it, thousands of
  /// instructions a time, so the kinds that enclose declarations are spelled here.
  static func spelling(of kind: SyntaxKind) -> String {
    switch kind {
    case .structDecl: "structDecl"
    case .classDecl: "classDecl"
    case .enumDecl: "enumDecl"
    case .actorDecl: "actorDecl"
    case .protocolDecl: "protocolDecl"
    case .extensionDecl: "extensionDecl"
    case .functionDecl: "functionDecl"
    case .initializerDecl: "initializerDecl"
    case .variableDecl: "variableDecl"
    case .subscriptDecl: "subscriptDecl"
    case .ifConfigDecl: "ifConfigDecl"
    case .macroExpansionDecl: "macroExpansionDecl"
    default: "\(kind)"
    }
  }

  /// FNV-1a, 64 bits, of the parts with a separator byte between them: stable across runs and
  /// platforms (Swift's `Hasher` is seeded per process).
  static func hash(_ parts: [String]) -> String {
    var hasher = FNVHasher()
    for (index, part) in parts.enumerated() {
      if index > 0 { hasher.add(partSeparator) }
      hasher.add(part)
    }
    return hasher.hexDigits
  }
}

/// FNV-1a, 64 bits, fed bytes as they come.
private struct FNVHasher {
  private var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ byte: UInt8) {
    value ^= UInt64(byte)
    value &*= 0x0000_0100_0000_01b3
  }

  mutating func add(_ text: String) {
    var text = text
    text.withUTF8 { add($0) }
  }

  mutating func add(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { add($0) }
  }

  mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
    for byte in bytes { add(byte) }
  }

  /// The value as 16 lowercase hexadecimal digits.
  var hexDigits: String { StableDigest.hex(value) }
}

/// A declaration's signature as the fingerprint hashes it: the parts' separator, then the texts
/// of its tokens in source order, joined by spaces, without what changes as code is written
/// inside it (bodies, members, accessors and initial values). Bytes are appended as tokens come,
/// with no string per token kept.
private final class SignatureTokenCollector: SyntaxVisitor {
  var bytes: [UInt8] = [FindingFingerprint.partSeparator]
  private var isFirst = true

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if token.presence == .present {
      if !isFirst { bytes.append(UInt8(ascii: " ")) }
      isFirst = false
      var text = token.text
      text.withUTF8 { bytes.append(contentsOf: $0) }
    }
    return .skipChildren
  }
}
