import SwiftSyntax

/// The `// proscenium:` comments of one file, and the lines on which they silence each rule.
///
/// - `// proscenium:disable ID[,ID…]` silences from its line on, until `enable`;
/// - `// proscenium:enable ID[,ID…]` ends it;
/// - `// proscenium:disable:next ID` silences the next line, `disable:this` its own line;
/// - the id `all` stands for every rule;
/// - directives work in line and block comments, and text after the ids explains them.
struct Suppressions {
  /// The lines one directive silences for one rule, and where the directive is written.
  struct Region {
    var rule: String
    var firstLine: Int
    var lastLine: Int
    /// The UTF-8 range of the comment that opened the region.
    var comment: Range<Int>
  }

  private(set) var regions: [Region] = []

  static let none = Suppressions()

  /// Reads the directives; files that never mention `proscenium:` cost one pass over their bytes.
  init(tree: SourceFileSyntax, source: String, locations: (AbsolutePosition) -> Int) {
    self.init(tree: tree, mentionsDirectives: SourceScan(source).mentionsDirectives, locations: locations)
  }

  /// Reads the directives when `mentionsDirectives` (from the engine's `SourceScan`) says there are any.
  init(tree: SourceFileSyntax, mentionsDirectives: Bool, locations: (AbsolutePosition) -> Int) {
    guard mentionsDirectives else { return }
    var open: [String: (line: Int, comment: Range<Int>)] = [:]
    for token in tree.tokens(viewMode: .sourceAccurate) {
      var position = token.position
      for piece in token.leadingTrivia {
        handle(piece, at: position, open: &open, locations: locations)
        position += piece.sourceLength
      }
      position = token.endPositionBeforeTrailingTrivia
      for piece in token.trailingTrivia {
        handle(piece, at: position, open: &open, locations: locations)
        position += piece.sourceLength
      }
    }
    for (rule, start) in open.sorted(by: { $0.value.comment.lowerBound < $1.value.comment.lowerBound }) {
      regions.append(Region(rule: rule, firstLine: start.line, lastLine: Int.max, comment: start.comment))
    }
  }

  private init() {}

  private mutating func handle(
    _ piece: TriviaPiece, at position: AbsolutePosition, open: inout [String: (line: Int, comment: Range<Int>)],
    locations: (AbsolutePosition) -> Int
  ) {
    let text: Substring
    switch piece {
    case .lineComment(let comment): text = comment.dropFirst(2)
    case .blockComment(let comment): text = comment.dropFirst(2).dropLast(2)
    default: return
    }
    guard let directive = Self.directive(in: text) else { return }
    let line = locations(position)
    let comment = position.utf8Offset..<(position + piece.sourceLength).utf8Offset
    for id in directive.ids {
      switch directive.command {
      case "disable": if open[id] == nil { open[id] = (line, comment) }
      case "enable":
        if let start = open.removeValue(forKey: id) {
          regions.append(Region(rule: id, firstLine: start.line, lastLine: line, comment: start.comment))
        }
      case "disable:next":
        // After a block comment that spans lines, "next" is the line after the comment.
        let next = locations(position + piece.sourceLength) + 1
        regions.append(Region(rule: id, firstLine: next, lastLine: next, comment: comment))
      case "disable:this": regions.append(Region(rule: id, firstLine: line, lastLine: line, comment: comment))
      default: break
      }
    }
  }

  /// Reads `proscenium:COMMAND id[, id…]` from a comment's text; anything after the id list
  /// (`-- why`, `: why`) is an explanation and ignored.
  static func directive(in text: Substring) -> (command: String, ids: [String])? {
    SuppressionDirective.parse(text).map { ($0.command, $0.ids) }
  }

  /// Whether a finding of `rule` that starts on `line` is silenced.
  func silences(_ rule: String, onLine line: Int) -> Bool {
    regions.contains { $0.silences(rule, onLine: line) }
  }

  /// The regions that silence none of `findings` (given as rule and line), among those whose rule
  /// ran (`all` counts as running): a region for a rule that did not run cannot be judged.
  func unusedRegions(findings: [(rule: String, line: Int)], runningRules: Set<String>) -> [Region] {
    regions.filter { region in
      (region.rule == SuppressionDirective.allRules || runningRules.contains(region.rule))
        && !findings.contains { region.silences($0.rule, onLine: $0.line) }
    }
  }
}

extension Suppressions.Region {
  func silences(_ rule: String, onLine line: Int) -> Bool {
    (self.rule == rule || self.rule == SuppressionDirective.allRules) && line >= firstLine && line <= lastLine
  }
}
