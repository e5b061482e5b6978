import Foundation
import ProsceniumCheck
import ProsceniumSyntax
import Testing

@testable import ProsceniumCLI

/// The hand-written documentation cannot fall behind the declarations: every command, option,
/// exit code, format and JSON field must appear in it.
@Suite struct DocumentationTests {
  static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs")

  func read(_ name: String) throws -> String {
    try String(contentsOf: Self.docs.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func cliDocumentsEveryCommandAndOption() throws {
    let text = try read("cli.md")
    for command in CommandRegistry.standard.commands {
      let signature = command.signature
      #expect(text.contains("## `proscenium \(signature.name)"), "docs/cli.md has no section for \(signature.name)")
      for option in signature.options where option.name != "help" {
        #expect(text.contains("`--\(option.name)"), "docs/cli.md does not document \(signature.name) --\(option.name)")
        if let short = option.short { #expect(text.contains("`-\(short)`")) }
        for choice in option.choices { #expect(text.contains("`\(choice.value)`")) }
      }
    }
  }

  @Test func cliDocumentsEveryExitCode() throws {
    let text = try read("cli.md")
    for code in ExitCode.allCases {
      #expect(text.contains("\n| \(code.rawValue) | "), "docs/cli.md has no row for exit code \(code.rawValue)")
      #expect(!code.meaning.isEmpty)
    }
  }

  @Test func outputFormatsDocumentsEveryFormatAndJSONField() throws {
    let text = try read("output-formats.md")
    for format in ReportFormat.allCases {
      #expect(text.contains("## `\(format.rawValue)`"), "docs/output-formats.md has no section for \(format.rawValue)")
    }
    let finding = Finding(
      ruleID: "navigation_stack", severity: .warning, path: "A.swift", start: SourcePosition(line: 1, column: 1),
      end: SourcePosition(line: 1, column: 2), offset: 0, message: "m",
      fix: Fix(summary: "s", edits: [TextEdit(start: 0, end: 1, replacement: "r")]))
    let document = JSONReporter().document(for: CheckResult(findings: [finding], fileCount: 1, lineCount: 1))
    for key in Self.keys(in: document) where key != "navigation_stack" {
      #expect(text.contains("\"\(key)\""), "the JSON schema in docs/output-formats.md lacks \(key)")
    }
  }

  static func keys(in value: JSONValue) -> Set<String> {
    switch value {
    case .object(let members): members.reduce(into: Set(members.map(\.key))) { $0.formUnion(keys(in: $1.value)) }
    case .array(let values): values.reduce(into: []) { $0.formUnion(keys(in: $1)) }
    default: []
    }
  }
}
