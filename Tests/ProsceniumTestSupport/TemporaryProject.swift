/// A temporary folder with a `.proscenium.json` at its root, so no configuration of the machine
/// running the tests (in a parent folder or the home folder) applies to the run.
package final class TemporaryProject: TemporaryFolder {
  /// Writes `files` beside a configuration file holding `configuration`.
  package init(_ files: [String: String], configuration: String = "{}") throws {
    try super.init()
    try write(".proscenium.json", configuration)
    for (relative, text) in files { try write(relative, text) }
  }
}
