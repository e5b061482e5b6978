import Foundation

/// What an Xcode project builds: its targets, the Swift files each compiles, the platforms each
/// builds for and the lowest deployment target per platform.
///
/// The checker needs this per file: a view compiled by a tvOS extension must not be judged by the
/// iOS app's deployment target. It is read from `project.pbxproj` and the `.xcconfig` files its
/// configurations name, without Xcode.
///
/// ```swift
/// let project = try XcodeProject.read(projectAt: "/src/App/App.xcodeproj")
/// let owners = project.targets.filter { $0.compiles("/src/App/App/HomeView.swift") }
/// ```
package struct XcodeProject: Sendable, Hashable {
  /// A native target: an app, extension, framework or test bundle.
  package struct Target: Sendable, Hashable {
    package var name: String
    /// The product kind, as `com.apple.product-type.application` or `com.apple.product-type.bundle.unit-test`.
    package var productType: String?
    /// Whether the target is a unit-test or UI-testing bundle.
    package var isTest: Bool
    /// Platforms it builds for, spelled as in `Package.swift`: `iOS`, `tvOS`, `macOS`, `watchOS`,
    /// `visionOS`; empty when its settings do not say.
    package var platforms: Set<String>
    /// The lowest deployment target per platform over the target's build configurations, since the
    /// code must run on every one: `["iOS": "17.5"]`.
    package var deploymentTargets: [String: String]
    /// Absolute, standardised paths of the `.swift` files its Sources build phase compiles, and of
    /// the ones synchronized folders of other targets lend it through membership exceptions.
    package var sourceFiles: Set<String>
    /// Absolute paths of the Xcode 16 synchronized folders (`PBXFileSystemSynchronizedRootGroup`)
    /// it compiles.
    package var synchronizedFolders: [String]
    /// Absolute paths inside those folders that this target leaves out (membership exceptions and
    /// explicit folders); everything under an excluded folder is left out.
    package var excludedFiles: Set<String>
    /// Whether the target's code is isolated to the main actor unless it says otherwise
    /// (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` in every configuration).
    package var isMainActorByDefault = false

    package init(
      name: String,
      productType: String? = nil,
      isTest: Bool = false,
      platforms: Set<String> = [],
      deploymentTargets: [String: String] = [:],
      sourceFiles: Set<String> = [],
      synchronizedFolders: [String] = [],
      excludedFiles: Set<String> = []
    ) {
      self.name = name
      self.productType = productType
      self.isTest = isTest
      self.platforms = platforms
      self.deploymentTargets = deploymentTargets
      self.sourceFiles = sourceFiles
      self.synchronizedFolders = synchronizedFolders
      self.excludedFiles = excludedFiles
    }

    /// Whether the target compiles the Swift file at this absolute path.
    package func compiles(_ absolutePath: String) -> Bool {
      let path = StandardizedPath.standardize(absolutePath)
      guard path.hasSuffix(".swift") else { return false }
      if sourceFiles.contains(path) { return true }
      return synchronizedFolders.contains { folder in
        guard StandardizedPath.isInside(path, folder: folder) else { return false }
        var current = path
        while StandardizedPath.isInside(current, folder: folder) {
          if excludedFiles.contains(current) { return false }
          current = StandardizedPath.parent(of: current)
        }
        return true
      }
    }
  }

  /// Absolute path of the `.xcodeproj` folder.
  package var path: String
  /// The native targets, in the project's order.
  package var targets: [Target]
  /// The lowest deployment target per platform over the project's own configurations, for files
  /// no target claims; limited to the project's platforms when its settings name them.
  package var deploymentTargets: [String: String]

  package init(path: String, targets: [Target], deploymentTargets: [String: String]) {
    self.path = path
    self.targets = targets
    self.deploymentTargets = deploymentTargets
  }

  /// Reads the project at the path of its `.xcodeproj` folder.
  ///
  /// - Throws: `XcodeProjectError` when `project.pbxproj` is missing or malformed.
  package static func read(projectAt xcodeprojPath: String) throws -> XcodeProject {
    let absolute = StandardizedPath.join(FileManager.default.currentDirectoryPath, xcodeprojPath)
    let file = absolute + "/project.pbxproj"
    guard let data = FileManager.default.contents(atPath: file) else {
      throw XcodeProjectError(file: file, reason: "cannot read the file")
    }
    return try read(pbxproj: data, projectFolder: StandardizedPath.parent(of: absolute), path: absolute)
  }

  /// Reads a project from the contents of its `project.pbxproj`.
  ///
  /// `.xcconfig` files that configurations name are read from disk; one that is missing adds no
  /// settings, since checkouts often lack generated ones.
  /// - Parameters:
  ///   - projectFolder: The absolute path of the folder holding the `.xcodeproj`, against which
  ///     `SOURCE_ROOT` and the main group resolve.
  ///   - path: The absolute path of the `.xcodeproj`, for the result and error messages.
  /// - Throws: `XcodeProjectError` when the data is not a property list or has no project.
  package static func read(pbxproj: Data, projectFolder: String, path: String) throws -> XcodeProject {
    let file = path.hasSuffix(".pbxproj") ? path : path + "/project.pbxproj"
    let plist = try PropertyListValue.parse(pbxproj, file: file)
    let graph = try PBXObjectGraph(plist, file: file)
    var builder = XcodeProjectBuilder(graph: graph, projectFolder: StandardizedPath.standardize(projectFolder))
    return XcodeProject(
      path: StandardizedPath.standardize(path),
      targets: builder.targets(),
      deploymentTargets: builder.projectDeploymentTargets()
    )
  }
}
