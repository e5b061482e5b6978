import Foundation
import ProsceniumSyntax

/// Writes a plan: refuses before writing anything when a file would be replaced without `force`, keeps each
/// replaced file as `<file>.bak`, and writes every file through a temporary file and a rename.
package struct PlanWriter: Sendable {
  /// What one write did, for the command's summary.
  package enum Outcome: Sendable, Hashable {
    case created(String)
    /// The file was replaced; the old text is at `backup`.
    case replaced(String, backup: String)
    /// The file was edited in place (a route enum, a coordinator).
    case edited(String)
    case unchanged(String)
  }

  package var force: Bool

  package init(force: Bool) {
    self.force = force
  }

  /// The files that exist with other contents and would be replaced, which `force` must allow.
  package func conflicts(in plan: [PlannedFile]) -> [String] {
    plan.filter(\.overwrites).map(\.path)
  }

  /// Writes `plan`.
  ///
  /// - Throws: `GeneratorError.filesExist` before writing anything when files would be replaced without `force`;
  ///   `GeneratorError.writeFailed` when a write fails, naming the files already written.
  @discardableResult
  package func write(_ plan: [PlannedFile]) throws(GeneratorError) -> [Outcome] {
    let conflicts = conflicts(in: plan)
    if !conflicts.isEmpty, !force { throw .filesExist(conflicts) }
    var outcomes: [Outcome] = []
    var written: [String] = []
    for file in plan {
      if file.isUnchanged {
        outcomes.append(.unchanged(file.path))
        continue
      }
      do {
        if file.overwrites, let existing = file.existing {
          let backup = Self.backupPath(for: file.path)
          try AtomicFileWriter.write(existing, to: backup)
          try AtomicFileWriter.write(file.contents, to: file.path)
          outcomes.append(.replaced(file.path, backup: backup))
        } else {
          try AtomicFileWriter.write(file.contents, to: file.path)
          outcomes.append(file.existing == nil ? .created(file.path) : .edited(file.path))
        }
      } catch let error as AtomicFileWriter.WriteError {
        throw .writeFailed(path: file.path, reason: error.reason, written: written)
      } catch {
        throw .writeFailed(path: file.path, reason: "\(error)", written: written)
      }
      written.append(file.path)
    }
    return outcomes
  }

  /// `<file>.bak`, or `<file>.bak2`, `<file>.bak3`… when earlier backups exist, so no backup is ever lost.
  static func backupPath(for path: String) -> String {
    var candidate = path + ".bak"
    var number = 2
    while FileManager.default.fileExists(atPath: candidate) {
      candidate = path + ".bak\(number)"
      number += 1
    }
    return candidate
  }
}
