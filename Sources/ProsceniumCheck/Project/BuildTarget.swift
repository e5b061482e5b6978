/// A target that compiles some of the checked files: from an Xcode project or a Swift package.
package struct BuildTarget: Sendable, Hashable {
  package enum Origin: Sendable, Hashable {
    /// The `.xcodeproj` folder that declares it.
    case xcodeProject(String)
    /// The `Package.swift` that declares it.
    case package(String)
  }

  package var name: String
  package var origin: Origin
  package var isTest: Bool
  /// The platforms it builds for; empty when the project does not say.
  package var platforms: Set<ApplePlatform>
  /// The lowest OS version it supports per platform; a platform missing here is unknown.
  package var deploymentTargets: [ApplePlatform: OSVersion]
  /// Whether its code is isolated to the main actor by default (Swift 6.2's default isolation).
  package var isMainActorByDefault: Bool

  package init(
    name: String, origin: Origin, isTest: Bool, platforms: Set<ApplePlatform> = [],
    deploymentTargets: [ApplePlatform: OSVersion] = [:], isMainActorByDefault: Bool = false
  ) {
    self.isMainActorByDefault = isMainActorByDefault
    self.name = name
    self.origin = origin
    self.isTest = isTest
    self.platforms = platforms
    self.deploymentTargets = deploymentTargets
  }

  /// "target 'App' of 'App.xcodeproj'", for notes.
  package var description: String {
    switch origin {
    case .xcodeProject(let path): "target '\(name)' of '\(path.split(separator: "/").last.map(String.init) ?? path)'"
    case .package(let path):
      "target '\(name)' of '\(path.split(separator: "/").suffix(2).joined(separator: "/"))'"
    }
  }
}
