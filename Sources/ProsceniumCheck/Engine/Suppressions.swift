import SwiftSyntax

/// The `// proscenium:` comments of one file, and the lines on which they silence each rule.
///
/// - `// proscenium:disable ID[,ID…]` silences from its line on, until `enable`;
/// - `// proscenium:enable ID[,ID…]` ends it;
/// - `// proscenium:disable:next ID` silences the next line, `disable:this` its own line;
/// - the id `all` stands for every rule;
/// - directives work in line and block comments, and text after the ids explains them.
struct Suppressions {
  private struct Region {
    var rule: String
    var firstLine: Int
    var lastLine: Int
  }

  private var regions: [Region] = []

  static let none = Suppressions()

  /// Reads the directives; files that never mention `proscenium:` cost one pass over their bytes.
  init(tree: SourceFileSyntax, source: String, locations: (AbsolutePosition) -> Int) {
    self.init(tree: tree, mentionsDirectives: SourceScan(source).mentionsDirectives, locations: locations)
  }

  /// Reads the directives when `mentionsDirectives` (from the engine's `SourceScan`) says there are any.
  init(tree: SourceFileSyntax, mentionsDirectives: Bool, locations: (AbsolutePosition) -> Int) {
    guard mentionsDirectives else { return }
    var open: [String: Int] = [:]
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
    for (rule, line) in open { regions.append(Region(rule: rule, firstLine: line, lastLine: Int.max)) }
  }

  private init() {}

  private mutating func handle(
    _ piece: TriviaPiece, at position: AbsolutePosition, open: inout [String: Int],
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
    for id in directive.ids {
      switch directive.command {
      case "disable": if open[id] == nil { open[id] = line }
      case "enable":
        if let start = open.removeValue(forKey: id) {
          regions.append(Region(rule: id, firstLine: start, lastLine: line))
        }
      case "disable:next":
        // After a block comment that spans lines, "next" is the line after the comment.
        let next = locations(position + piece.sourceLength) + 1
        regions.append(Region(rule: id, firstLine: next, lastLine: next))
      case "disable:this": regions.append(Region(rule: id, firstLine: line, lastLine: line))
      default: break
      }
    }
  }

  /// Reads `proscenium:COMMAND id[, id…]` from a comment's text; anything after the id list
  /// (`-- why`, `: why`) is an explanation and ignored.
  static func directive(in text: Substring) -> (command: String, ids: [String])? {
    let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "*" }
    guard trimmed.hasPrefix("proscenium:") else { return nil }
    let rest = trimmed.dropFirst("proscenium:".count)
    let command = rest.prefix { $0.isLetter || $0 == ":" }
    var cursor = rest.dropFirst(command.count)
    var ids: [String] = []
    func isIDCharacter(_ character: Character) -> Bool {
      character.isASCII && (character.isLetter || character.isNumber || character == "_")
    }
    while true {
      cursor = cursor.drop { $0 == " " || $0 == "\t" }
      let id = cursor.prefix(while: isIDCharacter)
      if id.isEmpty { break }
      ids.append(String(id))
      cursor = cursor.dropFirst(id.count).drop { $0 == " " || $0 == "\t" }
      guard cursor.first == "," else { break }
      cursor = cursor.dropFirst()
    }
    return (String(command), ids)
  }

  /// Whether a finding of `rule` that starts on `line` is silenced.
  func silences(_ rule: String, onLine line: Int) -> Bool {
    regions.contains { ($0.rule == rule || $0.rule == "all") && line >= $0.firstLine && line <= $0.lastLine }
  }
}
