/// The part of YAML that XcodeGen's `project.yml` is written in: block mappings and sequences by
/// indentation, flow sequences (`[a, b]`) and flow mappings (`{ iOS: "15.0" }`) on one line, plain
/// and quoted scalars, comments and block scalars (`|`, `>`), whose text is kept as it is. Anchors,
/// aliases, tags and multi-document files are not read: a project needs none of them to say its
/// targets, sources and deployment targets.
///
/// Reading is lenient: a line it cannot place is skipped, never an error, because the project
/// model only takes facts from the file and a missing fact is reported as unknown.
package indirect enum YAMLValue: Sendable {
  case scalar(String)
  case sequence([YAMLValue])
  case mapping([(key: String, value: YAMLValue)])

  /// The value at `key` of a mapping.
  package subscript(key: String) -> YAMLValue? {
    guard case .mapping(let pairs) = self else { return nil }
    return pairs.first { $0.key == key }?.value
  }

  /// The text of a scalar.
  package var text: String? {
    if case .scalar(let text) = self { return text }
    return nil
  }

  /// A sequence's items; a single value reads as a sequence of one (`sources: App`).
  package var items: [YAMLValue] {
    switch self {
    case .sequence(let items): items
    case .scalar, .mapping: [self]
    }
  }

  /// A mapping's pairs, in file order.
  package var pairs: [(key: String, value: YAMLValue)] {
    if case .mapping(let pairs) = self { return pairs }
    return []
  }

  /// Reads a document.
  package static func parse(_ text: String) -> YAMLValue {
    var lines: [Line] = []
    var blockIndent: Int?
    // "\r\n" is one character to Swift: split on it as on "\n".
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      let indent = raw.prefix { $0 == " " }.count
      // Lines of a block scalar (`script: |`) belong to it, whatever they hold.
      if let block = blockIndent {
        if raw.allSatisfy({ $0 == " " }) || indent > block { continue }
        blockIndent = nil
      }
      let content = stripComment(raw.dropFirst(indent)).trimmingSpaces
      guard !content.isEmpty, content != "---", content != "..." else { continue }
      lines.append(Line(indent: indent, text: String(content)))
      if content.hasSuffix("|") || content.hasSuffix(">") || content.hasSuffix("|-") || content.hasSuffix(">-") {
        // The block belongs to the key, which `- ` moves right.
        blockIndent = indent + (content.hasPrefix("- ") ? 2 : 0)
      }
    }
    var reader = Reader(lines: lines)
    return reader.value(indent: lines.first?.indent ?? 0) ?? .mapping([])
  }

  private struct Line {
    var indent: Int
    var text: String
  }

  private struct Reader {
    let lines: [Line]
    var position = 0

    /// The block value whose lines are indented `indent`.
    mutating func value(indent: Int) -> YAMLValue? {
      guard position < lines.count, lines[position].indent >= indent else { return nil }
      let first = lines[position]
      if first.text == "-" || first.text.hasPrefix("- ") { return sequence(indent: first.indent) }
      if YAMLValue.keyAndRest(of: first.text) != nil { return mapping(indent: first.indent) }
      position += 1
      return YAMLValue.flow(first.text)
    }

    mutating func sequence(indent: Int) -> YAMLValue {
      var items: [YAMLValue] = []
      while position < lines.count, lines[position].indent == indent,
        lines[position].text == "-" || lines[position].text.hasPrefix("- ")
      {
        let rest = String(lines[position].text.dropFirst()).trimmingSpaces
        if rest.isEmpty {
          position += 1
          items.append(value(indent: indent + 1) ?? .scalar(""))
        } else if YAMLValue.keyAndRest(of: rest) != nil {
          // `- path: Sources` opens a mapping whose keys line up with `path`.
          let column = indent + (lines[position].text.count - rest.count)
          var replaced = lines
          replaced[position] = Line(indent: column, text: rest)
          var nested = Reader(lines: replaced, position: position)
          items.append(nested.mapping(indent: column))
          position = nested.position
        } else {
          position += 1
          items.append(YAMLValue.flow(rest))
        }
      }
      return .sequence(items)
    }

    mutating func mapping(indent: Int) -> YAMLValue {
      var pairs: [(key: String, value: YAMLValue)] = []
      while position < lines.count, lines[position].indent == indent,
        let (key, rest) = YAMLValue.keyAndRest(of: lines[position].text)
      {
        position += 1
        if rest.isEmpty || rest == "|" || rest == ">" || rest == "|-" || rest == ">-" {
          // The value is the block below; a sequence may sit at the key's own indentation.
          if position < lines.count,
            lines[position].indent > indent
              || (lines[position].indent == indent && lines[position].text.hasPrefix("- "))
          {
            pairs.append((key, value(indent: lines[position].indent) ?? .scalar("")))
          } else {
            pairs.append((key, .scalar("")))
          }
        } else {
          pairs.append((key, YAMLValue.flow(rest)))
        }
      }
      return .mapping(pairs)
    }
  }

  /// `key: rest` (the key unquoted), or nil for a line that is not a mapping entry.
  static func keyAndRest(of text: String) -> (String, String)? {
    var inQuote: Character?
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if let quote = inQuote {
        if character == quote { inQuote = nil }
      } else if character == "\"" || character == "'" {
        if index == text.startIndex { inQuote = character }
      } else if character == "[" || character == "{" {
        if index == text.startIndex { return nil }
      } else if character == ":" {
        let next = text.index(after: index)
        if next == text.endIndex || text[next] == " " {
          let key = unquote(String(text[..<index]).trimmingSpaces)
          return (key, String(text[next...]).trimmingSpaces)
        }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// A value written on one line: a flow sequence or mapping, or a scalar.
  static func flow(_ text: String) -> YAMLValue {
    var reader = FlowReader(characters: Array(text))
    return reader.value()
  }

  private struct FlowReader {
    let characters: [Character]
    var index = 0

    mutating func skipSpaces() {
      while index < characters.count, characters[index] == " " { index += 1 }
    }

    mutating func value() -> YAMLValue {
      skipSpaces()
      guard index < characters.count else { return .scalar("") }
      switch characters[index] {
      case "[":
        index += 1
        var items: [YAMLValue] = []
        while true {
          skipSpaces()
          if index >= characters.count { break }
          if characters[index] == "]" {
            index += 1
            break
          }
          if characters[index] == "," {
            index += 1
            continue
          }
          items.append(value())
        }
        return .sequence(items)
      case "{":
        index += 1
        var pairs: [(key: String, value: YAMLValue)] = []
        while true {
          skipSpaces()
          if index >= characters.count { break }
          if characters[index] == "}" {
            index += 1
            break
          }
          if characters[index] == "," {
            index += 1
            continue
          }
          let key = scalar(stoppingAt: [":", ",", "}"])
          skipSpaces()
          if index < characters.count, characters[index] == ":" {
            index += 1
            pairs.append((key, value()))
          } else {
            pairs.append((key, .scalar("")))
          }
        }
        return .mapping(pairs)
      default:
        return .scalar(scalar(stoppingAt: [",", "]", "}"]))
      }
    }

    /// A quoted scalar, or plain text up to one of `stops` (the whole rest outside a flow value).
    mutating func scalar(stoppingAt stops: Set<Character>) -> String {
      skipSpaces()
      guard index < characters.count else { return "" }
      let quote = characters[index]
      if quote == "\"" || quote == "'" {
        index += 1
        var text = ""
        while index < characters.count, characters[index] != quote {
          text.append(characters[index])
          index += 1
        }
        index += 1
        return text
      }
      let start = index
      let nested = characters.contains("[") || characters.contains("{")
      while index < characters.count, !(nested && stops.contains(characters[index])) {
        if characters[index] == ":", stops.contains(":") { break }
        index += 1
      }
      return String(characters[start..<index]).trimmingSpaces
    }
  }

  /// A line without its `# comment` (outside quotes; `#` must follow a space or start the line).
  static func stripComment(_ text: Substring) -> Substring {
    var inQuote: Character?
    var previous: Character = " "
    for index in text.indices {
      let character = text[index]
      if let quote = inQuote {
        if character == quote { inQuote = nil }
      } else if character == "\"" || character == "'" {
        inQuote = character
      } else if character == "#", previous == " " {
        return text[..<index]
      }
      previous = character
    }
    return text
  }

  static func unquote(_ text: String) -> String {
    guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else {
      return text
    }
    return String(text.dropFirst().dropLast())
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(Substring(self).trimmingSpaces)
  }
}
