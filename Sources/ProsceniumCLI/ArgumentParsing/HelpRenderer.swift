/// Renders help pages from declarations, so help can never disagree with what the parser accepts.
enum HelpRenderer {
  /// The help page of one command.
  static func help(for signature: CommandSignature, commandPath: String) -> String {
    var lines = TextWrapping.wrapWords("OVERVIEW: \(signature.abstract)", width: TextWrapping.width, indent: "") + [""]
    if !signature.discussion.isEmpty {
      lines.append(TextWrapping.wrap(signature.discussion))
      lines.append("")
    }
    lines.append("USAGE: \(signature.usage(commandPath: commandPath))")
    if !signature.positionals.isEmpty {
      lines += ["", "ARGUMENTS:"]
      for positional in signature.positionals { lines += entry(positional) }
    }
    lines += ["", "OPTIONS:"]
    for option in signature.options { lines += entry(option) }
    if signature.listsExitCodes {
      lines += ["", "EXIT CODES:"]
      for code in ExitCode.allCases { lines += TextWrapping.columns(label: "\(code.rawValue)", text: code.meaning) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One parameter: its label and help, its default, and its values with their meaning.
  static func entry(_ declaration: ParameterDeclaration) -> [String] {
    var text = declaration.help
    if let defaultDescription = declaration.defaultDescription { text += " (default: \(defaultDescription))" }
    var lines = TextWrapping.columns(label: declaration.label, text: text)
    for choice in declaration.choices {
      lines += TextWrapping.columns(label: "  " + choice.value, text: choice.summary, indent: 4, labelWidth: 22)
    }
    return lines
  }

  /// The top-level help: the commands of the registry and the global options.
  static func rootHelp(registry: CommandRegistry) -> String {
    var lines = TextWrapping.wrapWords("OVERVIEW: \(registry.abstract)", width: TextWrapping.width, indent: "")
    lines += [
      "",
      "USAGE: \(registry.toolName) <command> [<options>]", "",
      "COMMANDS:",
    ]
    for command in registry.commands {
      lines += TextWrapping.columns(label: command.signature.name, text: command.signature.abstract)
    }
    lines += ["", "OPTIONS:"]
    for option in registry.globalOptions { lines += entry(option.declaration) }
    lines += ["", "  See '\(registry.toolName) help <command>' for detailed help."]
    return lines.joined(separator: "\n") + "\n"
  }
}
