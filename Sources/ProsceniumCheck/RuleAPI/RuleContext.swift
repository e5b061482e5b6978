import ProsceniumSyntax
import SwiftSyntax

/// What a rule knows about the file it checks, and where it reports.
public final class RuleContext {
  /// The path as the user gave it, used in findings.
  public var path: String { file.path }
  public var tree: SourceFileSyntax { file.tree }
  /// The module the file belongs to (from `Package.swift` targets or folders), if known.
  public var module: String? { file.module }
  /// Whether the file belongs to a test target or test folder.
  public var isTestFile: Bool { file.isTestFile }
  public var settings: ProjectSettings { file.settings }
  /// Whether the file's text mentions `proscenium:` at all, so rules about suppression comments
  /// can skip the other files without walking their trivia.
  public var mentionsDirectives: Bool { file.mentionsDirectives }
  /// Every rule id of the run's catalogue (built-in and custom rules), when the engine knows it,
  /// for rules that judge the ids suppression comments name.
  package var knownRuleIDs: Set<String>? { file.knownRuleIDs }

  let ruleID: String
  let severity: Severity
  /// What every rule's context of this file shares: one object per file rather than a copy of
  /// each field per rule (the engine makes a context for every rule of every file).
  let file: CheckedFile
  private(set) var findings: [Finding] = []
  private(set) var deferred: [(Finding, IndexCondition)] = []

  init(file: CheckedFile, ruleID: String, severity: Severity) {
    self.file = file
    self.ruleID = ruleID
    self.severity = severity
  }

  /// A value computed once per file and shared by every rule that asks with the same key, for
  /// work several rules need (one scan of a view's identifiers instead of one per rule).
  ///
  /// The value lives while the file is checked; it may hold syntax nodes of this file. Use a key
  /// that names the helper and its parameters (`"ViewScan:HomeView"`).
  public func shared<Value>(_ key: String, _ make: () -> Value) -> Value {
    if let value = file.sharedValues[key] as? Value { return value }
    let value = make()
    file.sharedValues[key] = value
    return value
  }

  /// Reports a finding spanning `node` (without its leading trivia).
  ///
  /// - Parameters:
  ///   - message: lowercase, no trailing period, code in 'single quotes', saying what to do.
  ///   - condition: a project-wide question the finding depends on; `nil` when the file alone decides.
  public func report(
    _ message: String, at node: some SyntaxProtocol, fix: Fix? = nil, when condition: IndexCondition? = nil
  ) {
    let start = node.positionAfterSkippingLeadingTrivia
    if file.anchors[start.utf8Offset] == nil { file.anchors[start.utf8Offset] = Syntax(node) }
    report(message, from: start, to: node.endPositionBeforeTrailingTrivia, fix: fix, when: condition)
  }

  /// Reports a finding between two positions of the file.
  public func report(
    _ message: String, from start: AbsolutePosition, to end: AbsolutePosition, fix: Fix? = nil,
    when condition: IndexCondition? = nil
  ) {
    let finding = Finding(
      ruleID: ruleID, severity: severity, path: file.path, start: file.locations.position(of: start),
      end: file.locations.position(of: end), offset: start.utf8Offset, message: message, fix: fix)
    if let condition {
      deferred.append((finding, condition))
    } else {
      findings.append(finding)
    }
  }

  /// Whether the source text of `node`, trivia included, contains one of `words` (ASCII case
  /// ignored when asked; the words are then lowercase). A byte search is far cheaper than visiting a subtree's tokens, so a rule
  /// asks it first to rule out the walk: code without the bytes `try` holds no `try`. It may say
  /// yes where the bytes sit in a comment or a longer name; it answers yes when the text is unknown.
  public func text(of node: some SyntaxProtocol, containsAnyOf words: [String], ignoringCase: Bool = false) -> Bool {
    guard let source = file.source else { return true }
    let start = node.position.utf8Offset
    let end = node.endPosition.utf8Offset
    return source.utf8.withContiguousStorageIfAvailable { buffer in
      guard start >= 0, start <= end, end <= buffer.count else { return true }
      let text = UnsafeBufferPointer(rebasing: buffer[start..<end])
      // Unicode case folding can turn a non-ASCII letter into an ASCII one (the Kelvin sign into
      // 'k'): such text is not ruled out.
      if ignoringCase, text.contains(where: { $0 >= 0x80 }) { return true }
      return words.contains { word in
        var word = word
        return word.withUTF8 { ByteSearch.occurs($0, in: text, ignoringCase: ignoringCase) }
      }
    } ?? true
  }

  /// The 1-based line of a position, for rules that measure lengths.
  public func line(of position: AbsolutePosition) -> Int {
    file.locations.line(of: position)
  }
}

/// The file a run is checking, shared by the contexts of all its rules, with the values rules
/// share while it is checked (`RuleContext.shared(_:_:)`).
final class CheckedFile {
  let path: String
  let tree: SourceFileSyntax
  let module: String?
  let isTestFile: Bool
  let settings: ProjectSettings
  let locations: LineTable
  var mentionsDirectives = true
  var knownRuleIDs: Set<String>?
  /// The file's text, for `RuleContext.text(of:containsAnyOf:ignoringCase:)`.
  var source: String?
  var sharedValues: [String: Any] = [:]
  /// A reported node at each offset where a finding starts: its fingerprint finds the first token
  /// from there instead of descending from the file's root.
  var anchors: [Int: Syntax] = [:]
  /// The reading of the call the walk is at, shared by the rules that visit calls, and the node
  /// value it was asked for (`RuleContext.reading(ofCall:)`). Read for every call by every rule
  /// that visits calls, and only ever on the thread checking this file: unchecked access spares
  /// a runtime exclusivity check per read.
  @exclusivity(unchecked) var lastCallReading: CallReading?
  @exclusivity(unchecked) var lastCallNode = Syntax(TokenSyntax.endOfFileToken())

  init(
    path: String, tree: SourceFileSyntax, module: String?, isTestFile: Bool, settings: ProjectSettings,
    locations: LineTable
  ) {
    self.path = path
    self.tree = tree
    self.module = module
    self.isTestFile = isTestFile
    self.settings = settings
    self.locations = locations
  }
}
