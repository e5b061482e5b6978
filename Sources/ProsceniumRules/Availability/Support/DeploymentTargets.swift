import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// Whether an API may be used at a file's deployment targets, as a rule whose advice or fix needs
/// it sees the question.
enum APIAvailabilityStatus: Sendable, Equatable {
  /// Every iOS/tvOS target the file is built for has the API, or the code around the node
  /// guarantees it (`if #available`, `@available`, `#if os(...)`).
  case available
  /// At least one target the file is built for lacks the API.
  case unavailable
  /// No iOS or tvOS deployment target is known for the file. Rules keep their usual advice, but
  /// withhold a fix that writes the API: Proscenium never writes code whose availability it
  /// cannot check ('availability_guard' is silent without a target too).
  case unknown
}

/// The iOS and tvOS deployment targets one file is built for, so that rules ask "may I suggest
/// this API?" of the same table `availability_guard` checks, instead of each rule keeping its own
/// versions.
///
/// The target that compiles the file says which platforms it builds for. When the project does
/// not say (a package), the file's folder narrows them the way `availability_guard` always has: in a
/// tvOS target's folder (`MyAppTV/`, `tvOS/`) only the tvOS target applies, and a file in a watch
/// app's folder is built for neither presentation platform, so its targets count as unknown.
struct DeploymentTargets: Sendable {
  /// The target per presentation platform; empty when unknown.
  let versions: [ApplePlatform: OSVersion]
  /// The macOS and watchOS targets of a file no iOS or tvOS target is known for (a Mac app, a
  /// watch app): `status(of:at:)` judges the few APIs whose entries give those versions by them.
  /// `availability_guard` does not use them; it checks the presentation platforms only.
  let otherVersions: [ApplePlatform: OSVersion]

  init(settings: ProjectSettings, path: String) {
    var versions: [ApplePlatform: OSVersion] = [:]
    for platform in [ApplePlatform.iOS, .tvOS] {
      if let version = settings.deploymentTargets[platform] { versions[platform] = version }
    }
    // The path facts matter only when a target is known, and only when the project does not say
    // which platforms the file's target builds for (a package builds for every platform).
    if versions.isEmpty || !settings.platforms.isEmpty {
    } else if Self.isOtherPlatformPath(path) {
      versions = [:]
    } else if Self.isTVOSPath(path) {
      versions = versions.filter { $0.key == .tvOS }
    }
    self.versions = versions
    otherVersions =
      versions.isEmpty ? settings.deploymentTargets.filter { $0.key == .macOS || $0.key == .watchOS } : [:]
  }

  init(_ context: RuleContext) {
    self.init(settings: context.settings, path: context.path)
  }

  private init(versions: [ApplePlatform: OSVersion]) {
    self.versions = versions
    otherVersions = [:]
  }

  /// No known target: what a file built for another platform has.
  static let unknown = DeploymentTargets(versions: [:])

  var isKnown: Bool { !versions.isEmpty }

  /// Whether `apis` are all available to code at `node` (or anywhere in the file, without a node).
  ///
  /// A platform the table gives no version for lacks the API. With a node, an enclosing
  /// `if #available`, `@available` or `#if os(...)` that guarantees the versions makes the API
  /// available there, as it does for `availability_guard`. A file built only for macOS or
  /// watchOS is judged by those targets when every API gives their versions (a watchOS 8 app has
  /// no `NavigationStack`), and is unknown otherwise.
  func status(of apis: APIAvailability..., at node: Syntax? = nil) -> APIAvailabilityStatus {
    let targets: [ApplePlatform: OSVersion]
    if isKnown {
      targets = versions
    } else if !otherVersions.isEmpty,
      apis.allSatisfy({ api in otherVersions.keys.allSatisfy { api.introduced[$0] != nil } })
    {
      targets = otherVersions
    } else {
      return .unknown
    }
    var needed: [ApplePlatform: OSVersion] = [:]
    for api in apis {
      for (platform, target) in targets {
        guard let introduced = api.introduced[platform] else { return .unavailable }
        if introduced > target { needed[platform] = max(introduced, needed[platform] ?? introduced) }
      }
    }
    if needed.isEmpty { return .available }
    guard let node else { return .unavailable }
    return AvailabilityScope.unguardedPlatforms(of: node, needed: needed).isEmpty ? .available : .unavailable
  }

  /// For each platform whose target is older than `api`, the version that introduced it; the
  /// platforms the table gives no version for are left out (`availability_guard` stays silent there).
  func newerThanTarget(_ api: APIAvailability) -> [ApplePlatform: OSVersion] {
    var needed: [ApplePlatform: OSVersion] = [:]
    for (platform, target) in versions {
      if let introduced = api.introduced[platform], introduced > target { needed[platform] = introduced }
    }
    return needed
  }

  /// A file in a tvOS target's folder (`MyAppTV/`, `tvOS/`): only the tvOS target applies.
  private static func isTVOSPath(_ path: String) -> Bool {
    // Cheap test on the whole path first: most paths name no TV folder at all.
    guard path.containsIgnoringCase("tv") else { return false }
    return path.pathParts.dropLast().contains { folder in
      folder.containsIgnoringCase("tvos") || (folder.hasSuffix("TV") && folder.count > 2)
    }
  }

  /// A file in a watch app or extension folder (`WatchApp/`, `MyApp WatchKit Extension/`).
  private static func isOtherPlatformPath(_ path: String) -> Bool {
    guard path.containsBytes("Watch") || path.containsBytes("watchOS") else { return false }
    return path.pathParts.dropLast().contains { folder in
      folder.hasPrefix("Watch") || folder.contains("WatchKit") || folder.contains("watchOS")
        || folder.hasSuffix("Watch") || folder.contains("Watch Extension")
    }
  }
}
