import ProsceniumSyntax

/// Parses a command's arguments against its signature.
///
/// Accepts `--name value`, `--name=value`, `-n value`, `-nvalue` and bundled short flags (`-qv`);
/// `--` ends the options, so every later argument is positional (a path starting with `-`, say). Every mistake becomes a
/// `CommandLineError` whose hint suggests the nearest declared name or value.
struct ArgumentParser {
  let signature: CommandSignature
  /// How the command is called, for hints: `proscenium check`.
  let commandPath: String

  /// Whether `arguments` ask for help (`-h` or `--help` before any `--`), which wins over every
  /// other mistake on the line.
  static func asksForHelp(_ arguments: [String]) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "-h" || argument == "--help" { return true }
    }
    return false
  }

  func parse(_ given: [String]) throws(CommandLineError) -> ParsedArguments {
    var arguments = given
    var parsed = ParsedArguments()
    var positionals: [String] = []
    var onlyPositionals = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      // Bundled short flags: `-qj4` is `-q -j4`.
      if let (flag, rest) = bundledShortFlag(argument) {
        parsed.values[flag.name, default: []].append("")
        arguments.insert("-" + rest, at: index)
        continue
      }
      let (declaration, spelled, inlineValue) = try lookUp(argument)
      switch declaration.kind {
      case .flag:
        if let inlineValue {
          throw CommandLineError(
            "'\(spelled)' takes no value, but was given '\(inlineValue)'", hint: "write '\(spelled)' alone")
        }
        parsed.values[declaration.name, default: []].append("")
      case .value, .list:
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count, !Self.looksLikeOption(arguments[index]) {
          value = arguments[index]
          index += 1
        } else {
          throw CommandLineError(
            "missing value for '\(spelled)'", hint: "write '\(spelled) <\(declaration.valueName)>'")
        }
        if declaration.kind == .list {
          let items = value.split(separator: ",").map(\.trimmingSpaces).filter { !$0.isEmpty }
          guard !items.isEmpty else {
            throw CommandLineError(
              "missing value for '\(spelled)'", hint: "write '\(spelled) <\(declaration.valueName),...>'")
          }
          for item in items { try validate(item, for: declaration, spelled: spelled) }
          parsed.values[declaration.name, default: []] += items
        } else {
          try validate(value, for: declaration, spelled: spelled)
          parsed.values[declaration.name, default: []].append(value)
        }
      case .positional:
        break
      }
    }
    try assign(positionals, to: &parsed)
    return parsed
  }

  /// The leading flag of a bundle such as `-qv`, and the rest of the bundle.
  private func bundledShortFlag(_ argument: String) -> (ParameterDeclaration, rest: String)? {
    guard !argument.hasPrefix("--"), argument.count > 2 else { return nil }
    let letters = argument.dropFirst()
    guard let first = letters.first, letters.dropFirst().first != "=",
      let flag = signature.options.first(where: { $0.short == first && $0.kind == .flag })
    else { return nil }
    return (flag, String(letters.dropFirst()))
  }

  /// A value that starts with `-` is taken for an option, except `-` alone and negative numbers.
  static func looksLikeOption(_ text: String) -> Bool {
    text.hasPrefix("-") && text != "-" && Int(text) == nil
  }

  /// Finds the declaration an option argument names, and any value attached to it.
  private func lookUp(_ argument: String) throws(CommandLineError) -> (
    ParameterDeclaration, spelled: String, inlineValue: String?
  ) {
    let options = signature.options
    if argument.hasPrefix("--") {
      let body = argument.dropFirst(2)
      let name: String
      var inlineValue: String?
      if let equals = body.firstIndex(of: "=") {
        name = String(body[..<equals])
        inlineValue = String(body[body.index(after: equals)...])
      } else {
        name = String(body)
      }
      if let declaration = options.first(where: { $0.name == name }) {
        return (declaration, "--\(name)", inlineValue)
      }
      throw unknownOption("--\(name)")
    }
    let short = argument.dropFirst().first
    if let short, let declaration = options.first(where: { $0.short == short }) {
      let rest = String(argument.dropFirst(2))
      if rest.isEmpty { return (declaration, "-\(short)", nil) }
      if declaration.kind != .flag {
        return (declaration, "-\(short)", rest.hasPrefix("=") ? String(rest.dropFirst()) : rest)
      }
    }
    throw unknownOption(argument)
  }

  private func unknownOption(_ spelled: String) -> CommandLineError {
    // Single letters are all one edit apart, so only long names get a suggestion.
    let suggestion =
      spelled.hasPrefix("--")
      ? SpellingSuggestion.closest(to: spelled, in: signature.options.map { "--\($0.name)" }) : nil
    return CommandLineError(
      "unknown option '\(spelled)'",
      hint: CommandLineError.didYouMean(suggestion, otherwise: "run '\(commandPath) --help' to see the options"))
  }

  private func validate(_ value: String, for declaration: ParameterDeclaration, spelled: String)
    throws(CommandLineError)
  {
    guard let reason = declaration.validate(value) else { return }
    let suggestion = SpellingSuggestion.closest(to: value, in: declaration.choices.map(\.value))
    throw CommandLineError(
      "invalid value '\(value)' for '\(spelled)': \(reason)",
      hint: CommandLineError.didYouMean(suggestion, otherwise: "run '\(commandPath) --help' to see what it accepts"))
  }

  /// Hands positional arguments to the declared positionals in order; a repeating one takes the rest.
  private func assign(_ positionals: [String], to parsed: inout ParsedArguments) throws(CommandLineError) {
    var remaining = positionals[...]
    for declaration in signature.positionals {
      guard case .positional(let repeating, let required) = declaration.kind else { continue }
      if remaining.isEmpty {
        if required {
          throw CommandLineError(
            "missing <\(declaration.valueName)>", hint: "usage: \(signature.usage(commandPath: commandPath))")
        }
        continue
      }
      if repeating {
        parsed.values[declaration.name] = Array(remaining)
        remaining = []
      } else if let first = remaining.popFirst() {
        parsed.values[declaration.name] = [first]
      }
    }
    if let extra = remaining.first {
      throw CommandLineError(
        "unexpected argument '\(extra)'", hint: "usage: \(signature.usage(commandPath: commandPath))")
    }
  }
}
