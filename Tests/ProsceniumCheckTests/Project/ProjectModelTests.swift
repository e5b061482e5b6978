import ProsceniumSyntax
import ProsceniumTestSupport
import Testing

@testable import ProsceniumCheck

@Suite struct ProjectModelTests {
  private func describe(_ membership: ProjectModel.Membership) -> String {
    let targets = ProjectSettings.describe(membership.deploymentTargets)
    return "\(membership.module ?? "-") \(membership.isTest ? "test" : "code") \(targets.isEmpty ? "?" : targets)"
  }

  @Test func packageFilesBelongToTheTargetWhoseFolderSourcesAndExcludesHoldThem() throws {
    let folder = try TemporaryFolder(files: ["Shop/Package.swift": ProjectFixtures.shopManifest])
    let model = ProjectModel(manifests: PackageManifestCache())
    model.addPackage(manifestAt: folder.path("Shop/Package.swift"))
    func membership(_ path: String) -> String { describe(model.membership(ofAbsolutePath: folder.path(path))) }
    #expect(membership("Shop/Sources/ShopKit/Views/Home.swift") == "ShopKit code iOS 16.0, tvOS 17.2, macOS 10.15")
    #expect(
      membership("Shop/Tests/ShopKitTests/HomeTests.swift") == "ShopKitTests test iOS 16.0, tvOS 17.2, macOS 10.15")
    #expect(membership("Shop/Modules/DataLayer/Store.swift").hasPrefix("Data code"))
    #expect(membership("Shop/Modules/DataLayer/Cache/Disk.swift").hasPrefix("Data code"))
    // Not in `sources:`, in `exclude:`, or in no target: folder conventions, target unknown.
    #expect(membership("Shop/Modules/DataLayer/Notes.swift") == "- code ?")
    #expect(membership("Shop/Sources/ShopKit/Legacy/Old.swift") == "ShopKit code ?")
    #expect(membership("Shop/Scripts/Tool.swift") == "- code ?")
  }

  /// Memberships are remembered by folder only where the packages decide by folder: a target
  /// that excludes one file gives its neighbours and that file different answers, in any order.
  @Test func filesOfOneFolderShareAMembershipOnlyWhereNoTargetNamesFiles() throws {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Kit", platforms: [.iOS(.v16)],
        targets: [.target(name: "Kit", exclude: ["Old.swift"]), .target(name: "Plain")])
      """
    let folder = try TemporaryFolder(files: ["Kit/Package.swift": manifest])
    for order in [
      ["Kit/Sources/Kit/Old.swift", "Kit/Sources/Kit/New.swift"],
      ["Kit/Sources/Kit/New.swift", "Kit/Sources/Kit/Old.swift"],
    ] {
      let model = ProjectModel(manifests: PackageManifestCache())
      model.addPackage(manifestAt: folder.path("Kit/Package.swift"))
      let answers = Dictionary(
        uniqueKeysWithValues: order.map { ($0, describe(model.membership(ofAbsolutePath: folder.path($0)))) })
      #expect(answers["Kit/Sources/Kit/New.swift"] == "Kit code iOS 16.0")
      #expect(answers["Kit/Sources/Kit/Old.swift"] == "Kit code ?")
    }
    let plain = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Kit", platforms: [.iOS(.v16)], targets: [.target(name: "Kit"), .testTarget(name: "KitTests")])
      """
    let other = try TemporaryFolder(files: ["Kit/Package.swift": plain])
    let model = ProjectModel(manifests: PackageManifestCache())
    model.addPackage(manifestAt: other.path("Kit/Package.swift"))
    func membership(_ path: String) -> String { describe(model.membership(ofAbsolutePath: other.path(path))) }
    #expect(membership("Kit/Sources/Kit/A.swift") == "Kit code iOS 16.0")
    #expect(membership("Kit/Sources/Kit/B.swift") == "Kit code iOS 16.0")
    #expect(membership("Kit/Tests/KitTests/ATests.swift") == "KitTests test iOS 16.0")
    #expect(membership("Kit/Tests/KitTests/BTests.swift") == "KitTests test iOS 16.0")
    #expect(membership("Kit/Scripts/Tool.swift") == "- code ?")
  }

  @Test func aHelperPackageDoesNotClaimTheAppFilesBesideIt() throws {
    let folder = try TemporaryFolder(files: [
      "Package.swift": ProjectFixtures.helperManifest,
      "App.xcodeproj/project.pbxproj": ProjectFixtures.appProject,
    ])
    let model = ProjectModel(manifests: PackageManifestCache())
    model.addPackage(manifestAt: folder.path("Package.swift"))
    model.addXcodeProject(at: folder.path("App.xcodeproj"))
    func membership(_ path: String) -> String { describe(model.membership(ofAbsolutePath: folder.path(path))) }
    #expect(membership("App/HomeView.swift") == "App code iOS 17.0")
    #expect(membership("App/Old/OldView.swift") == "App code iOS 17.0")
    #expect(membership("AppTests/HomeTests.swift") == "AppTests test iOS 16.0")
    #expect(membership("Scripts/Generate/main.swift") == "Generate code macOS 13.0")
    #expect(membership("App/Unlisted.swift") == "- code ?")
    #expect(model.membership(ofAbsolutePath: folder.path("App/HomeView.swift")).platforms == [.iOS])
  }

  @Test func anXcodeTargetWithMainActorDefaultIsolation() throws {
    let project = ProjectFixtures.appProject.replacing(
      "IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos;",
      with: "IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos; SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;"
    ).replacing(
      "IPHONEOS_DEPLOYMENT_TARGET = 17.5; SDKROOT = iphoneos;",
      with: "IPHONEOS_DEPLOYMENT_TARGET = 17.5; SDKROOT = iphoneos; SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;")
    let folder = try TemporaryFolder(files: ["App.xcodeproj/project.pbxproj": project])
    let model = ProjectModel(manifests: PackageManifestCache())
    model.addXcodeProject(at: folder.path("App.xcodeproj"))
    #expect(model.membership(ofAbsolutePath: folder.path("App/HomeView.swift")).isMainActorByDefault)
    #expect(!model.membership(ofAbsolutePath: folder.path("AppTests/HomeTests.swift")).isMainActorByDefault)
  }

  @Test func anUnreadableXcodeProjectIsANoteNotAFailure() throws {
    let folder = try TemporaryFolder(files: ["Broken.xcodeproj/project.pbxproj": "{ objects = { "])
    let model = ProjectModel(manifests: PackageManifestCache())
    model.addXcodeProject(at: folder.path("Broken.xcodeproj"))
    #expect(model.problems.count == 1)
    #expect(model.problems.first?.contains("Broken.xcodeproj") == true)
  }

  @Test(
    arguments: [
      ("Sources/Feature/Home.swift", "Feature", false),
      ("App/Tests/FeatureTests/HomeTests.swift", "FeatureTests", true),
      ("MyApp/MyAppTests/HomeTests.swift", "MyAppTests", true),
      ("MyApp/Screens/HomeViewModel.swift", nil, false),
      ("MyApp/Screens/HomeViewModelMock.swift", nil, true),
      ("MyApp/Screens/HomeSpec.swift", nil, true),
    ] as [(String, String?, Bool)])
  func conventionsNameModulesNoTargetClaims(path: String, module: String?, isTest: Bool) {
    let membership = ModuleFolders.conventionalMembership(components: path.split(separator: "/").map(String.init))
    #expect(membership.module == module)
    #expect(membership.isTest == isTest)
  }
}
