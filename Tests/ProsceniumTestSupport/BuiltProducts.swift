import Foundation

/// Executables SwiftPM built beside the test bundle, found from the running test binary's path.
package enum BuiltProducts {
  /// A product the build did not produce.
  package struct Missing: Error, CustomStringConvertible {
    package var name: String
    package var description: String { "the '\(name)' executable is not built next to the tests" }
  }

  /// The `proscenium` executable, when the build produced it (`swift build --build-tests` does).
  package static let proscenium: String? = executable(named: "proscenium")

  /// The executable `name` in the folder of the test bundle or one of its three parents.
  static func executable(named name: String) -> String? {
    var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent(name).path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }
}
