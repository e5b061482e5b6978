/// A unified diff (`diff -u` form) of two versions of a text: what `check --fix --dry-run` and
/// `new --dry-run` would change. One implementation for both, so their previews read the same.
package enum UnifiedDiff {
  /// The diff of `old` (nil for a file that does not exist yet, shown as `/dev/null`) and `new`,
  /// with `context` unchanged lines around each change; empty when the texts are equal.
  package static func render(old: String?, new: String, oldName: String, newName: String, context: Int = 3) -> String {
    guard old != new else { return "" }
    let script = editScript(lines(old ?? ""), lines(new))
    var output = "--- \(old == nil ? "/dev/null" : oldName)\n+++ \(newName)\n"
    // Hunks: runs of changes less than 2 × context equal lines apart, with context around them.
    var runs: [(first: Int, last: Int)] = []
    for (index, step) in script.enumerated() where step.kind != .equal {
      if let run = runs.last, index - run.last - 1 <= context * 2 {
        runs[runs.count - 1].last = index
      } else {
        runs.append((index, index))
      }
    }
    for run in runs {
      let hunk = script[max(0, run.first - context)..<min(script.count, run.last + context + 1)]
      let oldStart = hunk.first?.oldLine ?? 0
      let newStart = hunk.first?.newLine ?? 0
      let oldCount = hunk.count { $0.kind != .insert }
      let newCount = hunk.count { $0.kind != .delete }
      output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
      for step in hunk {
        switch step.kind {
        case .equal: output += " " + step.text
        case .delete: output += "-" + step.text
        case .insert: output += "+" + step.text
        }
        if step.text.last != "\n" && step.text.last != "\r\n" { output += "\n\\ No newline at end of file\n" }
      }
    }
    return output
  }

  /// git's `a/` and `b/` names for a relative path (so `git apply` takes the diff); an absolute
  /// path stays as it is on both sides.
  package static func names(forPath path: String) -> (old: String, new: String) {
    path.hasPrefix("/") ? (path, path) : ("a/" + path, "b/" + path)
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    // An empty side names the line before it, as diff does.
    count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
  }

  /// Lines with their terminators, so a missing newline at the end shows.
  static func lines(_ text: String) -> [String] {
    var result: [String] = []
    var current = ""
    for character in text {
      current.append(character)
      if character == "\n" || character == "\r\n" {
        result.append(current)
        current = ""
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  struct Step {
    enum Kind { case equal, delete, insert }
    var kind: Kind
    var text: String
    /// 1-based line numbers in the old and new text where this step stands.
    var oldLine: Int
    var newLine: Int
  }

  /// The shortest edit script, from the standard library's Myers difference: memory grows with
  /// the size of the change, not the product of the two lengths.
  static func editScript(_ old: [String], _ new: [String]) -> [Step] {
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in new.difference(from: old) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var steps: [Step] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      // Deletions before insertions, as diff prints a changed block.
      if i < old.count, removed.contains(i) {
        steps.append(Step(kind: .delete, text: old[i], oldLine: i + 1, newLine: j + 1))
        i += 1
      } else if j < new.count, inserted.contains(j) {
        steps.append(Step(kind: .insert, text: new[j], oldLine: i + 1, newLine: j + 1))
        j += 1
      } else {
        steps.append(Step(kind: .equal, text: old[i], oldLine: i + 1, newLine: j + 1))
        i += 1
        j += 1
      }
    }
    return steps
  }
}
