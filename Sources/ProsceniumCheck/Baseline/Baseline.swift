import Foundation
import ProsceniumSyntax

/// The findings a project has accepted for now, so that a check reports only new ones.
///
/// Entries are keyed by rule, path (relative to the baseline file's folder, so the file works
/// from any current folder and any path argument), fingerprint (`FindingFingerprint`: the code of
/// the finding and of its enclosing declaration, not its line) and occurrence (the position among
/// the findings of the same rule, path and fingerprint, in file order, so that a second identical
/// violation in one declaration is new). The message is kept for people reading the file and is
/// not matched.
package struct Baseline: Sendable, Equatable {
  /// One accepted finding.
  package struct Entry: Hashable, Sendable {
    package var rule: String
    package var path: String
    package var fingerprint: String
    package var occurrence: Int
    package var message: String

    package init(rule: String, path: String, fingerprint: String, occurrence: Int, message: String) {
      self.rule = rule
      self.path = path
      self.fingerprint = fingerprint
      self.occurrence = occurrence
      self.message = message
    }

    /// What matching compares: everything but the message.
    var key: Key { Key(rule: rule, path: path, fingerprint: fingerprint, occurrence: occurrence) }

    /// The file's order: by path, rule, fingerprint, occurrence, so a rewrite changes only the lines that changed.
    static func fileOrder(_ lhs: Entry, _ rhs: Entry) -> Bool {
      (lhs.path, lhs.rule, lhs.fingerprint, lhs.occurrence) < (rhs.path, rhs.rule, rhs.fingerprint, rhs.occurrence)
    }
  }

  struct Key: Hashable {
    var rule: String
    var path: String
    var fingerprint: String
    var occurrence: Int
  }

  /// The `version` written at the top of the file; a change that breaks readers bumps it.
  package static let schemaVersion = 1

  /// The entries in file order.
  package private(set) var entries: [Entry]

  package init(entries: [Entry]) {
    self.entries = entries.sorted(by: Entry.fileOrder)
  }

  /// The baseline that accepts `findings`, for a file in `folder`.
  package init(findings: [Finding], folder: String) {
    self.init(entries: Self.keyed(findings, folder: folder).map(\.entry))
  }

  /// Each finding with the entry that stands for it, occurrences numbered in file order.
  static func keyed(_ findings: [Finding], folder: String) -> [(finding: Finding, entry: Entry)] {
    let base = absolute(folder)
    var seen: [String: Int] = [:]
    var keyed: [(finding: Finding, entry: Entry)] = []
    for finding in findings.sorted(by: { ($0.path, $0.offset) < ($1.path, $1.offset) }) {
      let path = relativePath(absolute(finding.path), to: base)
      let fingerprint = finding.fingerprint ?? FindingFingerprint.hash([finding.ruleID, finding.message])
      let group = "\(finding.ruleID)\u{0}\(path)\u{0}\(fingerprint)"
      let occurrence = seen[group, default: 0]
      seen[group] = occurrence + 1
      keyed.append(
        (
          finding,
          Entry(
            rule: finding.ruleID, path: path, fingerprint: fingerprint, occurrence: occurrence,
            message: finding.message)
        ))
    }
    return keyed
  }

  /// What comparing a check's findings with the baseline found.
  package struct Comparison: Sendable {
    /// Findings the baseline does not hold, in the order given.
    package var newFindings: [Finding]
    /// How many findings the baseline accepted.
    package var acceptedCount: Int
    /// Entries for checked files (or files that no longer exist) that no finding matched: fixed
    /// since, so the baseline can shrink.
    package var staleEntries: [Entry]
  }

  /// Splits `findings` into new and accepted ones and finds the stale entries.
  ///
  /// - Parameters:
  ///   - checkedPaths: the files the check looked at; entries of other files are neither matched
  ///     nor stale (a check of one folder says nothing about the rest).
  ///   - folder: the folder of the baseline file, to which its paths are relative.
  package func compare(_ findings: [Finding], checkedPaths: [String], folder: String) -> Comparison {
    let base = absolute(folder)
    let keys = Set(entries.map(\.key))
    var matched: Set<Key> = []
    var newFindings: Set<Finding> = []
    for (finding, entry) in Self.keyed(findings, folder: folder) {
      if keys.contains(entry.key) {
        matched.insert(entry.key)
      } else {
        newFindings.insert(finding)
      }
    }
    let checked = Set(checkedPaths.map { relativePath(absolute($0), to: base) })
    let stale = entries.filter { entry in
      guard !matched.contains(entry.key) else { return false }
      let full = entry.path.hasPrefix("/") ? entry.path : base + "/" + entry.path
      return checked.contains(entry.path) || !FileManager.default.fileExists(atPath: full)
    }
    return Comparison(
      newFindings: findings.filter { newFindings.contains($0) }, acceptedCount: matched.count, staleEntries: stale)
  }
}

extension Baseline {
  /// The file's text: sorted, pretty JSON with one field per line, ending with a newline.
  package func rendered() -> String {
    let values = entries.map { entry -> JSONValue in
      .object([
        ("path", .string(entry.path)),
        ("rule", .string(entry.rule)),
        ("fingerprint", .string(entry.fingerprint)),
        ("occurrence", .number(Double(entry.occurrence))),
        ("message", .string(entry.message)),
      ])
    }
    let document: JSONValue = .object([
      ("version", .number(Double(Self.schemaVersion))),
      ("entries", .array(values)),
    ])
    return document.rendered(pretty: true) + "\n"
  }

  /// Reads a baseline file's text.
  ///
  /// - Throws: `BaselineError` naming what is wrong.
  package init(parsing text: String, file: String) throws(BaselineError) {
    let document: JSONValue
    do {
      document = try JSONParser.parse(text)
    } catch {
      throw BaselineError(file: file, reason: "not valid JSON: \(error)")
    }
    guard case .number(let version)? = document["version"] else {
      throw BaselineError(file: file, reason: "'version' is missing; is this a baseline written by --write-baseline?")
    }
    guard Int(version) == Self.schemaVersion else {
      throw BaselineError(
        file: file,
        reason: "version \(Int(version)) is not supported (this proscenium reads version \(Self.schemaVersion))")
    }
    guard case .array(let values)? = document["entries"] else {
      throw BaselineError(file: file, reason: "'entries' is missing or not an array")
    }
    var entries: [Entry] = []
    for (index, value) in values.enumerated() {
      guard case .string(let rule)? = value["rule"], case .string(let path)? = value["path"],
        case .string(let fingerprint)? = value["fingerprint"], case .number(let occurrence)? = value["occurrence"],
        occurrence >= 0, occurrence.rounded() == occurrence
      else {
        throw BaselineError(
          file: file,
          reason: "entry \(index + 1) needs 'rule', 'path' and 'fingerprint' strings and a whole 'occurrence' number")
      }
      var message = ""
      if case .string(let text)? = value["message"] { message = text }
      entries.append(
        Entry(rule: rule, path: path, fingerprint: fingerprint, occurrence: Int(occurrence), message: message))
    }
    self.init(entries: entries)
  }

  /// Reads a baseline file.
  package static func load(from path: String) throws(BaselineError) -> Baseline {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw BaselineError(file: path, reason: "cannot read the file")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw BaselineError(file: path, reason: "the file is not valid UTF-8")
    }
    return try Baseline(parsing: text, file: path)
  }

  /// Writes the baseline atomically.
  package func write(to path: String) throws(BaselineError) {
    do {
      try AtomicFileWriter.write(rendered(), to: path)
    } catch {
      throw BaselineError(file: path, reason: "\(error)")
    }
  }
}

/// A baseline file that cannot be read or written.
package struct BaselineError: Error, Sendable, CustomStringConvertible {
  package var file: String
  package var reason: String
  package var description: String { "baseline '\(file)': \(reason)" }
}
