import Foundation
import ProsceniumSyntax
import ProsceniumTestSupport
import Testing

@Suite struct XcodeProjectConfigurationFileTests {
  static func read() throws -> XcodeProject {
    let folder = try TemporaryFolder(files: XcodeProjectFixtures.configurationFiles)
    return try XcodeProject.read(
      pbxproj: Data(XcodeProjectFixtures.configured.utf8),
      projectFolder: folder.root,
      path: folder.path("Configured.xcodeproj")
    )
  }

  @Test func pbxprojSettingsOverrideTheXCConfigTheyAreBasedOn() throws {
    let overriding = try #require(try Self.read().targets.first { $0.name == "Overriding" })
    #expect(overriding.deploymentTargets["iOS"] == "16.0")
  }

  @Test func readsIncludedFilesAndSDKConditionalKeys() throws {
    let plain = try #require(try Self.read().targets.first { $0.name == "Plain" })
    #expect(plain.platforms == ["iOS", "tvOS"])
    // The target's xcconfig (15.0) overrides the project's (14.0); watchOS is not built.
    #expect(plain.deploymentTargets == ["iOS": "15.0", "tvOS": "16.1"])
  }

  @Test func theProjectLevelReadsItsOwnXCConfigAndToleratesAMissingOne() throws {
    #expect(try Self.read().deploymentTargets == ["iOS": "14.0"])
  }

  @Test func readsAnXCConfigNamedThroughASynchronizedFolder() throws {
    let anchored = try #require(try Self.read().targets.first { $0.name == "Anchored" })
    #expect(anchored.platforms == ["macOS"])
    #expect(anchored.deploymentTargets == ["macOS": "13.5"])
  }
}
