import ProsceniumCheck

/// `check`'s fix options: apply the fixes findings carry, or show them as a diff.
struct FixOptions {
  static let fix = Flag(
    "fix", help: "Apply every automatic fix the findings carry, then report the findings that remain.")
  static let dryRun = Flag(
    "dry-run", help: "With --fix, print the changes as a unified diff and write nothing.")

  static var declarations: [ParameterDeclaration] { [fix.declaration, dryRun.declaration] }

  var enabled: Bool
  var dryRun: Bool

  init(arguments: ParsedArguments) throws(CommandLineError) {
    enabled = arguments[Self.fix]
    dryRun = arguments[Self.dryRun]
    if dryRun && !enabled {
      throw CommandLineError("'--dry-run' works with '--fix'", hint: "run 'proscenium check --fix --dry-run'")
    }
  }

  /// Applies the fixes of `result` (writing them unless dry-run) and returns the re-check.
  func apply(
    _ result: CheckResult, engine: CheckEngine, request: CheckRequest, context: CommandContext, quiet: Bool,
    progress: ProgressLine? = nil
  ) throws -> CheckResult {
    let outcome = try FixSession(engine: engine, request: request).run(startingFrom: result)
    progress?.finish()
    let files = outcome.changes.count
    if dryRun {
      context.write(FixSession.diff(of: outcome.changes))
      if !quiet {
        context.note(
          "would apply \(outcome.appliedFixCount) fixes in \(files) files; \(outcome.result.findings.count) findings would remain (nothing written)"
        )
      }
      return outcome.result
    }
    let refusals = FixWriter.write(outcome.changes, checkedPaths: request.paths)
    for refusal in refusals { context.warn(refusal.description) }
    if !quiet {
      context.note(
        "applied \(outcome.appliedFixCount) fixes in \(files - refusals.count) files; \(outcome.result.findings.count) findings remain"
      )
    }
    if refusals.isEmpty { return outcome.result }
    // Some files kept their old text: report what is really on disk.
    var onDisk = request
    onDisk.overlays = [:]
    return try engine.run(onDisk)
  }
}
