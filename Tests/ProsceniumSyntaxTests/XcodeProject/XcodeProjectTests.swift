import Foundation
import ProsceniumSyntax
import ProsceniumTestSupport
import Testing

@Suite struct XcodeProjectTests {
  static let root = "/work/Classic"

  static func classic() throws -> XcodeProject {
    try XcodeProject.read(
      pbxproj: Data(XcodeProjectFixtures.classic.utf8),
      projectFolder: root,
      path: root + "/Classic.xcodeproj"
    )
  }

  static func target(_ name: String, in project: XcodeProject) throws -> XcodeProject.Target {
    try #require(project.targets.first { $0.name == name })
  }

  @Test func listsNativeTargetsInTheProjectsOrder() throws {
    let project = try Self.classic()
    #expect(project.path == Self.root + "/Classic.xcodeproj")
    #expect(project.targets.map(\.name) == ["App", "AppTests", "TVApp"])
    #expect(project.targets.map(\.isTest) == [false, true, false])
    #expect(project.targets.first?.productType == "com.apple.product-type.application")
  }

  @Test func resolvesSourcesThroughGroupsSourceRootAndVariantGroups() throws {
    let app = try Self.target("App", in: Self.classic())
    let expected: Set<String> = [
      Self.root + "/App/AppMain.swift",
      Self.root + "/App/Home View.swift",
      Self.root + "/Shared/Models/Item.swift",
      Self.root + "/Generated/Strings.swift",
      Self.root + "/App/Base.lproj/Localized.swift",
    ]
    #expect(app.sourceFiles == expected)
  }

  @Test func readsOnlyTheSourcesPhaseAndSkipsProductsAndOtherLanguages() throws {
    let project = try Self.classic()
    let app = try Self.target("App", in: project)
    #expect(!app.compiles(Self.root + "/TV/TVMain.swift"))
    #expect(!app.sourceFiles.contains { $0.hasSuffix("Product.swift") || $0.hasSuffix(".m") })
    let tv = try Self.target("TVApp", in: project)
    #expect(
      tv.sourceFiles == [
        Self.root + "/TV/TVMain.swift", "/opt/shared/Logger.swift", Self.root + "/Shared/Models/Item.swift",
      ]
    )
  }

  @Test func compilesStandardisesThePathItIsGiven() throws {
    let app = try Self.target("App", in: Self.classic())
    #expect(app.compiles(Self.root + "/Other/../App/./AppMain.swift"))
    #expect(!app.compiles(Self.root + "/App/Missing.swift"))
  }

  @Test func targetSettingsOverrideTheProjectsAndInheritedFallsThrough() throws {
    let app = try Self.target("App", in: Self.classic())
    #expect(app.platforms == ["iOS"])
    // Debug sets 16.4; Release inherits the project's 17.0; the project's macOS target does not count.
    #expect(app.deploymentTargets == ["iOS": "16.4"])
    let tests = try Self.target("AppTests", in: Self.classic())
    #expect(tests.deploymentTargets == ["iOS": "17.0"])
  }

  @Test func aTVOSTargetCountsSDKConditionalKeysAndComparesNumerically() throws {
    let tv = try Self.target("TVApp", in: Self.classic())
    #expect(tv.platforms == ["tvOS"])
    #expect(tv.deploymentTargets == ["tvOS": "17.1"])
  }

  @Test func projectDeploymentTargetsKeepTheProjectsPlatforms() throws {
    #expect(try Self.classic().deploymentTargets == ["iOS": "17.0"])
  }

  @Test func readsAProjectFolderFromDisk() throws {
    let folder = try TemporaryFolder(files: ["Classic.xcodeproj/project.pbxproj": XcodeProjectFixtures.classic])
    let project = try XcodeProject.read(projectAt: folder.path("Classic.xcodeproj/"))
    #expect(project.path == folder.path("Classic.xcodeproj"))
    let app = try Self.target("App", in: project)
    #expect(app.compiles(folder.path("App/AppMain.swift")))
  }

  @Test func readsALargeProjectInLinearTime() throws {
    var objects = ""
    var groups: [String] = []
    var buildFiles: [String] = []
    for group in 0..<500 {
      var children: [String] = []
      for file in 0..<40 {
        let id = "F\(group)x\(file)"
        children.append(id)
        buildFiles.append("B\(group)x\(file)")
        objects += "B\(group)x\(file) = {isa = PBXBuildFile; fileRef = \(id); };\n"
        objects += "\(id) = {isa = PBXFileReference; path = File\(file).swift; sourceTree = \"<group>\"; };\n"
      }
      groups.append("G\(group)")
      let list = children.joined(separator: ", ")
      objects += "G\(group) = {isa = PBXGroup; children = (\(list)); path = Group\(group); };\n"
    }
    // A chain of nested groups deeper than any real project, to show the walk is not recursive.
    for depth in 0..<5_000 {
      let child = depth == 4_999 ? "FD" : "N\(depth + 1)"
      objects += "N\(depth) = {isa = PBXGroup; children = (\(child)); path = d; sourceTree = \"<group>\"; };\n"
    }
    objects += "FD = {isa = PBXFileReference; path = Deep.swift; sourceTree = \"<group>\"; };\n"
    objects += "BD = {isa = PBXBuildFile; fileRef = FD; };\n"
    objects += "G = {isa = PBXGroup; children = (\((groups + ["N0"]).joined(separator: ", "))); };\n"
    objects += "S = {isa = PBXSourcesBuildPhase; files = (\((buildFiles + ["BD"]).joined(separator: ", "))); };\n"
    objects += "T = {isa = PBXNativeTarget; buildPhases = (S); name = Big; };\n"
    objects += "P = {isa = PBXProject; mainGroup = G; targets = (T); };\n"
    let text = "{ objects = {\n\(objects)}; rootObject = P; }"
    let project = try XcodeProject.read(pbxproj: Data(text.utf8), projectFolder: "/big", path: "/big/Big.xcodeproj")
    let big = try #require(project.targets.first)
    #expect(big.sourceFiles.count == 20_001)
    #expect(big.compiles("/big/Group499/File39.swift"))
    #expect(big.compiles("/big" + String(repeating: "/d", count: 5_000) + "/Deep.swift"))
  }
}
