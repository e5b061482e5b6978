import Foundation
import ProsceniumSyntax

/// Applies the fixes findings carry, in memory, pass after pass: each pass applies the fixes of
/// every file that do not touch one another, then checks the project again with the new text, so
/// later fixes are planned on re-parsed code and overlapping ones get their turn. Nothing is
/// written here; the caller writes the changed files (or prints their diff).
///
/// A pass that would make a parsing file stop parsing is undone for that file, so a fix can never
/// break the build; the loop ends when a pass changes nothing.
package struct FixSession {
  /// The most passes one run makes; real fixes settle in two or three.
  package static let maximumPasses = 8

  /// The outcome: the files' old and new texts, how many fixes were applied, and the final check.
  package struct Outcome: Sendable {
    /// Changed files by the path findings use, with the text on disk and the fixed text.
    package var changes: [(path: String, original: String, fixed: String)]
    package var appliedFixCount: Int
    package var passes: Int
    /// The check of the fixed text: the findings that remain.
    package var result: CheckResult
  }

  let engine: CheckEngine
  let request: CheckRequest

  package init(engine: CheckEngine, request: CheckRequest) {
    self.engine = engine
    self.request = request
  }

  /// Runs the passes.
  ///
  /// - Parameter first: the result of a check of `request` already made, to save the first run.
  /// - Throws: what `CheckEngine.run` throws.
  package func run(startingFrom first: CheckResult? = nil) throws -> Outcome {
    var current = request
    var result = try first ?? engine.run(current)
    var originals: [String: (path: String, text: String)] = [:]
    var applied = 0
    var passes = 0
    var refused: Set<Fix> = []
    while passes < Self.maximumPasses {
      var changedThisPass: [String: (before: String?, fixes: [Fix])] = [:]
      let byFile = Dictionary(
        grouping: result.findings.filter { $0.fix != nil && !refused.contains($0.fix!) }, by: \.path)
      for (path, findings) in byFile.sorted(by: { $0.key < $1.key }) {
        let key = absolute(path)
        guard let text = current.overlays[key] ?? Self.read(key) else { continue }
        let (fixes, edits) = FixSelection.select(findings)
        guard !fixes.isEmpty else { continue }
        let (fixed, _) = TextEdit.apply(edits, to: text)
        guard fixed != text else {
          refused.formUnion(fixes)
          continue
        }
        if originals[key] == nil { originals[key] = (path, text) }
        changedThisPass[key] = (current.overlays[key], fixes)
        current.overlays[key] = fixed
      }
      guard !changedThisPass.isEmpty else { break }
      passes += 1
      let next = try engine.run(current)
      // Undo a file's pass when it made the file stop parsing, and never try those fixes again.
      let broken = Set(next.findings.filter { $0.ruleID == unparsableFileRuleID }.map { absolute($0.path) })
        .subtracting(result.findings.filter { $0.ruleID == unparsableFileRuleID }.map { absolute($0.path) })
      var undone = false
      for key in broken {
        guard let change = changedThisPass[key] else { continue }
        current.overlays[key] = change.before
        refused.formUnion(change.fixes)
        changedThisPass[key] = nil
        undone = true
      }
      applied += changedThisPass.values.reduce(0) { $0 + $1.fixes.count }
      result = undone ? try engine.run(current) : next
    }
    var changes: [(path: String, original: String, fixed: String)] = []
    for (key, original) in originals.sorted(by: { $0.value.path < $1.value.path }) {
      if let fixed = current.overlays[key], fixed != original.text {
        changes.append((original.path, original.text, fixed))
      }
    }
    return Outcome(changes: changes, appliedFixCount: applied, passes: passes, result: result)
  }

  static func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).flatMap { String(validating: $0, as: UTF8.self) }
  }

  /// The unified diff of every change, for `--fix --dry-run`.
  package static func diff(of changes: [(path: String, original: String, fixed: String)]) -> String {
    changes.map { change in
      let names = UnifiedDiff.names(forPath: change.path)
      return UnifiedDiff.render(old: change.original, new: change.fixed, oldName: names.old, newName: names.new)
    }.joined()
  }
}
