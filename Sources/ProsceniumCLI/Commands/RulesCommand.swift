import Foundation
import ProsceniumCheck
import ProsceniumRules

/// `proscenium rules`: the rule catalogue, as a table or JSON.
struct RulesCommand: Command {
  enum Format: String, CaseIterable, Sendable {
    case text
    case json

    var summary: String {
      switch self {
      case .text: "a table, one rule per line"
      case .json: "a JSON document with every field of every rule"
      }
    }
  }

  static let format = Option<Format>.oneOf(
    "format", valueName: "format", help: "How to print the list.", default: .text, summary: \.summary)
  static let noColor = Flag("no-color", help: "Never colour the output.")
  static let config = Option<String>.text(
    "config", valueName: "file",
    help: "Also list the rules this configuration writes in 'custom_rules' (default: none, or with --verify the "
      + "nearest .proscenium.json at or above the current folder).")
  static let verify = Flag(
    "verify", help: "Run the examples of the configuration's custom rules; exit 1 when one does not hold.")

  static let signature = CommandSignature(
    name: "rules",
    abstract: "List every rule: family, default severity, opt-in and presets.",
    discussion: """
      Opt-in rules run only when a preset or the configuration enables them. Run \
      'proscenium explain <rule-id>' for a rule's rationale, options and examples. With --verify, \
      each custom rule's flagged examples must be flagged exactly at their '↓' markers and its clean \
      examples not at all: exit 0 when every example holds, 1 when one does not, 2 when the \
      configuration cannot be read.
      """,
    parameters: [format.declaration, noColor.declaration, config.declaration, verify.declaration])

  let format: Format
  let colored: Bool
  let configurationFile: String?
  let verifies: Bool

  init(arguments: ParsedArguments, context: CommandContext) {
    format = arguments[Self.format] ?? .text
    colored = context.usesColor(disabled: arguments[Self.noColor])
    configurationFile = arguments[Self.config]
    verifies = arguments[Self.verify]
  }

  func run(context: CommandContext) throws(CommandLineError) -> ExitCode {
    let path = configurationFile ?? (verifies ? Self.nearestConfiguration() : nil)
    var customRules: [DeclarativeRuleDefinition] = []
    if let path {
      customRules = try CheckCommand.reportingErrors {
        try CheckEngine(catalog: context.catalog).loadConfiguration(at: path)
      }.customRules
    }
    if verifies { return Self.verify(customRules, configuration: path, context: context) }
    let entries = RuleEntry.all(in: context.catalog.adding(customRules))
    switch format {
    case .text: context.write(Self.table(entries, style: TerminalStyle(isEnabled: colored)))
    case .json: context.write(Self.json(entries).rendered(pretty: true) + "\n")
    }
    return .success
  }

  /// Runs every custom rule's examples and prints one line per rule, with what went wrong.
  static func verify(_ definitions: [DeclarativeRuleDefinition], configuration: String?, context: CommandContext)
    -> ExitCode
  {
    guard let configuration else {
      context.note("no .proscenium.json at or above the current folder: no custom rule to verify")
      return .success
    }
    guard !definitions.isEmpty else {
      context.note("\(configuration) has no 'custom_rules': nothing to verify")
      return .success
    }
    var failed = 0
    for definition in definitions {
      let problems = RuleExampleCheck.problems(of: RuleType(definition: definition))
      let count = definition.flaggedExamples.count + definition.cleanExamples.count
      if problems.isEmpty {
        context.write("ok      \(definition.id) (\(count) example\(count == 1 ? "" : "s"))\n")
      } else {
        failed += 1
        context.write("failed  \(definition.id)\n" + problems.map { "  - \($0)\n" }.joined())
      }
    }
    context.write(
      failed == 0
        ? "\(definitions.count) custom rule(s) in \(configuration): every example holds.\n"
        : "\(failed) of \(definitions.count) custom rule(s) in \(configuration) have examples that do not hold.\n")
    return failed == 0 ? .success : .findings
  }

  /// The nearest `.proscenium.json` at or above the current folder.
  static func nearestConfiguration() -> String? {
    var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
    while true {
      let candidate = folder.appendingPathComponent(CheckEngine.configurationFileName).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  static func table(_ entries: [RuleEntry], style: TerminalStyle) -> String {
    let header = ["ID", "FAMILY", "SEVERITY", "OPT-IN", "PRESETS", "SUMMARY"]
    let rows = entries.map { entry in
      [
        entry.id, entry.family.rawValue, entry.defaultSeverity.rawValue, entry.isOptIn ? "yes" : "no",
        entry.presets.isEmpty ? "-" : entry.presets.joined(separator: ","), entry.summary,
      ]
    }
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    func render(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        column == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
      }.joined(separator: "  ")
    }
    var lines = [style.bold(render(header))] + rows.map(render)
    lines.append("")
    lines.append(
      "\(entries.count) rules. Run 'proscenium explain <rule-id>' for a rule's rationale, options and examples.")
    return lines.joined(separator: "\n") + "\n"
  }

  static func json(_ entries: [RuleEntry]) -> JSONValue {
    .object([
      ("version", .number(1)),
      (
        "rules",
        .array(
          entries.map { entry in
            .object([
              ("id", .string(entry.id)),
              ("family", .string(entry.family.rawValue)),
              ("default_severity", .string(entry.defaultSeverity.rawValue)),
              ("opt_in", .bool(entry.isOptIn)),
              ("presets", .array(entry.presets.map(JSONValue.string))),
              ("summary", .string(entry.summary)),
              ("fixable", .bool(entry.isFixable)),
              ("uses_deployment_target", .bool(entry.usesDeploymentTarget)),
              ("judges_test_files", .bool(entry.judgesTestFiles)),
              (
                "sources",
                .array(
                  entry.sources.map {
                    .object([("playbook", .string($0.playbook.rawValue)), ("practice", .string($0.practice))])
                  })
              ),
              (
                "options",
                .array(
                  entry.options.map {
                    .object([
                      ("key", .string($0.key)), ("type", .string(RuleEntry.typeName($0.kind))),
                      ("default", $0.defaultValue), ("summary", .string($0.summary)),
                    ])
                  })
              ),
            ])
          })
      ),
    ])
  }
}
