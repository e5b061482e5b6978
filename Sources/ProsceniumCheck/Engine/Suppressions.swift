import Foundation
import SwiftSyntax

/// The `// proscenium:` comments of one file, and the lines on which they silence each rule.
///
/// - `// proscenium:disable ID[,ID…]` silences from its line on, until `enable`;
/// - `// proscenium:enable ID[,ID…]` ends it;
/// - `// proscenium:disable:next ID` silences the next line, `disable:this` its own line;
/// - the id `all` stands for every rule.
struct Suppressions {
  private struct Region {
    var rule: String
    var firstLine: Int
    var lastLine: Int
  }

  private var regions: [Region] = []

  static let none = Suppressions()

  /// Reads the directives; files that never mention `proscenium:` cost one substring search.
  init(tree: SourceFileSyntax, source: String, locations: (AbsolutePosition) -> Int) {
    guard source.contains("proscenium:") else { return }
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
    let text: String
    switch piece {
    case .lineComment(let comment): text = String(comment.dropFirst(2))
    case .blockComment(let comment): text = String(comment.dropFirst(2).dropLast(2))
    default: return
    }
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("proscenium:") else { return }
    let words = trimmed.dropFirst("proscenium:".count).split(separator: " ", maxSplits: 1)
    guard let command = words.first else { return }
    let ids = (words.count > 1 ? words[1] : "").split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""
    }.filter { !$0.isEmpty }
    let line = locations(position)
    for id in ids {
      switch command {
      case "disable": if open[id] == nil { open[id] = line }
      case "enable":
        if let start = open.removeValue(forKey: id) {
          regions.append(Region(rule: id, firstLine: start, lastLine: line))
        }
      case "disable:next": regions.append(Region(rule: id, firstLine: line + 1, lastLine: line + 1))
      case "disable:this": regions.append(Region(rule: id, firstLine: line, lastLine: line))
      default: break
      }
    }
  }

  /// Whether a finding of `rule` that starts on `line` is silenced.
  func silences(_ rule: String, onLine line: Int) -> Bool {
    regions.contains { ($0.rule == rule || $0.rule == "all") && line >= $0.firstLine && line <= $0.lastLine }
  }
}
