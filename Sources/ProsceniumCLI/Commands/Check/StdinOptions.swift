import Foundation
import ProsceniumCheck

/// `check --stdin-path PATH`: check the text on standard input as if it were the file at PATH
/// (its project, configuration, module and target all come from PATH), for editors that check
/// an unsaved buffer.
struct StdinOptions {
  static let stdinPath = Option<String>.text(
    "stdin-path", valueName: "file",
    help:
      "Check the source read from standard input as if it were this file (which must exist); the file on disk is not read."
  )

  var path: String?

  init(arguments: ParsedArguments, paths: [String], fix: Bool) throws(CommandLineError) {
    path = arguments[Self.stdinPath]
    guard let path else { return }
    if fix {
      throw CommandLineError("'--stdin-path' cannot be combined with '--fix'", hint: "fix the file on disk instead")
    }
    if !paths.isEmpty {
      throw CommandLineError(
        "'--stdin-path' checks one file: give no other paths",
        hint: "run 'proscenium check --stdin-path \(path) < file'")
    }
  }

  /// Adds the standard input as the text of `path` to the request.
  func apply(to request: inout CheckRequest, context: CommandContext) throws(CommandLineError) {
    guard let path else { return }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
      path.hasSuffix(".swift")
    else {
      throw CommandLineError(
        "'--stdin-path' needs an existing Swift file, not '\(path)'",
        hint: "the file's place decides its project, configuration and target; save the file once first")
    }
    guard let text = String(validating: context.readStandardInput(), as: UTF8.self) else {
      throw CommandLineError("standard input is not valid UTF-8", hint: "pipe the Swift source in as UTF-8")
    }
    request.overlay(text, at: path)
  }
}
