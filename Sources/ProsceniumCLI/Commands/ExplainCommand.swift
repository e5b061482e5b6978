import ProsceniumCheck
import ProsceniumRules
import ProsceniumSyntax

/// `proscenium explain <rule-id>`: why a rule exists, how to tune it, and what it flags;
/// `proscenium explain --why FILE:LINE`: what the checker took the type there for, and why.
struct ExplainCommand: Command {
  static let rule = Positional.optional("rule-id", help: "The rule to explain, as 'proscenium rules' lists it.")
  static let why = Option<String>.text(
    "why", valueName: "file:line",
    help: "Explain the roles of the type declared at or around this line, and the facts that gave them.")
  static let noColor = Flag("no-color", help: "Never colour the output.")

  static let signature = CommandSignature(
    name: "explain",
    abstract: "Explain a rule: why it exists, its sources, options and examples; or why a type plays its role.",
    discussion: """
      In flagged examples, '\(RuleExample.marker)' marks where each finding starts. With --why, the \
      project around the file is indexed (as 'check' does) and the type at that line is described: its \
      roles, what it is, who holds it, and who makes and shares its instances.
      """,
    parameters: [rule.declaration, why.declaration, noColor.declaration])

  let entry: RuleEntry?
  let location: ExplainWhy?
  let colored: Bool

  init(arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    colored = context.usesColor(disabled: arguments[Self.noColor])
    if let why = arguments[Self.why] {
      location = try ExplainWhy(argument: why)
      entry = nil
      return
    }
    location = nil
    guard let id = arguments[Self.rule].first else {
      throw CommandLineError(
        "missing <rule-id>",
        hint: "give a rule id ('proscenium rules' lists them), or '--why FILE:LINE' to explain a type")
    }
    guard let entry = RuleEntry.entry(id: id, in: context.catalog) else {
      throw CommandLineError(
        "unknown rule '\(id)'",
        hint: CommandLineError.didYouMean(
          SpellingSuggestion.closest(to: id, in: context.catalog.allIDs),
          otherwise: "run 'proscenium rules' to list the rule ids"))
    }
    self.entry = entry
  }

  func run(context: CommandContext) throws(CommandLineError) -> ExitCode {
    if let location {
      context.write(try location.render(catalog: context.catalog))
      return .success
    }
    guard let entry else { throw CommandLineError("give a rule id or '--why FILE:LINE'") }
    context.write(Self.render(entry, style: TerminalStyle(isEnabled: colored)))
    return .success
  }

  static func render(_ entry: RuleEntry, style: TerminalStyle) -> String {
    var lines = [style.bold(entry.id) + ": " + entry.summary, ""]
    var facts = [
      ("Family", entry.family.rawValue),
      ("Default severity", entry.defaultSeverity.rawValue),
      ("Enabled", enablement(of: entry)),
      ("Fix", entry.isFixable ? "available" : "none"),
    ]
    if entry.usesDeploymentTarget { facts.append(("Depends on", "the deployment target")) }
    facts.append(("Measured", measuredPrecision(of: entry.id)))
    if !entry.judgesTestFiles { facts.append(("Test files", "not judged")) }
    let width = (facts.map(\.0.count).max() ?? 0) + 2
    for (label, value) in facts {
      lines.append("  " + label + ":" + String(repeating: " ", count: width - label.count - 1) + value)
    }
    lines += ["", style.bold("WHY"), TextWrapping.wrap(entry.rationale, indent: "  ")]
    if !entry.sources.isEmpty {
      lines += ["", style.bold("SOURCES")]
      for source in entry.sources {
        lines.append(
          contentsOf: TextWrapping.wrapWords(
            "\(source.playbook.rawValue) \(source.playbook.title): \(source.practice)", width: TextWrapping.width,
            indent: "  ", continuation: "      "))
      }
    }
    lines += section(
      "HOW TYPES ARE RECOGNISED", rolesRecognised(by: entry).map { ($0.name, $0.evidence) }, style: style)
    lines += section(
      "WHAT IT LEAVES ALONE", entry.examples.compactMap(\.exemption).map { ($0.name, $0.reason) }, style: style)
    lines += ["", style.bold("OPTIONS")]
    if entry.options.isEmpty {
      lines.append("  none")
    }
    for option in entry.options {
      lines.append(
        "  \(style.cyan(option.key)): \(RuleEntry.describe(option.kind)); default \(option.defaultValue.rendered())")
      lines.append(TextWrapping.wrap(option.summary, indent: "      "))
    }
    let flagged = entry.examples.filter { $0.expectation == .flagged }
    let clean = entry.examples.filter { $0.expectation == .clean }
    if !flagged.isEmpty {
      lines += ["", style.bold("FLAGGED") + " (\(RuleExample.marker) marks where each finding starts)"]
      for example in flagged { lines += render(example, style: style) }
    }
    if !clean.isEmpty {
      lines += ["", style.bold("CLEAN")]
      for example in clean { lines += render(example, style: style) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The roles a rule's findings depend on, so `explain` can say what makes a type one.
  static func rolesRecognised(by entry: RuleEntry) -> [TypeRole] {
    switch entry.family {
    case .viewModels, .testing: return [.viewModel, .presenter]
    case .mvp: return [.presenter, .viewController]
    case .swiftUIViews:
      return entry.id == "no_service_in_view" ? [.view, .service, .repository, .useCase] : [.view]
    case .style: return [.view, .viewModel, .presenter, .viewController]
    default: return []
    }
  }

  static func enablement(of entry: RuleEntry) -> String {
    let presets = entry.presets.joined(separator: ", ")
    switch (entry.isOptIn, entry.presets.isEmpty) {
    case (false, true): return "by default"
    case (false, false): return "by default; presets enabling it: \(presets)"
    case (true, true): return "opt-in: only when the configuration enables it"
    case (true, false): return "opt-in: by presets \(presets), or the configuration"
    }
  }

  /// The rule's findings judged right on sealed apps (docs/accuracy.md), or that none were judged.
  static func measuredPrecision(of id: String) -> String {
    guard let verdicts = SealedPrecision.verdicts[id], verdicts.right + verdicts.wrong > 0 else {
      return "no finding judged on sealed apps yet (docs/accuracy.md)"
    }
    let judged = verdicts.right + verdicts.wrong
    let percent = Int((Double(verdicts.right) * 100 / Double(judged)).rounded())
    return "\(verdicts.right) of \(judged) findings right on sealed apps (\(percent)%, docs/accuracy.md)"
  }

  /// A titled list of `name: text` entries, wrapped; nothing when there are none.
  static func section(_ title: String, _ entries: [(name: String, text: String)], style: TerminalStyle) -> [String] {
    guard !entries.isEmpty else { return [] }
    var lines = ["", style.bold(title)]
    for entry in entries {
      lines += TextWrapping.wrapWords(
        "\(entry.name): \(entry.text)", width: TextWrapping.width, indent: "  ", continuation: "      ")
    }
    return lines
  }

  /// One example: its context (path, options, deployment target), its code, its fixed code.
  static func render(_ example: RuleExample, style: TerminalStyle) -> [String] {
    var lines = [""]
    var context: [String] = []
    if example.path != RuleExample(.clean, "").path { context.append("in \(example.path)") }
    if let options = example.options { context.append("options \(options)") }
    if let target = example.settings.lowestPresentationTarget { context.append("deployment target \(target)") }
    if !example.otherFiles.isEmpty {
      context.append("with \(example.otherFiles.keys.sorted().joined(separator: ", "))")
    }
    if let note = example.note { context.append(note) }
    if !context.isEmpty { lines.append(style.dim("  // " + context.joined(separator: "; "))) }
    lines += code(example.code, style: style)
    if let fixed = example.fixed {
      lines.append(style.dim("  // fixed:"))
      lines += code(fixed, style: style)
    }
    return lines
  }

  static func code(_ text: String, style: TerminalStyle) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let shown =
        style.isEnabled
        ? line.split(separator: RuleExample.marker, omittingEmptySubsequences: false).joined(
          separator: style.red(String(RuleExample.marker)))
        : String(line)
      return shown.isEmpty ? "" : "    " + shown
    }
  }
}
