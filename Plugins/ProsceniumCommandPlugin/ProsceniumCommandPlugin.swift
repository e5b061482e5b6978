import Foundation
import PackagePlugin

/// `swift package proscenium [--target NAME ...] [check options]`: checks the package's targets
/// (or the named ones) with `proscenium check`, passing every other argument through, so
/// `swift package proscenium --format sarif --strict` works as the tool itself would.
///
/// The tool is the prebuilt `proscenium.artifactbundle` when the package ships one, otherwise the
/// `proscenium` executable built from source (Package.swift picks which the plugin depends on).
@main
struct ProsceniumCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let passedThrough = extractor.remainingArguments
    let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
    let packageFolder = context.package.directoryURL.standardizedFileURL.path
    let folders = targets.compactMap { target -> String? in
      guard let module = target as? SwiftSourceModuleTarget, !module.sourceFiles(withSuffix: "swift").isEmpty
      else { return nil }
      return Self.relative(module.directoryURL.standardizedFileURL.path, to: packageFolder)
    }
    guard !folders.isEmpty else {
      Diagnostics.warning("no Swift targets to check in package '\(context.package.displayName)'")
      return
    }
    let tool = try context.tool(named: "proscenium")
    let process = Process()
    process.executableURL = tool.url
    // Without write permission the sandbox blocks the user cache folder; the work directory is
    // always writable, so the cache goes there unless the caller chose.
    let choosesCache = passedThrough.contains {
      $0 == "--no-cache" || $0 == "--cache-path" || $0.hasPrefix("--cache-path=")
    }
    let cache = choosesCache ? [] : ["--cache-path", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
    process.arguments = ["check"] + cache + passedThrough + folders
    // Relative paths in the report, as the tool prints them when run from the package folder.
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: return
    case 1: throw CheckFailed(message: "proscenium found findings that fail the check")
    default: throw CheckFailed(message: "proscenium check exited with \(process.terminationStatus)")
    }
  }

  /// `path` relative to `folder` when it lies inside it.
  static func relative(_ path: String, to folder: String) -> String {
    path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
  }
}

/// Why the command failed, as `swift package` prints it.
struct CheckFailed: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
