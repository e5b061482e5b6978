import Foundation
import ProsceniumCheck

/// `check --cache-path DIR` and `check --no-cache`: where the per-file results of earlier runs are
/// kept (see docs/cache.md). On by default, in the user's cache folder.
struct CacheOptions {
  static let cachePath = Option<String>.text(
    "cache-path", valueName: "folder",
    help:
      "Keep the cache of per-file results in this folder instead of the user cache folder ($XDG_CACHE_HOME/proscenium, ~/.cache/proscenium, ~/Library/Caches/proscenium on macOS)."
  )
  static let noCache = Flag(
    "no-cache", help: "Check every file afresh: neither read nor write the cache of per-file results.")

  static var declarations: [ParameterDeclaration] { [cachePath.declaration, noCache.declaration] }

  var folder: String?
  var disabled: Bool

  init(arguments: ParsedArguments) throws(CommandLineError) {
    folder = arguments[Self.cachePath]
    disabled = arguments[Self.noCache]
    if disabled && folder != nil {
      throw CommandLineError("'--no-cache' and '--cache-path' cannot be combined", hint: "choose one")
    }
    if let folder, folder.isEmpty {
      throw CommandLineError("'--cache-path' needs a folder", hint: "give a folder, or '--no-cache' to run without one")
    }
  }

  /// The cache to use, or `nil` when it is off or there is nowhere to put it (no home folder).
  func resolved(context: CommandContext) -> CheckCacheOptions? {
    guard !disabled else { return nil }
    let folder = self.folder.map { $0.hasPrefix("/") ? $0 : FileManager.default.currentDirectoryPath + "/" + $0 }
    guard let location = folder ?? CheckCacheOptions.defaultFolder(environment: context.environment) else { return nil }
    return CheckCacheOptions(
      folder: location, toolIdentity: CheckCacheOptions.toolIdentity(version: ProsceniumVersion.current))
  }
}
