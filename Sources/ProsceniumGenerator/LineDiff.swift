/// A unified diff of two texts by lines, for `--dry-run`: what each planned file would change.
public enum LineDiff {
  /// The diff of `old` (absent for a new file) against `new`, with `context` unchanged lines around each change.
  ///
  /// - Parameter label: The path shown in the `---`/`+++` header.
  public static func unified(old: String?, new: String, label: String, context: Int = 3) -> String {
    let oldLines = old.map(lines) ?? []
    let newLines = lines(new)
    var header = old == nil ? "--- /dev/null\n" : "--- \(label)\n"
    header += "+++ \(label)\n"
    let operations = diff(oldLines, newLines)
    guard operations.contains(where: { $0.kind != .same }) else { return "" }
    var output = header
    // Group operations into hunks separated by more than 2 * context unchanged lines.
    var index = 0
    while index < operations.count {
      guard let changeStart = operations[index...].firstIndex(where: { $0.kind != .same }) else { break }
      var end = changeStart
      var lastChange = changeStart
      while end < operations.count {
        if operations[end].kind != .same {
          lastChange = end
        } else if end - lastChange > 2 * context {
          break
        }
        end += 1
      }
      let start = max(index, changeStart - context)
      let stop = min(operations.count, lastChange + context + 1)
      let hunk = operations[start..<stop]
      let oldStart = (hunk.first { $0.oldLine != nil }?.oldLine ?? 0)
      let newStart = (hunk.first { $0.newLine != nil }?.newLine ?? 0)
      let oldCount = hunk.filter { $0.kind != .added }.count
      let newCount = hunk.filter { $0.kind != .removed }.count
      output +=
        "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
      for operation in hunk {
        let prefix = operation.kind == .same ? " " : operation.kind == .added ? "+" : "-"
        output += prefix + operation.text + "\n"
      }
      index = stop
    }
    return output
  }

  struct Operation: Equatable {
    enum Kind { case same, added, removed }
    var kind: Kind
    var text: String
    /// Zero-based line numbers in the old and new texts.
    var oldLine: Int?
    var newLine: Int?
  }

  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The edit script from `old` to `new`, from the standard library's difference (Myers).
  static func diff(_ old: [String], _ new: [String]) -> [Operation] {
    let difference = new.difference(from: old)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var operations: [Operation] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count || newIndex < new.count {
      if oldIndex < old.count, removed.contains(oldIndex) {
        operations.append(Operation(kind: .removed, text: old[oldIndex], oldLine: oldIndex, newLine: nil))
        oldIndex += 1
      } else if newIndex < new.count, inserted.contains(newIndex) {
        operations.append(Operation(kind: .added, text: new[newIndex], oldLine: nil, newLine: newIndex))
        newIndex += 1
      } else if oldIndex < old.count, newIndex < new.count {
        operations.append(Operation(kind: .same, text: old[oldIndex], oldLine: oldIndex, newLine: newIndex))
        oldIndex += 1
        newIndex += 1
      } else {
        break
      }
    }
    return operations
  }
}
