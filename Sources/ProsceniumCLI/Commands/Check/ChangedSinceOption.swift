import Foundation

/// `check --changed-since REF`: report only the Swift files changed since a git ref — committed,
/// staged, unstaged and untracked — for pull requests. The whole project is still indexed, so
/// cross-file rules judge a changed file as a full run would.
struct ChangedSinceOption {
  static let changedSince = Option<String>.text(
    "changed-since", valueName: "git-ref",
    help:
      "Report only files changed since this git ref (committed, uncommitted and untracked), within the given paths; the whole project is still indexed."
  )

  var reference: String?

  init(arguments: ParsedArguments) {
    reference = arguments[Self.changedSince]
  }

  /// The changed Swift files that lie under `paths`, as absolute paths; `paths` when no ref is given.
  func narrow(_ paths: [String]) throws(CommandLineError) -> [String] {
    guard let reference else { return paths }
    let folders = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    let start =
      folders.first.map { folder -> String in
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
        return !exists || isFolder.boolValue ? folder : URL(fileURLWithPath: folder).deletingLastPathComponent().path
      } ?? FileManager.default.currentDirectoryPath
    let top = try Self.git(["rev-parse", "--show-toplevel"], in: start).trimmingCharacters(in: .whitespacesAndNewlines)
    // `git diff REF` compares the ref with the working tree: committed, staged and unstaged changes.
    let changed = try Self.git(["diff", "--name-only", "--no-renames", "--diff-filter=d", reference, "--"], in: top)
    let untracked = try Self.git(["ls-files", "--others", "--exclude-standard"], in: top)
    let files = Set((changed + "\n" + untracked).split(separator: "\n").map(String.init))
      .filter { $0.hasSuffix(".swift") }
      .map { URL(fileURLWithPath: top).appendingPathComponent($0).standardizedFileURL.path }
    let real = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
    let roots = folders.map(real)
    return files.filter { file in
      let resolved = real(file)
      return FileManager.default.fileExists(atPath: file)
        && roots.contains { resolved == $0 || resolved.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }.map(Self.relativeToCurrentFolder).sorted()
  }

  /// Paths under the current folder as relative paths, as a user would have typed them.
  static func relativeToCurrentFolder(_ path: String) -> String {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    let prefix = current.hasSuffix("/") ? current : current + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// Runs git and returns its standard output.
  static func git(_ arguments: [String], in folder: String) throws(CommandLineError) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw CommandLineError("cannot run git: \(error)", hint: "'--changed-since' needs git on PATH")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let reason = message.split(separator: "\n").first.map(String.init) ?? "exit code \(process.terminationStatus)"
      throw CommandLineError(
        "'--changed-since' failed: git \(arguments.joined(separator: " ")): \(reason)",
        hint: "run it inside a git repository, with a ref git knows ('main', 'origin/main', a commit)")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
