/// One `proscenium:` directive as written in a comment: the command, the rule ids, and the reason
/// given after them. Read by the engine to silence findings and by the suppression rules to judge
/// the comment itself.
package struct SuppressionDirective: Sendable, Equatable {
  /// The commands the engine acts on.
  package static let commands: Set<String> = ["disable", "enable", "disable:next", "disable:this"]
  /// The id that stands for every rule.
  package static let allRules = "all"

  /// `disable`, `enable`, `disable:next`, `disable:this`, or what else was written.
  package var command: String
  package var ids: [String]
  /// The explanation after ` -- `, trimmed; `nil` when there is none.
  package var reason: String?

  /// Reads `proscenium:COMMAND id[, id…] [-- reason]` from a comment's text (without the `//` or
  /// `/* */`); `nil` when the comment is not a directive.
  package static func parse(_ text: Substring) -> SuppressionDirective? {
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
    var reason: String?
    if cursor.hasPrefix("--") {
      let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "*" }
      var text = cursor.dropFirst(2)
      while let first = text.first, isSpace(first) { text = text.dropFirst() }
      while let last = text.last, isSpace(last) { text = text.dropLast() }
      if !text.isEmpty { reason = String(text) }
    }
    return SuppressionDirective(command: String(command), ids: ids, reason: reason)
  }
}
