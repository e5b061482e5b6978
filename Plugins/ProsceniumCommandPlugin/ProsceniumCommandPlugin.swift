import Foundation
import PackagePlugin

/// `swift package proscenium [--target NAME ...] [check options]`: checks the package's targets
/// (or the named ones) with `proscenium check`, passing every other argument through, so
/// `swift package proscenium --format sarif --strict` works as the tool itself would.
///
/// The tool is the team's custom checker when the package has one (an executable product whose
/// target depends on `ProsceniumRuleKit`, or the product `--checker NAME` names), built first, so
/// the team's rules run with the built-in ones. Otherwise it is the prebuilt
/// `proscenium.artifactbundle` when this package ships one, or the `proscenium` executable built
/// from source (Package.swift picks which the plugin depends on).
@main
struct ProsceniumCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let checkerNames = extractor.extractOption(named: "checker")
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
    let process = Process()
    if let checker = try Self.customChecker(in: context.package, named: checkerNames.last) {
      process.executableURL = try build(checker)
    } else {
      process.executableURL = try context.tool(named: "proscenium").url
    }
    // Without write permission the sandbox blocks the user cache folder; the work directory is
    // always writable, so the cache goes there unless the caller chose.
    let choosesCache = passedThrough.contains {
      $0 == "--no-cache" || $0 == "--cache-path" || $0.hasPrefix("--cache-path=")
    }
    let cache =
      choosesCache ? [] : ["--cache-path", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
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

  /// The package's custom checker: the product `name` names, else the one executable product whose
  /// target depends on `ProsceniumRuleKit`; `nil` when there is none.
  static func customChecker(in package: Package, named name: String?) throws -> ExecutableProduct? {
    let executables = package.products.compactMap { $0 as? ExecutableProduct }
    if let name {
      guard let named = executables.first(where: { $0.name == name }) else {
        throw CheckFailed(message: "package '\(package.displayName)' has no executable product named '\(name)'")
      }
      return named
    }
    let checkers = executables.filter { product in
      product.mainTarget.dependencies.contains {
        if case .product(let dependency) = $0 { return dependency.name == "ProsceniumRuleKit" }
        return false
      }
    }
    guard checkers.count <= 1 else {
      let names = checkers.map { "'\($0.name)'" }.joined(separator: ", ")
      throw CheckFailed(message: "several custom checkers (\(names)): choose one with '--checker NAME'")
    }
    return checkers.first
  }

  /// Builds the custom checker and returns its executable.
  func build(_ checker: ExecutableProduct) throws -> URL {
    let result = try packageManager.build(.product(checker.name), parameters: .init(logging: .concise))
    guard result.succeeded, let executable = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
      throw CheckFailed(message: "building the custom checker '\(checker.name)' failed:\n\(result.logText)")
    }
    return executable.url
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
