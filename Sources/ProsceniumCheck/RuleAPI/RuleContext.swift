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
  private let file: CheckedFile
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
    report(
      message, from: node.positionAfterSkippingLeadingTrivia, to: node.endPositionBeforeTrailingTrivia, fix: fix,
      when: condition)
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
  var sharedValues: [String: Any] = [:]

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
