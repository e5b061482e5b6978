import Foundation
import ProsceniumCheck
import ProsceniumSyntax

/// `proscenium check [<path> ...]`: checks Swift files and reports findings.
struct CheckCommand: Command {
  static let config = Option<String>.text(
    "config", valueName: "file",
    help: "Use this configuration file for every path instead of the nearest .proscenium.json above each.")
  static let format = Option<ReportFormat>.oneOf(
    "format", valueName: "format", help: "How to print the findings.", default: .text, summary: \.summary)
  static let only = ListOption(
    "only", valueName: "rule-id", help: "Run only these rules (comma-separated; may be repeated).")
  static let disable = ListOption(
    "disable", valueName: "rule-id", help: "Do not run these rules (comma-separated; may be repeated).")
  static let jobs = Option<Int>.positiveInteger(
    "jobs", short: "j", help: "Check this many files in parallel.", defaultDescription: "the number of CPUs")
  static let quiet = Flag("quiet", short: "q", help: "Print only the findings: no file headers, no summary.")
  static let strict = Flag("strict", help: "Fail (exit code 1) on warnings too, not only on errors.")
  static let verbose = Flag(
    "verbose", short: "v",
    help: "Also say what was skipped as not the app's code (playgrounds, vendored folders, generated files) and why.")
  static let noColor = Flag(
    "no-color",
    help: "Never colour the output. Colour is used only when standard output is a terminal and NO_COLOR is unset.")
  static let noIsolation = Flag(
    "no-isolation",
    help:
      "Check files in this process instead of in worker processes. Faster to start, but a file that crashes the parser ends the whole run instead of being reported as 'unparsable_file'."
  )
  static let paths = Positional.repeating(
    "path", help: "Swift files or folders to check; folders are searched recursively.", defaultDescription: ".")

  static let signature = CommandSignature(
    name: "check",
    abstract: "Check Swift files against the playbook rules and report the findings.",
    discussion: """
      Rules, severities and options come from the nearest .proscenium.json above each path (or \
      from --config); a .proscenium.json in a subfolder refines it there; --only and --disable \
      apply on top of it. The whole project around the paths (up to the folder holding .git, \
      an Xcode project or the Package.swift that owns them) is indexed, so cross-file rules \
      see every file, but only the given paths are reported. Build folders, hidden folders, \
      playgrounds, vendored code, CocoaPods pods and generated files are skipped (--verbose \
      says which). A file that cannot be parsed is reported as an 'unparsable_file' error.
      """,
    parameters: [
      config.declaration, format.declaration, only.declaration, disable.declaration, jobs.declaration,
      quiet.declaration, strict.declaration, verbose.declaration, noColor.declaration, noIsolation.declaration,
      ReportOutputs.output.declaration, StdinOptions.stdinPath.declaration, ChangedSinceOption.changedSince.declaration,
    ] + BaselineOptions.declarations + FixOptions.declarations + CacheOptions.declarations + [paths.declaration],
    listsExitCodes: true)

  var paths: [String]
  var configurationFile: String?
  var format: ReportFormat
  var only: [String]?
  var disabled: [String]
  var jobs: Int
  var quiet: Bool
  var strict: Bool
  var verbose: Bool
  var colored: Bool
  var baselineOptions: BaselineOptions
  var fixOptions: FixOptions
  var outputs: ReportOutputs
  var stdin: StdinOptions
  var changedSince: ChangedSinceOption
  var cache: CacheOptions
  var isolated: Bool

  init(arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    let given = arguments[Self.paths]
    stdin = try StdinOptions(arguments: arguments, paths: given, fix: arguments[FixOptions.fix])
    paths = stdin.path.map { [$0] } ?? (given.isEmpty ? ["."] : given)
    configurationFile = arguments[Self.config]
    format = arguments[Self.format] ?? .text
    only = arguments[Self.only]
    disabled = arguments[Self.disable] ?? []
    jobs = arguments[Self.jobs] ?? ProcessInfo.processInfo.activeProcessorCount
    quiet = arguments[Self.quiet]
    strict = arguments[Self.strict]
    verbose = arguments[Self.verbose]
    colored = context.usesColor(disabled: arguments[Self.noColor])
    baselineOptions = try BaselineOptions(arguments: arguments)
    fixOptions = try FixOptions(arguments: arguments)
    outputs = try ReportOutputs(arguments: arguments)
    changedSince = ChangedSinceOption(arguments: arguments)
    cache = try CacheOptions(arguments: arguments)
    isolated = !arguments[Self.noIsolation]
    if changedSince.reference != nil && stdin.path != nil {
      throw CommandLineError("'--changed-since' and '--stdin-path' cannot be combined", hint: "choose one")
    }
    if baselineOptions.writeFile != nil && (changedSince.reference != nil || stdin.path != nil) {
      // A baseline written from part of the project would drop every other file's entries.
      throw CommandLineError(
        "'--write-baseline' records the whole run; it cannot be combined with '--changed-since' or '--stdin-path'",
        hint: "write the baseline from a full check of the project")
    }
    let known = context.catalog.allIDs
    for (option, ids) in [("--only", only ?? []), ("--disable", disabled)] {
      for id in ids where !known.contains(id) {
        throw CommandLineError(
          "unknown rule '\(id)' in '\(option)'",
          hint: CommandLineError.didYouMean(
            SpellingSuggestion.closest(to: id, in: known), otherwise: "run 'proscenium rules' to list the rule ids"))
      }
    }
  }

  func run(context: CommandContext) throws(CommandLineError) -> ExitCode {
    if let configurationFile, !FileManager.default.fileExists(atPath: configurationFile) {
      throw CommandLineError(
        "no such configuration file: '\(configurationFile)'", hint: "check the path given to '--config'")
    }
    let missing = paths.filter { !FileManager.default.fileExists(atPath: $0) }
    let existing = try changedSince.narrow(existingPaths(context: context))
    if let reference = changedSince.reference, !quiet {
      context.note("\(existing.count) Swift files changed since '\(reference)' in the given paths")
    }
    if changedSince.reference != nil && existing.isEmpty {
      let options = ReportOptions(colored: colored, quiet: quiet, toolVersion: ProsceniumVersion.current)
      try outputs.write(CheckResult(findings: [], fileCount: 0, lineCount: 0), options: options, context: context)
      return .success
    }
    var request = CheckRequest(
      paths: existing, configurationFile: configurationFile,
      choices: RuleSelection.CommandLineChoices(only: only, disabled: disabled), jobs: jobs)
    request.cache = cache.resolved(context: context)
    request.fingerprints = baselineOptions.needsFingerprints
    if isolated { request.isolation = context.workerIsolation }
    try stdin.apply(to: &request, context: context)
    let progress = quiet || !context.errorIsTerminal ? nil : ProgressLine(write: context.writeError)
    if let progress { request.progress = { progress.update(done: $0, total: $1) } }
    let baseline = try baselineOptions.load()
    let engine = CheckEngine(catalog: context.catalog)
    var result = try Self.reportingErrors { try engine.run(request) }
    if fixOptions.enabled {
      result = try Self.reportingErrors {
        try fixOptions.apply(
          result, engine: engine, request: request, context: context, quiet: quiet, progress: progress)
      }
    }
    progress?.finish()
    for note in result.notes { context.warn(note) }
    if !quiet {
      for decision in result.decisions {
        context.note(decision.description)
        if verbose {
          for path in decision.paths { context.note("no known deployment target: '\(path)'") }
        }
      }
    }
    if verbose {
      for skipped in result.skipped { context.note("skipped '\(skipped.path)': \(skipped.reason)") }
      if let cache = result.cacheStatistics {
        context.note(
          "cache: \(cache.reused) files from the cache, \(cache.checked.count) checked, "
            + "\(cache.recheckedForFacts.count) checked again because project facts their findings read changed "
            + "('\(cache.cacheFile)')")
      }
      if result.indexedFileCount > 0 {
        context.note(
          "indexed \(result.indexedFileCount) more files of the project outside the checked paths, for cross-file rules"
        )
      }
    }
    if result.fileCount == 0 {
      let given = paths.filter { !missing.contains($0) }
      context.warn("no Swift files found in \(given.map { "'\($0)'" }.joined(separator: ", "))")
    }
    if baselineOptions.writeFile != nil {
      try baselineOptions.write(result, context: context)
      return .success
    }
    var staleFails = false
    if let baseline {
      staleFails = baselineOptions.apply(baseline, to: &result, context: context, quiet: quiet, verbose: verbose)
    }
    if fixOptions.dryRun { return Self.exitCode(for: result.findings, strict: strict) }
    let options = ReportOptions(
      colored: colored, quiet: quiet, toolVersion: ProsceniumVersion.current,
      rules: context.catalog.rules.map(\.description) + result.customRules, checkedPaths: paths)
    try outputs.write(result, options: options, context: context)
    return staleFails ? .findings : Self.exitCode(for: result.findings, strict: strict)
  }

  /// Runs engine work, turning its errors into command-line errors with a hint.
  static func reportingErrors<Value>(_ work: () throws -> Value) throws(CommandLineError) -> Value {
    do {
      return try work()
    } catch let error as ConfigurationError {
      throw CommandLineError(
        error.description, hint: error.hint ?? "the configuration format is described in docs/configuration.md")
    } catch {
      throw CommandLineError("internal error: \(error)", hint: "please report this with the command you ran")
    }
  }

  /// 1 when a finding fails the check: any error, or any finding at all with `--strict`.
  static func exitCode(for findings: [Finding], strict: Bool) -> ExitCode {
    let fails = strict ? !findings.isEmpty : findings.contains { $0.severity == .error }
    return fails ? .findings : .success
  }

  /// The paths to check: those that exist, less files named explicitly that are not Swift (so
  /// `git diff --name-only | xargs proscenium check` works); a warning for each path that does
  /// not exist, an error when none does.
  private func existingPaths(context: CommandContext) throws(CommandLineError) -> [String] {
    let fileManager = FileManager.default
    let missing = paths.filter { !fileManager.fileExists(atPath: $0) }
    if missing.count == paths.count {
      let names = missing.map { "'\($0)'" }.joined(separator: ", ")
      throw CommandLineError(
        "no such file or folder: \(names)",
        hint: "give files or folders that exist; with no path, 'proscenium check' checks the current folder")
    }
    for path in missing { context.warn("no such file or folder: '\(path)'; skipping it") }
    return paths.filter { path in
      var isFolder: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else { return false }
      return isFolder.boolValue || path.hasSuffix(".swift")
    }
  }
}
