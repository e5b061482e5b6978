import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Everything one file contributes to a run: its index facts, its findings, and the findings
/// that wait on a project-wide question.
struct FileOutcome: Sendable {
  var facts: FileFacts
  var findings: [Finding]
  var deferred: [DeferredFinding]
  var lineCount: Int
  /// Why the file was indexed but not judged, when it was not (generated code).
  var skipReason: String? = nil
}

struct DeferredFinding: Sendable {
  var finding: Finding
  var condition: IndexCondition
}

/// The id of the rule whose findings the engine raises itself, for files it cannot read or parse
/// (the rule type in `ProsceniumRules` describes it; the engine reports it when it is in a file's
/// rule list, with the severity configured there).
package let unparsableFileRuleID = "unparsable_file"

/// The id of the rule whose findings the engine computes after the walk: suppression directives
/// that silence nothing (the rule type in `ProsceniumRules` describes it; the engine reports it).
package let superfluousSuppressionRuleID = "superfluous_suppression"

/// Parses one file once and walks its tree once, feeding the index collector and every rule.
enum FileChecker {
  struct Input {
    var path: String
    var source: String
    var module: String?
    var isTestFile: Bool
    var settings: ProjectSettings
    var rules: [ConfiguredRule]
    /// The dispatch plan of `rules` for a file like this one (test file or not), when the caller
    /// shares one between files.
    var plan: DispatchPlan? = nil
    /// Every rule id of the run's catalogue, when known.
    var knownRuleIDs: Set<String>? = nil
    /// The tree of `source` when it is parsed already.
    var tree: SourceFileSyntax? = nil
    /// Whether to give each finding its baseline fingerprint.
    var fingerprints = false
  }

  static func check(_ input: Input) -> FileOutcome {
    let scan = SourceScan(input.source)
    let lineCount = scan.lineCount
    let unparsable = input.rules.first { $0.id == unparsableFileRuleID }
    if let violation = scan.tooDeep {
      let position = scan.lines.position(ofOffset: violation.offset)
      let finding = unparsable.map {
        Finding(
          ruleID: $0.id, severity: $0.severity, path: input.path, start: position, end: position,
          offset: violation.offset, message: violation.reason)
      }
      return FileOutcome(
        facts: FileFacts(path: input.path, module: input.module, isTestFile: input.isTestFile),
        findings: finding.map { [$0] } ?? [], deferred: [], lineCount: lineCount)
    }
    let tree = input.tree ?? Parser.parse(source: input.source)
    let locations = scan.lines
    let collector = IndexCollector(path: input.path, module: input.module, isTestFile: input.isTestFile)
    collector.isMainActorByDefault = input.settings.isMainActorByDefault

    // A file with syntax errors is indexed (so other files' questions stay right) but its rules
    // do not run: findings on a recovered tree would be guesses. Its comments still silence
    // `unparsable_file`, like any rule's finding.
    if tree.hasError {
      let plan = DispatchPlan(visitedKinds: [], collectedKinds: IndexCollector.visitedKinds)
      collector.reading(input.source) { DispatchingWalker(collector: collector, plan: plan, rules: []).walk(tree) }
      guard let unparsable else {
        return FileOutcome(facts: collector.facts, findings: [], deferred: [], lineCount: lineCount)
      }
      var finding = unparsableFinding(tree: tree, path: input.path, locations: locations)
      finding.severity = unparsable.severity
      let suppressions = Suppressions(tree: tree, mentionsDirectives: scan.mentionsDirectives) {
        locations.line(of: $0)
      }
      let findings = suppressions.silences(finding.ruleID, onLine: finding.start.line) ? [] : [finding]
      return FileOutcome(facts: collector.facts, findings: findings, deferred: [], lineCount: lineCount)
    }

    // The plan decides which rules run: a rule that does not judge test files is not even made
    // for one. The others' suppressions are judged against the whole list, as if it had run.
    let plan =
      input.plan.flatMap { $0.fits(input.rules, testFile: input.isTestFile) ? $0 : nil }
      ?? DispatchPlan(rules: input.rules, testFile: input.isTestFile)
    var contexts: [RuleContext] = []
    var instances: [any Rule] = []
    contexts.reserveCapacity(plan.judged.count)
    instances.reserveCapacity(plan.judged.count)
    let file = CheckedFile(
      path: input.path, tree: tree, module: input.module, isTestFile: input.isTestFile, settings: input.settings,
      locations: locations)
    file.mentionsDirectives = scan.mentionsDirectives
    file.source = input.source
    file.knownRuleIDs = input.knownRuleIDs
    for position in plan.judged {
      let rule = input.rules[position]
      let context = RuleContext(file: file, ruleID: rule.id, severity: rule.severity)
      contexts.append(context)
      instances.append(rule.make(context))
    }
    collector.reading(input.source) { DispatchingWalker(collector: collector, plan: plan, rules: instances).walk(tree) }
    for instance in instances { instance.finish() }

    let suppressions = Suppressions(tree: tree, mentionsDirectives: scan.mentionsDirectives) {
      locations.line(of: $0)
    }
    var findings: [Finding] = []
    var deferred: [DeferredFinding] = []
    for context in contexts {
      findings += context.findings.filter { !suppressions.silences($0.ruleID, onLine: $0.start.line) }
      deferred += context.deferred.filter { !suppressions.silences($0.0.ruleID, onLine: $0.0.start.line) }
        .map { DeferredFinding(finding: $0.0, condition: $0.1) }
    }
    // Without a directive there is nothing superfluous to find.
    if !suppressions.regions.isEmpty,
      let superfluous = input.rules.first(where: { $0.id == superfluousSuppressionRuleID })
    {
      findings += superfluousSuppressions(
        suppressions, rule: superfluous, contexts: contexts, running: Set(input.rules.map(\.id)), path: input.path,
        locations: locations)
    }
    if input.fingerprints {
      FindingFingerprint.assign(
        to: &findings, deferred: &deferred, tree: tree, locations: locations, anchors: file.anchors)
    }
    return FileOutcome(facts: collector.facts, findings: findings, deferred: deferred, lineCount: lineCount)
  }

  /// `superfluous_suppression` findings: directives that silenced no finding of a rule that ran.
  /// Every finding counts, deferred ones too (their project-wide condition is not known yet, so
  /// a directive that may be needed is never called superfluous).
  static func superfluousSuppressions(
    _ suppressions: Suppressions, rule: ConfiguredRule, contexts: [RuleContext], running: Set<String>, path: String,
    locations: LineTable
  ) -> [Finding] {
    var raised: [(rule: String, line: Int)] = []
    for context in contexts {
      raised += context.findings.map { ($0.ruleID, $0.start.line) }
      raised += context.deferred.map { ($0.0.ruleID, $0.0.start.line) }
    }
    var findings: [Finding] = []
    for region in suppressions.unusedRegions(findings: raised, runningRules: running)
    where region.rule != superfluousSuppressionRuleID {
      let start = locations.position(ofOffset: region.comment.lowerBound)
      // Only a directive naming this rule itself silences it: `all` would silence its own report.
      let silenced = suppressions.regions.contains {
        $0.rule == superfluousSuppressionRuleID && $0.silences(superfluousSuppressionRuleID, onLine: start.line)
      }
      guard !silenced else { continue }
      let what = region.rule == SuppressionDirective.allRules ? "any rule" : "'\(region.rule)'"
      findings.append(
        Finding(
          ruleID: rule.id, severity: rule.severity, path: path, start: start,
          end: locations.position(ofOffset: region.comment.upperBound), offset: region.comment.lowerBound,
          message: "this 'proscenium:' directive silences no finding of \(what) here: remove it"))
    }
    return findings
  }

  /// The finding for a file that does not parse, at the parser's first diagnostic.
  static func unparsableFinding(tree: SourceFileSyntax, path: String, locations: LineTable) -> Finding {
    let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
    let first = diagnostics.min { $0.position < $1.position }
    let position = first?.position ?? tree.position
    let start = locations.position(of: position)
    let message = first.map { "file does not parse: \($0.message)" } ?? "file does not parse"
    return Finding(
      ruleID: unparsableFileRuleID, severity: .error, path: path, start: start, end: start,
      offset: position.utf8Offset, message: message)
  }

  /// The finding for a file that cannot be read or is not UTF-8.
  static func unreadableFinding(
    path: String, reason: String, offset: Int = 0, at start: SourcePosition = SourcePosition(line: 1, column: 1)
  ) -> Finding {
    Finding(
      ruleID: unparsableFileRuleID, severity: .error, path: path, start: start, end: start, offset: offset,
      message: reason)
  }
}

/// Which rules (by their position in a rule list) want each node kind, and whether the index
/// collector does, found with one array load per node rather than a hash lookup.
///
/// A plan depends only on the rule list and on whether the files are test files (rules that do not
/// judge test files are left out of a test file's plan), so the engine builds one per distinct
/// list and kind of file, and every file checked with it shares it; building it per file cost as
/// much as a rule.
package struct DispatchPlan: Sendable {
  /// The positions in the rule list of the rules that run, in order: the walker's rule instances
  /// are made from these, and the positions below index that shorter list.
  private(set) var judged: [Int]
  private var ruleCount: Int
  private var isForTestFile = false
  /// Whether every rule of the list judges test files, so the plan serves either kind of file.
  private var judgesEveryFile = true
  private var rulesByOrdinal: [[Int]] = []
  private var collectsByOrdinal: [Bool] = []
  private var wantedByOrdinal: [Bool] = []
  private var rulesByKind: [SyntaxKind: [Int]] = [:]
  private var collectedKinds: Set<SyntaxKind> = []

  /// `SyntaxKind` has no raw value; its in-memory tag is a dense ordinal when it is two bytes wide,
  /// which is checked once, with the hash tables as the fallback.
  private static let usesOrdinals = MemoryLayout<SyntaxKind>.size == 2

  @inline(__always)
  private static func ordinal(of kind: SyntaxKind) -> Int {
    withUnsafeBytes(of: kind) { Int($0.load(as: UInt16.self)) }
  }

  /// The plan for `rules`, in their order, with the index collector's kinds; for a test file,
  /// without the rules that do not judge test files.
  package init(rules: [ConfiguredRule], testFile: Bool) {
    let judged = rules.indices.filter { !testFile || rules[$0].description.judgesTestFiles }
    self.init(visitedKinds: judged.map { rules[$0].visitedKinds }, collectedKinds: IndexCollector.visitedKinds)
    self.judged = judged
    ruleCount = rules.count
    isForTestFile = testFile
    judgesEveryFile = rules.allSatisfy(\.description.judgesTestFiles)
  }

  /// A plan that sends each node to the rules at the positions that asked for its kind.
  init(visitedKinds: [Set<SyntaxKind>], collectedKinds: Set<SyntaxKind>) {
    judged = Array(visitedKinds.indices)
    ruleCount = visitedKinds.count
    self.collectedKinds = collectedKinds
    for (index, kinds) in visitedKinds.enumerated() {
      for kind in kinds { rulesByKind[kind, default: []].append(index) }
    }
    guard Self.usesOrdinals else { return }
    let ordinals = (Array(rulesByKind.keys) + Array(collectedKinds)).map(Self.ordinal(of:))
    let size = (ordinals.max() ?? 0) + 1
    rulesByOrdinal = Array(repeating: [], count: size)
    collectsByOrdinal = Array(repeating: false, count: size)
    for (kind, rules) in rulesByKind { rulesByOrdinal[Self.ordinal(of: kind)] = rules }
    for kind in collectedKinds { collectsByOrdinal[Self.ordinal(of: kind)] = true }
    wantedByOrdinal = zip(rulesByOrdinal, collectsByOrdinal).map { !$0.isEmpty || $1 }
  }

  /// Whether this plan was built for `rules` (the caller passes the same list, so its length
  /// tells) and for a file of `testFile`'s kind.
  func fits(_ rules: [ConfiguredRule], testFile: Bool) -> Bool {
    ruleCount == rules.count && (isForTestFile == testFile || judgesEveryFile)
  }

  /// The same plan in buffers of its own. Workers on other threads check files with the same plan
  /// at the same time; reading arrays they share makes every core bump the same reference counts,
  /// node after node, so each file's walk reads a private copy (a few hundred small arrays).
  func privateCopy() -> DispatchPlan {
    var copy = self
    copy.rulesByOrdinal = rulesByOrdinal.map { rules in rules.isEmpty ? [] : rules.map { $0 } }
    copy.collectsByOrdinal = collectsByOrdinal.map { $0 }
    copy.wantedByOrdinal = wantedByOrdinal.map { $0 }
    return copy
  }

  /// Whether anything (a rule or the collector) wants nodes of `kind`: most nodes of a tree are
  /// wanted by nothing, and this answers without touching the rule lists.
  @inline(__always)
  func isWanted(_ kind: SyntaxKind) -> Bool {
    if Self.usesOrdinals {
      let ordinal = Self.ordinal(of: kind)
      return ordinal < wantedByOrdinal.count && wantedByOrdinal[ordinal]
    }
    return rulesByKind[kind] != nil || collectedKinds.contains(kind)
  }

  /// The positions of the rules that want `kind`, and whether the collector wants it.
  @inline(__always)
  func entry(for kind: SyntaxKind) -> (rules: [Int], collects: Bool) {
    if Self.usesOrdinals {
      let ordinal = Self.ordinal(of: kind)
      guard ordinal < rulesByOrdinal.count else { return ([], false) }
      return (rulesByOrdinal[ordinal], collectsByOrdinal[ordinal])
    }
    return (rulesByKind[kind] ?? [], collectedKinds.contains(kind))
  }
}

/// The single walk: each node goes to the index collector and to the rules that asked for its kind.
final class DispatchingWalker: SyntaxAnyVisitor {
  private let collector: IndexCollector
  private let plan: DispatchPlan
  private let rules: [any Rule]
  private let tokenRules: [any Rule]
  private let collectsTokens: Bool

  /// - Parameter rules: one instance per entry of the rule list `plan` was built from, in order.
  init(collector: IndexCollector, plan: DispatchPlan, rules: [any Rule]) {
    self.collector = collector
    self.plan = plan.privateCopy()
    self.rules = rules
    self.tokenRules = plan.entry(for: .token).rules.map { rules[$0] }
    self.collectsTokens = collector.collectsTokens
    super.init(viewMode: .sourceAccurate)
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    let kind = node.kind
    guard plan.isWanted(kind) else { return .visitChildren }
    let entry = plan.entry(for: kind)
    if entry.collects { collector.visit(node) }
    for index in entry.rules { rules[index].visit(node) }
    return .visitChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if collectsTokens { collector.visit(token: token) }
    if !tokenRules.isEmpty {
      let node = Syntax(token)
      for rule in tokenRules { rule.visit(node) }
    }
    return .skipChildren
  }
}
