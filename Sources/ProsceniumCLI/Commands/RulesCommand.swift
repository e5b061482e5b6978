import ProsceniumCheck

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

  static let signature = CommandSignature(
    name: "rules",
    abstract: "List every rule: family, default severity, opt-in and presets.",
    discussion: """
      Opt-in rules run only when a preset or the configuration enables them. Run \
      'proscenium explain <rule-id>' for a rule's rationale, options and examples.
      """,
    parameters: [format.declaration, noColor.declaration])

  let format: Format
  let colored: Bool

  init(arguments: ParsedArguments, context: CommandContext) {
    format = arguments[Self.format] ?? .text
    colored = context.usesColor(disabled: arguments[Self.noColor])
  }

  func run(context: CommandContext) -> ExitCode {
    let entries = RuleEntry.all(in: context.catalog)
    switch format {
    case .text: context.write(Self.table(entries, style: TerminalStyle(isEnabled: colored)))
    case .json: context.write(Self.json(entries).rendered(pretty: true) + "\n")
    }
    return .success
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
