import Foundation
import ProsceniumCLI

/// What one in-process run of the command line produced.
struct CLIOutcome {
  var code: Int32
  var output: String
  var errors: String

  /// Standard error without the `note:` lines that explain a run's decisions (detected presets,
  /// deployment targets), for tests about something else.
  var problems: String {
    errors.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("note: ") }
      .joined(separator: "\n")
  }
}

/// Runs `proscenium` in-process with the given arguments.
func proscenium(
  _ arguments: String..., environment: [String: String] = [:], terminal: Bool = false
) -> CLIOutcome {
  proscenium(arguments: arguments, environment: environment, terminal: terminal)
}

func proscenium(arguments: [String], environment: [String: String] = [:], terminal: Bool = false) -> CLIOutcome {
  var output = ""
  var errors = ""
  let code = ProsceniumCommandLine.run(
    arguments: arguments, environment: environment, standardOutput: &output, standardError: &errors,
    outputIsTerminal: terminal)
  return CLIOutcome(code: code, output: output, errors: errors)
}

/// A throwaway project folder with an empty `.proscenium.json` at its root, so no configuration
/// of the machine running the tests applies.
final class TemporaryProject {
  let root: String

  init(_ files: [String: String], configuration: String = "{}") throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-cli-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try write(".proscenium.json", configuration)
    for (path, source) in files { try write(path, source) }
  }

  func write(_ path: String, _ contents: String) throws {
    let url = URL(fileURLWithPath: root).appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
  }

  /// The absolute path of `relative` inside the project.
  func path(_ relative: String = "") -> String {
    relative.isEmpty ? root : root + "/" + relative
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }
}

/// Sources with known findings, written without a trailing newline so line counts are plain.
enum SampleSources {
  /// One `navigation_stack` warning at 5:5.
  static let navigationView = """
    import SwiftUI

    struct HomeView: View {
      var body: some View {
        NavigationView {
          Text("Home")
        }
      }
    }
    """

  /// No `navigation_stack` finding.
  static let navigationStack = """
    import SwiftUI

    struct HomeView: View {
      var body: some View {
        NavigationStack {
          Text("Home")
        }
      }
    }
    """

  /// Does not parse: an `unparsable_file` error at 2:10.
  static let broken = "struct Broken {\n  func f( {\n}"
}
