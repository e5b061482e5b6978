/// Facts about a checked file that some rules depend on, from the target that compiles it (its
/// Xcode project or `Package.swift`) or the configuration.
public struct ProjectSettings: Sendable, Hashable {
  /// The lowest OS version the code must run on, per platform; a platform missing is unknown.
  public var deploymentTargets: [ApplePlatform: OSVersion]
  /// The platforms the file is built for; empty when unknown (a package builds for every platform).
  public var platforms: Set<ApplePlatform>
  /// Whether the file's target isolates code to the main actor by default
  /// (`.defaultIsolation(MainActor.self)`, `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`).
  public var isMainActorByDefault: Bool

  public init(
    deploymentTargets: [ApplePlatform: OSVersion] = [:], platforms: Set<ApplePlatform> = [],
    isMainActorByDefault: Bool = false
  ) {
    self.deploymentTargets = deploymentTargets
    self.platforms = platforms
    self.isMainActorByDefault = isMainActorByDefault
  }

  /// The settings code shared by all of `settings` must meet: per platform, the lowest target.
  public static func lowest(of settings: some Sequence<ProjectSettings>) -> ProjectSettings {
    var result = ProjectSettings()
    for each in settings {
      result.deploymentTargets.merge(each.deploymentTargets) { Swift.min($0, $1) }
      result.platforms.formUnion(each.platforms)
    }
    return result
  }

  /// "iOS 17.0, tvOS 17.0", in a stable order.
  public static func describe(_ targets: [ApplePlatform: OSVersion]) -> String {
    ApplePlatform.allCases.compactMap { platform in
      targets[platform].map { "\(platform.displayName) \($0)" }
    }.joined(separator: ", ")
  }

  /// The lowest deployment target across the presentation platforms (iOS, tvOS), if known.
  public var lowestPresentationTarget: OSVersion? {
    [ApplePlatform.iOS, .tvOS].compactMap { deploymentTargets[$0] }.min()
  }
}

/// A platform whose deployment target matters to availability rules.
public enum ApplePlatform: String, Sendable, CaseIterable, Codable, Hashable {
  case iOS = "ios"
  case tvOS = "tvos"
  case macOS = "macos"
  case watchOS = "watchos"
  case visionOS = "visionos"
}

/// A dotted OS version such as `17.0`.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
  public var major: Int
  public var minor: Int

  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// Parses `"17"`, `"17.0"` or `"17.0.1"`; returns `nil` for anything else.
  public init?(parsing text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), let major = Int(parts[0]) else { return nil }
    let minor = parts.count > 1 ? Int(parts[1]) : 0
    guard let minor, parts.dropFirst(2).allSatisfy({ Int($0) != nil }) else { return nil }
    self.init(major, minor)
  }

  public var description: String { "\(major).\(minor)" }

  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }
}
