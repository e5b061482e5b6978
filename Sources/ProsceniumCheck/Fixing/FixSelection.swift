import ProsceniumSyntax

/// Which of a file's fixes one pass applies: each fix whole or not at all, none touching another,
/// in file order. The rest wait for the next pass, made on the re-parsed text.
enum FixSelection {
  /// The fixes of `findings` (all of one file) that can be applied together, and their edits.
  static func select(_ findings: [Finding]) -> (fixes: [Fix], edits: [TextEdit]) {
    var accepted: [TextEdit] = []
    var fixes: [Fix] = []
    for finding in findings.sorted(by: { $0.offset < $1.offset }) {
      guard let fix = finding.fix, !fix.edits.isEmpty, !fixes.contains(fix) else { continue }
      let valid = fix.edits.allSatisfy { $0.start >= 0 && $0.end >= $0.start }
      let selfOverlapping = fix.edits.enumerated().contains { index, edit in
        fix.edits[(index + 1)...].contains { $0.overlaps(edit) }
      }
      guard valid, !selfOverlapping,
        !fix.edits.contains(where: { edit in accepted.contains { $0.overlaps(edit) } })
      else { continue }
      accepted += fix.edits
      fixes.append(fix)
    }
    return (fixes, accepted)
  }
}
