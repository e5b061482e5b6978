/// A SARIF 2.1.0 log, the format GitHub code scanning and other analysis dashboards import.
///
/// The run lists the rules its results refer to (with their summary, rationale and default
/// level); each result carries its location and, when the finding has one, its fix as byte-range
/// replacements. Relative paths are written relative to `%SRCROOT%`, the checked-out repository.
/// Columns are UTF-16 code units, as the run's `columnKind` says and GitHub code scanning expects:
/// the other formats count UTF-8 bytes, so each column is converted from the line's text (read
/// through `sourceLines`); a line that cannot be read keeps its byte column, which agrees on ASCII.
package struct SARIFReporter: Reporter {
  package static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

  package var toolVersion: String
  /// Descriptions for rule metadata; rules missing here are described by their id only.
  package var rules: [RuleDescription]

  /// Where the text of the findings' lines comes from, to count columns in UTF-16.
  package var sourceLines: SourceLines

  package init(toolVersion: String, rules: [RuleDescription] = [], sourceLines: SourceLines = .disk) {
    self.toolVersion = toolVersion
    self.rules = rules
    self.sourceLines = sourceLines
  }

  package func render(_ result: CheckResult) -> String {
    let usedRules = Array(Set(result.findings.map(\.ruleID))).sorted()
    var ruleIndex: [String: Int] = [:]
    for (index, id) in usedRules.enumerated() { ruleIndex[id] = index }
    let driver: JSONValue = .object([
      ("name", .string("proscenium")),
      ("version", .string(toolVersion)),
      ("rules", .array(usedRules.map(ruleMetadata))),
    ])
    let lines = SourceLineCache(sourceLines)
    let results = result.findings.map { finding in
      self.result(for: finding, ruleIndex: ruleIndex[finding.ruleID] ?? 0, lines: lines)
    }
    let run: JSONValue = .object([
      ("tool", .object([("driver", driver)])),
      ("columnKind", .string("utf16CodeUnits")),
      ("results", .array(results)),
    ])
    let log: JSONValue = .object([
      ("$schema", .string(Self.schemaURI)),
      ("version", .string("2.1.0")),
      ("runs", .array([run])),
    ])
    return log.rendered(pretty: true) + "\n"
  }

  func ruleMetadata(_ id: String) -> JSONValue {
    guard let description = rules.first(where: { $0.id == id }) else {
      return .object([
        ("id", .string(id)),
        ("shortDescription", .object([("text", .string(id))])),
        ("defaultConfiguration", .object([("level", .string("warning"))])),
      ])
    }
    return .object([
      ("id", .string(id)),
      ("shortDescription", .object([("text", .string(description.summary))])),
      ("fullDescription", .object([("text", .string(description.rationale))])),
      ("defaultConfiguration", .object([("level", .string(description.defaultSeverity.rawValue))])),
      ("properties", .object([("tags", .array([.string(description.family.rawValue)]))])),
    ])
  }

  func result(for finding: Finding, ruleIndex: Int, lines: SourceLineCache) -> JSONValue {
    let artifact = Self.artifactLocation(finding.path)
    let startColumn = lines.utf16Column(path: finding.path, line: finding.start.line, column: finding.start.column)
    let endColumn = lines.utf16Column(path: finding.path, line: finding.end.line, column: finding.end.column)
    let region: JSONValue = .object([
      ("startLine", .number(Double(finding.start.line))),
      ("startColumn", .number(Double(startColumn))),
      ("endLine", .number(Double(finding.end.line))),
      ("endColumn", .number(Double(endColumn))),
    ])
    var members: [(key: String, value: JSONValue)] = [
      ("ruleId", .string(finding.ruleID)),
      ("ruleIndex", .number(Double(ruleIndex))),
      ("level", .string(finding.severity.rawValue)),
      ("message", .object([("text", .string(finding.message))])),
      (
        "locations",
        .array([.object([("physicalLocation", .object([("artifactLocation", artifact), ("region", region)]))])])
      ),
    ]
    if let fix = finding.fix {
      let replacements = fix.edits.map { edit -> JSONValue in
        .object([
          (
            "deletedRegion",
            .object([
              ("byteOffset", .number(Double(edit.start))), ("byteLength", .number(Double(edit.end - edit.start))),
            ])
          ),
          ("insertedContent", .object([("text", .string(edit.replacement))])),
        ])
      }
      members.append(
        (
          "fixes",
          .array([
            .object([
              ("description", .object([("text", .string(fix.summary))])),
              (
                "artifactChanges",
                .array([.object([("artifactLocation", artifact), ("replacements", .array(replacements))])])
              ),
            ])
          ])
        ))
    }
    return .object(members)
  }

  /// A relative path becomes a relative URI under `%SRCROOT%`; an absolute one a `file://` URI.
  static func artifactLocation(_ path: String) -> JSONValue {
    var trimmed = Substring(path)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    if trimmed.hasPrefix("/") {
      return .object([("uri", .string("file://" + percentEncoded(String(trimmed))))])
    }
    return .object([("uri", .string(percentEncoded(String(trimmed)))), ("uriBaseId", .string("%SRCROOT%"))])
  }

  /// Percent-encodes every byte outside the unreserved set and `/`.
  static func percentEncoded(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      let isUnreserved =
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
        || "-._~/".unicodeScalars.contains(scalar)
      if isUnreserved {
        result.unicodeScalars.append(scalar)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
