/// Facts about the checked project that some rules depend on, read from `Package.swift`,
/// Xcode projects or the configuration.
public struct ProjectSettings: Sendable, Hashable {
  /// The lowest OS version the code must run on, per platform; empty when unknown.
  public var deploymentTargets: [ApplePlatform: OSVersion]

  public init(deploymentTargets: [ApplePlatform: OSVersion] = [:]) {
    self.deploymentTargets = deploymentTargets
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
