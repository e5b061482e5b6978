import Foundation
import ProsceniumCheck
import ProsceniumGenerator
import ProsceniumSyntax

/// `proscenium init [<path>]`: writes a `.proscenium.json` naming the detected or chosen presets, and nothing else.
struct InitCommand: Command {
  static let path = Positional.optional("path", help: "The folder to write .proscenium.json in.")
  static let preset = ListOption(
    "preset", valueName: "preset",
    help: "Name these presets instead of the detected ones (comma-separated; may be repeated).")
  static let force = Flag("force", help: "Replace an existing .proscenium.json, keeping it as '.proscenium.json.bak'.")
  static let dryRun = Flag("dry-run", help: "Print the configuration instead of writing it.")

  static let signature = CommandSignature(
    name: "init",
    abstract: "Write a .proscenium.json for the project's detected or chosen presets.",
    discussion: """
      Without --preset, the presets are the ones 'proscenium check' detects from the project's view models, \
      presenters, layer modules and deployment target, as its note explains. When the code gives no clue, \
      'observable' is written, the style of the runtime's iOS 17 minimum. Nothing else is written.
      """,
    parameters: [path.declaration, preset.declaration, force.declaration, dryRun.declaration])

  let folder: String
  let presets: [String]?
  let force: Bool
  let dryRun: Bool

  init(arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    folder = ProjectLayout.canonical(arguments[Self.path].first ?? ".")
    force = arguments[Self.force]
    dryRun = arguments[Self.dryRun]
    let names = context.catalog.presets.map(\.name)
    let chosen = arguments[Self.preset].map { $0.flatMap { $0.split(separator: ",").map(String.init) } }
    for name in chosen ?? [] where !names.contains(name) {
      throw CommandLineError(
        "unknown preset '\(name)'",
        hint: CommandLineError.didYouMean(
          SpellingSuggestion.closest(to: name, in: names), otherwise: "the presets are \(names.joined(separator: ", "))"
        ))
    }
    presets = chosen
  }

  func run(context: CommandContext) throws(CommandLineError) -> ExitCode {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw CommandLineError("no such folder: '\(folder)'", hint: "give the project's folder, or run from it")
    }
    let chosen: [String]
    if let presets {
      chosen = presets
    } else {
      let facts = try GeneratorProjectFacts.read(from: folder, catalog: context.catalog)
      let detected = try facts.detectPresets(catalog: context.catalog)
      if detected.presets.isEmpty {
        chosen = ["observable"]
        context.note("\(detected.reason); writing 'observable', the style of the runtime's iOS 17 minimum")
      } else {
        chosen = detected.presets
        context.note("detected \(detected.reason)")
      }
    }
    let text = Self.configuration(presets: chosen)
    let path = folder + "/" + CheckEngine.configurationFileName
    if dryRun {
      context.write(text)
      return .success
    }
    let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    let outcomes: [PlanWriter.Outcome]
    do {
      outcomes = try PlanWriter(force: force).write([PlannedFile(path: path, contents: text, existing: existing)])
    } catch {
      throw CommandLineError(error)
    }
    context.write(NewCommand.summary(of: outcomes, from: FileManager.default.currentDirectoryPath))
    return .success
  }

  /// The file's text: the presets, in the order they apply.
  static func configuration(presets: [String]) -> String {
    let list = presets.map { "\"\($0)\"" }.joined(separator: ", ")
    return "{\n  \"preset\": [\(list)]\n}\n"
  }
}
