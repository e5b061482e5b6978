/// A JSON document for scripts, stable across releases: fields are only ever added, and a change
/// that breaks readers bumps `version`. The schema is documented in `docs/output-formats.md`.
///
/// Positions are 1-based lines and columns counted in UTF-8 bytes, as compilers report them; fix
/// edits are UTF-8 byte offsets into the file, end exclusive.
package struct JSONReporter: Reporter {
  /// The schema version written at the top of every document.
  package static let schemaVersion = 1

  package init() {}

  package func render(_ result: CheckResult) -> String {
    document(for: result).rendered(pretty: true) + "\n"
  }

  /// The document as a value, for tools that embed it in a larger one.
  package func document(for result: CheckResult) -> JSONValue {
    let counts = FindingCounts(result.findings)
    let summary: JSONValue = .object([
      ("files", .number(Double(result.fileCount))),
      ("lines", .number(Double(result.lineCount))),
      ("findings", .number(Double(counts.total))),
      ("errors", .number(Double(counts.errors))),
      ("warnings", .number(Double(counts.warnings))),
      ("rules", .object(counts.byRule.sorted { $0.rule < $1.rule }.map { ($0.rule, .number(Double($0.total))) })),
    ])
    return .object([
      ("version", .number(Double(Self.schemaVersion))),
      ("findings", .array(result.findings.map(Self.value(of:)))),
      ("summary", summary),
    ])
  }

  static func value(of finding: Finding) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("rule", .string(finding.ruleID)),
      ("severity", .string(finding.severity.rawValue)),
      ("path", .string(finding.path)),
      ("line", .number(Double(finding.start.line))),
      ("column", .number(Double(finding.start.column))),
      ("end_line", .number(Double(finding.end.line))),
      ("end_column", .number(Double(finding.end.column))),
      ("message", .string(finding.message)),
    ]
    if let fix = finding.fix {
      let edits = fix.edits.map { edit -> JSONValue in
        .object([
          ("start", .number(Double(edit.start))),
          ("end", .number(Double(edit.end))),
          ("replacement", .string(edit.replacement)),
        ])
      }
      members.append(("fix", .object([("summary", .string(fix.summary)), ("edits", .array(edits))])))
    }
    return .object(members)
  }
}
