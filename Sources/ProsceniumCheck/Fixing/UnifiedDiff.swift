/// A unified diff (`diff -u` form) of two versions of a text, for `check --fix --dry-run`.
enum UnifiedDiff {
  /// The diff of `old` and `new` under the names `a/path` and `b/path`, with three lines of
  /// context; empty when the texts are equal.
  static func render(path: String, old: String, new: String, context: Int = 3) -> String {
    guard old != new else { return "" }
    let before = lines(old)
    let after = lines(new)
    let script = editScript(before, after)
    // Relative paths get git's `a/` and `b/` (for `git apply`); absolute ones stay as they are.
    let (oldName, newName) = path.hasPrefix("/") ? (path, path) : ("a/" + path, "b/" + path)
    var output = "--- \(oldName)\n+++ \(newName)\n"
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
      let start = max(0, run.first - context)
      let end = min(script.count, run.last + context + 1)
      let hunk = script[start..<end]
      let oldStart = hunk.first.map { $0.oldLine } ?? 0
      let newStart = hunk.first.map { $0.newLine } ?? 0
      let oldCount = hunk.filter { $0.kind != .insert }.count
      let newCount = hunk.filter { $0.kind != .delete }.count
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

  private static func range(_ start: Int, _ count: Int) -> String {
    // An empty side names the line before it, as diff does.
    count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
  }

  /// Lines with their terminators, so the last line's missing newline shows.
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

  /// The shortest edit script by longest common subsequence, after trimming the common head and
  /// tail (fixes change a few lines of long files).
  static func editScript(_ old: [String], _ new: [String]) -> [Step] {
    var head = 0
    while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
    var tail = 0
    while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
      tail += 1
    }
    let a = Array(old[head..<(old.count - tail)])
    let b = Array(new[head..<(new.count - tail)])
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var steps: [Step] = []
    for line in 0..<head { steps.append(Step(kind: .equal, text: old[line], oldLine: line + 1, newLine: line + 1)) }
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        steps.append(Step(kind: .equal, text: a[i], oldLine: head + i + 1, newLine: head + j + 1))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        // Deletions before insertions, as diff prints a changed block.
        steps.append(Step(kind: .delete, text: a[i], oldLine: head + i + 1, newLine: head + j + 1))
        i += 1
      } else {
        steps.append(Step(kind: .insert, text: b[j], oldLine: head + i + 1, newLine: head + j + 1))
        j += 1
      }
    }
    for offset in 0..<tail {
      let oldLine = old.count - tail + offset
      let newLine = new.count - tail + offset
      steps.append(Step(kind: .equal, text: old[oldLine], oldLine: oldLine + 1, newLine: newLine + 1))
    }
    return steps
  }
}
