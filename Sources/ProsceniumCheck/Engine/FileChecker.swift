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
}

struct DeferredFinding: Sendable {
  var finding: Finding
  var condition: IndexCondition
}

/// The id of the engine's own finding for files it cannot read or parse.
public let unparsableFileRuleID = "unparsable_file"

/// Parses one file once and walks its tree once, feeding the index collector and every rule.
enum FileChecker {
  struct Input {
    var path: String
    var source: String
    var module: String?
    var isTestFile: Bool
    var settings: ProjectSettings
    var rules: [ConfiguredRule]
  }

  static func check(_ input: Input) -> FileOutcome {
    let scan = SourceScan(input.source.utf8)
    let lineCount = scan.lineCount
    if let (offset, position) = scan.tooDeep {
      let finding = Finding(
        ruleID: unparsableFileRuleID, severity: .error, path: input.path, start: position, end: position,
        offset: offset,
        message: "file does not parse: brackets nest deeper than \(SourceScan.maximumBracketDepth) levels")
      return FileOutcome(
        facts: FileFacts(path: input.path, module: input.module, isTestFile: input.isTestFile), findings: [finding],
        deferred: [], lineCount: lineCount)
    }
    let tree = Parser.parse(source: input.source)
    let locations = LazyLocationConverter(path: input.path, tree: tree)
    let collector = IndexCollector(path: input.path, module: input.module, isTestFile: input.isTestFile)

    // A file with syntax errors is indexed (so other files' questions stay right) but its rules
    // do not run: findings on a recovered tree would be guesses.
    if tree.hasError {
      let walker = DispatchingWalker(collector: collector, table: [:])
      walker.walk(tree)
      let finding = unparsableFinding(tree: tree, path: input.path, locations: locations)
      return FileOutcome(facts: collector.facts, findings: [finding], deferred: [], lineCount: lineCount)
    }

    var table: [SyntaxKind: [any Rule]] = [:]
    var contexts: [RuleContext] = []
    var instances: [any Rule] = []
    for rule in input.rules {
      let context = RuleContext(
        path: input.path, tree: tree, module: input.module, isTestFile: input.isTestFile, settings: input.settings,
        ruleID: rule.id, severity: rule.severity, locations: locations)
      let instance = rule.make(context)
      contexts.append(context)
      instances.append(instance)
      for kind in rule.visitedKinds { table[kind, default: []].append(instance) }
    }
    DispatchingWalker(collector: collector, table: table).walk(tree)
    for instance in instances { instance.finish() }
    collector.finish(tree: tree)

    let suppressions = Suppressions(tree: tree, source: input.source) { locations.position(of: $0).line }
    var findings: [Finding] = []
    var deferred: [DeferredFinding] = []
    for context in contexts {
      findings += context.findings.filter { !suppressions.silences($0.ruleID, onLine: $0.start.line) }
      deferred += context.deferred.filter { !suppressions.silences($0.0.ruleID, onLine: $0.0.start.line) }
        .map { DeferredFinding(finding: $0.0, condition: $0.1) }
    }
    return FileOutcome(facts: collector.facts, findings: findings, deferred: deferred, lineCount: lineCount)
  }

  /// The finding for a file that does not parse, at the parser's first diagnostic.
  static func unparsableFinding(tree: SourceFileSyntax, path: String, locations: LazyLocationConverter) -> Finding {
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

/// The single walk: each node goes to the index collector and to the rules that asked for its kind.
final class DispatchingWalker: SyntaxAnyVisitor {
  private let collector: IndexCollector
  private let table: [SyntaxKind: [any Rule]]

  init(collector: IndexCollector, table: [SyntaxKind: [any Rule]]) {
    self.collector = collector
    self.table = table
    super.init(viewMode: .sourceAccurate)
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    let kind = node.kind
    if IndexCollector.visitedKinds.contains(kind) { collector.visit(node) }
    if let rules = table[kind] {
      for rule in rules { rule.visit(node) }
    }
    return .visitChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if let rules = table[.token] {
      for rule in rules { rule.visit(Syntax(token)) }
    }
    return .skipChildren
  }
}
