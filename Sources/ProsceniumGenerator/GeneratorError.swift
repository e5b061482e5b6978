/// A reason the generator refuses to write: the user's input or project must change first.
///
/// The CLI prints each as `error: …` with its hint and exits with code 2; nothing has been written when one is thrown.
package enum GeneratorError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The feature or piece name is no Swift type identifier.
  case invalidName(String, reason: String)
  /// A destination folder lies outside the project.
  case outsideProject(path: String, root: String)
  /// Files exist where the plan would write; `--force` replaces them (keeping backups).
  case filesExist([String])
  /// A template override cannot be read or names an unknown placeholder.
  case badTemplate(path: String, reason: String)
  /// A source file to edit (a route enum, a coordinator) cannot be found or edited.
  case cannotEdit(path: String, reason: String)
  /// A file could not be written; the files already written are listed.
  case writeFailed(path: String, reason: String, written: [String])

  package var description: String { message }

  /// The first line of the error, as `error: …` shows it.
  package var message: String {
    switch self {
    case .invalidName(let name, let reason): "invalid name '\(name)': \(reason)"
    case .outsideProject(let path, let root): "'\(path)' is outside the project at '\(root)'"
    case .filesExist(let paths):
      paths.count == 1
        ? "'\(paths[0])' already exists" : "\(paths.count) files already exist: \(paths.joined(separator: ", "))"
    case .badTemplate(let path, let reason): "template '\(path)': \(reason)"
    case .cannotEdit(let path, let reason): "cannot edit '\(path)': \(reason)"
    case .writeFailed(let path, let reason, _): "cannot write '\(path)': \(reason)"
    }
  }

  /// What to do about it.
  package var hint: String? {
    switch self {
    case .invalidName: "a feature name is a Swift type name such as 'OrderHistory'"
    case .outsideProject: "choose a folder inside the project, or run from the project's folder"
    case .filesExist: "nothing was written; pass --force to replace them (each old file is kept as '<file>.bak')"
    case .badTemplate: "placeholders are \(TemplatePlaceholder.allCases.map(\.token).joined(separator: ", "))"
    case .cannotEdit: nil
    case .writeFailed(_, _, let written):
      written.isEmpty ? "nothing was written" : "already written: \(written.joined(separator: ", "))"
    }
  }
}
