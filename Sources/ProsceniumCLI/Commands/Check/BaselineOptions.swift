import Foundation
import ProsceniumCheck

/// `check`'s baseline options: record today's findings, then report only new ones, so a project
/// can adopt the checker without fixing everything first and still hold the line.
struct BaselineOptions {
  static let baseline = Option<String>.text(
    "baseline", valueName: "file",
    help: "Report only findings not recorded in this baseline file (written by --write-baseline).")
  static let writeBaseline = Option<String>.text(
    "write-baseline", valueName: "file",
    help: "Record every current finding in this baseline file and report none; exits 0.")
  static let strictBaseline = Flag(
    "strict-baseline",
    help:
      "With --baseline, fail (exit code 1) when the baseline holds findings that no longer occur, so it only shrinks.")

  static var declarations: [ParameterDeclaration] {
    [baseline.declaration, writeBaseline.declaration, strictBaseline.declaration]
  }

  var baselineFile: String?
  var writeFile: String?
  var strict: Bool

  init(arguments: ParsedArguments) throws(CommandLineError) {
    baselineFile = arguments[Self.baseline]
    writeFile = arguments[Self.writeBaseline]
    strict = arguments[Self.strictBaseline]
    if strict && baselineFile == nil {
      throw CommandLineError("'--strict-baseline' needs '--baseline <file>'", hint: "name the baseline to hold to")
    }
  }

  /// Whether findings need their fingerprints: only a baseline, read or written, uses them.
  var needsFingerprints: Bool { baselineFile != nil || writeFile != nil }

  /// Reads the baseline before the check runs, so a bad file stops the command before any work.
  func load() throws(CommandLineError) -> Baseline? {
    guard let baselineFile else { return nil }
    do {
      return try Baseline.load(from: baselineFile)
    } catch {
      let hint =
        FileManager.default.fileExists(atPath: baselineFile)
        ? "write a new one with 'proscenium check --write-baseline \(baselineFile)'"
        : "create it with 'proscenium check --write-baseline \(baselineFile)'"
      throw CommandLineError(error.description, hint: hint)
    }
  }

  /// Writes the baseline of `result`, saying how many findings it records.
  func write(_ result: CheckResult, context: CommandContext) throws(CommandLineError) {
    guard let writeFile else { return }
    let folder = URL(fileURLWithPath: writeFile).deletingLastPathComponent().path
    let baseline = Baseline(findings: result.findings, folder: folder)
    do {
      try baseline.write(to: writeFile)
    } catch {
      throw CommandLineError(error.description, hint: "check that the folder exists and can be written")
    }
    context.note("wrote \(baseline.entries.count) findings to baseline '\(writeFile)'")
  }

  /// Keeps only the findings the baseline does not hold, and says how many it accepted and which
  /// of its entries are stale.
  ///
  /// - Returns: whether stale entries fail the run (`--strict-baseline`).
  func apply(
    _ baseline: Baseline, to result: inout CheckResult, context: CommandContext, quiet: Bool, verbose: Bool
  ) -> Bool {
    guard let baselineFile else { return false }
    let folder = URL(fileURLWithPath: baselineFile).deletingLastPathComponent().path
    let comparison = baseline.compare(result.findings, checkedPaths: result.checkedPaths, folder: folder)
    result.findings = comparison.newFindings
    let stale = comparison.staleEntries
    var summary =
      "baseline '\(baselineFile)': \(comparison.acceptedCount) findings accepted, \(comparison.newFindings.count) new"
    if !stale.isEmpty {
      summary += ", \(stale.count) stale \(stale.count == 1 ? "entry" : "entries") (fixed since)"
    }
    if strict && !stale.isEmpty {
      context.warn(summary + "; '--strict-baseline' fails on them: rewrite it with '--write-baseline \(baselineFile)'")
    } else if !quiet {
      context.note(summary)
    }
    if verbose || strict {
      for entry in stale { context.note("stale baseline entry: \(entry.path): \(entry.rule): \(entry.message)") }
    }
    return strict && !stale.isEmpty
  }
}
