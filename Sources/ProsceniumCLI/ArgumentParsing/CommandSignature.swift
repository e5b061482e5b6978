/// Everything a command declares about its interface: its name, what it does, and its
/// parameters. Parsing, usage lines, help pages and error hints are all rendered from it.
struct CommandSignature: Sendable {
  var name: String
  /// One sentence, shown in the command list and at the top of help.
  var abstract: String
  /// Longer help: paragraphs separated by blank lines, wrapped when rendered. Lines starting
  /// with spaces are kept as they are (tables, examples).
  var discussion: String
  /// Flags, options and positionals, in the order help lists them. `--help` is added for every
  /// command and need not be declared.
  var parameters: [ParameterDeclaration]
  /// Whether help lists the exit codes (for commands whose code means more than success).
  var listsExitCodes: Bool

  init(
    name: String, abstract: String, discussion: String = "", parameters: [ParameterDeclaration],
    listsExitCodes: Bool = false
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.parameters = parameters + [Self.help.declaration]
    self.listsExitCodes = listsExitCodes
  }

  /// `-h, --help`, which every command understands.
  static let help = Flag("help", short: "h", help: "Show help information.")

  var options: [ParameterDeclaration] { parameters.filter { !$0.isPositional } }
  var positionals: [ParameterDeclaration] { parameters.filter(\.isPositional) }

  /// `proscenium check [<options>] [<path> ...]`.
  func usage(commandPath: String) -> String {
    var parts = [commandPath]
    if options.count > 1 { parts.append("[<options>]") }
    parts += positionals.map(\.usage)
    return parts.joined(separator: " ")
  }
}
