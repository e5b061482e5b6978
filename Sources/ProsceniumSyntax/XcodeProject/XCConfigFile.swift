import Foundation

/// The build settings an `.xcconfig` file assigns, following its `#include`s.
///
/// A configuration's `baseConfigurationReference` names such a file; its settings apply below
/// the ones written in the `project.pbxproj`. Checkouts often lack generated or CocoaPods
/// configuration files, so a file that cannot be read contributes nothing instead of making the
/// whole project unreadable, as Xcode does for `#include?`.
struct XCConfigFile {
  /// The settings in assignment order resolved: a later assignment of the same key (condition
  /// included, as in `KEY[sdk=iphoneos*]`) replaces an earlier one, as in Xcode.
  var settings: [String: String] = [:]

  /// How many files one configuration may pull in, so a generated include tree cannot stall a run.
  static let includeLimit = 256

  /// Reads the file at the absolute `path` and the files it includes, relative to the including file.
  init(path: String, reading read: (String) -> String? = XCConfigFile.readText) {
    var visiting: Set<String> = []
    var budget = Self.includeLimit
    load(StandardizedPath.standardize(path), visiting: &visiting, budget: &budget, read: read)
  }

  /// The text of a file, or nil when it cannot be read as UTF-8.
  static func readText(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(data: data, encoding: .utf8)
  }

  private mutating func load(
    _ path: String,
    visiting: inout Set<String>,
    budget: inout Int,
    read: (String) -> String?
  ) {
    guard budget > 0, !visiting.contains(path), let text = read(path) else { return }
    budget -= 1
    visiting.insert(path)
    defer { visiting.remove(path) }
    let folder = StandardizedPath.parent(of: path)
    for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      let line = Self.removingComment(rawLine).trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#include") {
        guard let included = Self.includedPath(line), !included.hasPrefix("<") else { continue }
        load(StandardizedPath.join(folder, included), visiting: &visiting, budget: &budget, read: read)
      } else if let equals = Self.assignmentIndex(in: line) {
        let key = line[..<equals].trimmingCharacters(in: .whitespaces)
        var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        if value.hasSuffix(";") { value.removeLast() }
        guard !key.isEmpty, !key.contains(" ") else { continue }
        settings[key] = value.trimmingCharacters(in: .whitespaces)
      }
    }
  }

  /// The line without a `//` comment; Xcode ends the value there, so URLs are written `https:/$()/`.
  private static func removingComment(_ line: Substring) -> Substring {
    guard let range = line.range(of: "//") else { return line }
    return line[..<range.lowerBound]
  }

  /// The `=` that separates key and value, skipping those inside a condition (`KEY[sdk=iphoneos*]`).
  private static func assignmentIndex(in line: String) -> String.Index? {
    var depth = 0
    for index in line.indices {
      switch line[index] {
      case "[": depth += 1
      case "]": depth = max(0, depth - 1)
      case "=" where depth == 0: return index
      default: break
      }
    }
    return nil
  }

  /// The quoted path of `#include "a.xcconfig"` or `#include? "a.xcconfig"`.
  private static func includedPath(_ line: String) -> String? {
    guard let open = line.firstIndex(of: "\"") else { return nil }
    let rest = line[line.index(after: open)...]
    guard let close = rest.firstIndex(of: "\"") else { return nil }
    let path = String(rest[..<close])
    return path.isEmpty ? nil : path
  }
}
