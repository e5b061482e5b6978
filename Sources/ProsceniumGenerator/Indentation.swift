import Foundation

/// How a project indents Swift: a number of spaces, or tabs.
///
/// Built-in templates are written with two spaces; ``reindent(_:)`` turns each two-space step into the project's unit.
package enum Indentation: Sendable, Hashable, CustomStringConvertible {
  case spaces(Int)
  case tabs

  /// The templates' own indentation.
  package static let templateDefault = Indentation.spaces(2)

  /// One level.
  var unit: String {
    switch self {
    case .spaces(let count): String(repeating: " ", count: count)
    case .tabs: "\t"
    }
  }

  package var description: String {
    switch self {
    case .spaces(let count): "\(count) spaces"
    case .tabs: "tabs"
    }
  }

  /// `text` (indented with two spaces a level) in this indentation; odd leftover spaces are kept as they are.
  package func reindent(_ text: String) -> String {
    if self == .templateDefault { return text }
    let lines: [Substring] = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.map { (line: Substring) -> String in
      let leading = line.prefix { $0 == " " }.count
      return String(repeating: unit, count: leading / 2) + String(repeating: " ", count: leading % 2)
        + String(line.dropFirst(leading))
    }.joined(separator: "\n")
  }

  /// Reads the project's indentation: its `.swift-format` configuration first, then the Swift files near
  /// `folder`; `nil` when neither tells.
  ///
  /// - Parameters:
  ///   - folder: Where the files will go; it and its parents up to `root` are searched.
  ///   - root: The project's root folder.
  package static func detect(near folder: String, root: String) -> (indentation: Indentation, source: String)? {
    var current = folder
    while true {
      let configuration = current + "/.swift-format"
      if let text = try? String(contentsOfFile: configuration, encoding: .utf8),
        let indentation = fromSwiftFormat(text)
      {
        return (indentation, configuration)
      }
      if current == root || !current.hasPrefix(root) { break }
      current = (current as NSString).deletingLastPathComponent
    }
    current = folder
    while true {
      if let indentation = fromNeighbours(in: current) { return (indentation, "Swift files in '\(current)'") }
      if current == root || !current.hasPrefix(root) { break }
      current = (current as NSString).deletingLastPathComponent
    }
    return nil
  }

  /// The `indentation` of a swift-format configuration: `{"spaces": 4}` or `{"tabs": 1}`.
  static func fromSwiftFormat(_ text: String) -> Indentation? {
    guard let data = text.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let indentation = object["indentation"] as? [String: Any]
    else { return nil }
    if let spaces = indentation["spaces"] as? Int, spaces > 0 { return .spaces(spaces) }
    if indentation["tabs"] != nil { return .tabs }
    return nil
  }

  /// The indentation most Swift files in `folder` and its subfolders (a few levels, a few dozen files) use.
  static func fromNeighbours(in folder: String) -> Indentation? {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return nil }
    var votes: [Indentation: Int] = [:]
    var files = 0
    while let entry = enumerator.nextObject() as? String, files < 40 {
      let name = (entry as NSString).lastPathComponent
      if enumerator.level > 3 || name.hasPrefix(".") || ProjectSources.skippedFolders.contains(name) {
        enumerator.skipDescendants()
      }
      guard entry.hasSuffix(".swift"), !name.hasPrefix("."),
        let text = try? String(contentsOfFile: folder + "/" + entry, encoding: .utf8),
        let found = of(text)
      else { continue }
      files += 1
      votes[found, default: 0] += 1
    }
    return votes.max { $0.value < $1.value || ($0.value == $1.value && $0.key.description > $1.key.description) }?.key
  }

  /// The indentation of one file: tabs if its indented lines mostly start with one, else the most common step
  /// between consecutive indentation depths.
  static func of(_ text: String) -> Indentation? {
    var tabbed = 0
    var spaced = 0
    var steps: [Int: Int] = [:]
    var previous = 0
    var inBlockComment = false
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.isEmpty { continue }
      if inBlockComment || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*") {
        inBlockComment = !trimmed.contains("*/")
        continue
      }
      if line.first == "\t" {
        tabbed += 1
        continue
      }
      let depth = line.prefix { $0 == " " }.count
      if depth > 0 { spaced += 1 }
      if depth > previous, depth - previous <= 8 { steps[depth - previous, default: 0] += 1 }
      previous = depth
    }
    if tabbed > spaced, tabbed > 0 { return .tabs }
    guard let step = steps.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key
    else { return nil }
    return .spaces(step)
  }
}
