import Foundation
import PackagePlugin

/// Runs `proscenium check --format xcode` on a target's Swift files before they are compiled, so
/// findings show up as warnings and errors at their file and line in `swift build` and Xcode. An
/// error finding fails the build, as a compiler error would.
///
/// The command declares the target's files as inputs and a stamp file as output, so it runs again
/// only when a file changed; the stamp is written only when the check passes, so a failed check is
/// repeated on the next build. It runs through `/bin/sh` to write that stamp.
@main
struct ProsceniumBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let files = module.sourceFiles(withSuffix: "swift").map(\.url)
    return Self.commands(
      tool: try context.tool(named: "proscenium").url, files: files, targetName: target.name,
      workDirectory: context.pluginWorkDirectoryURL)
  }

  /// The one build command that checks `files`, or none when there is nothing to check.
  static func commands(tool: URL, files: [URL], targetName: String, workDirectory: URL) -> [Command] {
    guard !files.isEmpty else { return [] }
    let stamp = workDirectory.appendingPathComponent("\(targetName).proscenium-passed")
    // The sandbox lets a build command write only under the work directory: the cache goes there.
    let cache = workDirectory.appendingPathComponent("cache")
    let script =
      #"tool="$1"; stamp="$2"; cache="$3"; shift 3; "#
      + #""$tool" check --format xcode --quiet --cache-path "$cache" "$@" && : > "$stamp""#
    return [
      .buildCommand(
        displayName: "proscenium check \(targetName)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", script, "proscenium-check", tool.path, stamp.path, cache.path] + files.map(\.path),
        inputFiles: files + [tool],
        outputFiles: [stamp])
    ]
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  // Xcode app targets (not packages): the same command over the target's Swift sources. This part
  // is compiled only by Xcode, so it cannot be built or tested on Linux; it is kept to this call.
  extension ProsceniumBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
      return Self.commands(
        tool: try context.tool(named: "proscenium").url, files: files, targetName: target.displayName,
        workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
