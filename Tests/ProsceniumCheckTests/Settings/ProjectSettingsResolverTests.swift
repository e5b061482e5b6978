import Foundation
import ProsceniumCheck
import Testing

@Suite struct ProjectSettingsResolverTests {
  static func manifest(_ platforms: String) -> String {
    "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [\(platforms)], targets: [])\n"
  }

  static func project(_ settings: String) -> String {
    "{ objects = { A /* Debug */ = { buildSettings = { \(settings) }; }; }; }"
  }

  @Test func theConfigurationWinsOverThePackage() throws {
    let folder = try SettingsScratchFolder()
    try folder.write("Package.swift", Self.manifest(".iOS(.v16), .tvOS(.v17)"))
    let sources = try folder.folder("Sources/App")
    let configuration = Configuration(
      deploymentTargets: [.iOS: OSVersion(17, 2)], file: folder.path + "/.proscenium.json")
    let (settings, notes) = ProjectSettingsResolver.resolve(configuration: configuration, checkedPaths: [sources])
    #expect(settings.deploymentTargets == [.iOS: OSVersion(17, 2), .tvOS: OSVersion(17)])
    #expect(notes.count == 2)
    #expect(notes[0].hasPrefix("deployment target iOS 17.2 from '") && notes[0].hasSuffix(".proscenium.json'"))
    #expect(notes[1].hasPrefix("deployment target tvOS 17.0 from '") && notes[1].hasSuffix("Package.swift'"))
  }

  @Test func theNearestPackageAboveACheckedFileIsRead() throws {
    let folder = try SettingsScratchFolder()
    try folder.write("Package.swift", Self.manifest(".iOS(.v15)"))
    try folder.write("Feature/Package.swift", Self.manifest(".iOS(.v17_2)"))
    let file = try folder.write("Feature/Sources/Feature/HomeView.swift", "struct HomeView {}")
    let (settings, notes) = ProjectSettingsResolver.resolve(configuration: .empty, checkedPaths: [file])
    #expect(settings.deploymentTargets == [.iOS: OSVersion(17, 2)])
    #expect(notes == ["deployment target iOS 17.2 from '\(folder.path)/Feature/Package.swift'"])
  }

  @Test func packagesInsideACheckedFolderGiveTheLowestTargetPerPlatform() throws {
    let folder = try SettingsScratchFolder()
    try folder.write("Presentation/Package.swift", Self.manifest(".iOS(.v17), .tvOS(\"17.0\")"))
    try folder.write("Domain/Package.swift", Self.manifest(".iOS(.v16), .macOS(.v14)"))
    try folder.write(".build/checkouts/Old/Package.swift", Self.manifest(".iOS(.v12)"))
    let (settings, notes) = ProjectSettingsResolver.resolve(configuration: .empty, checkedPaths: [folder.path])
    #expect(settings.deploymentTargets == [.iOS: OSVersion(16), .tvOS: OSVersion(17), .macOS: OSVersion(14)])
    #expect(notes.count == 1)
    #expect(notes.first?.hasPrefix("deployment target iOS 16.0, tvOS 17.0, macOS 14.0 from '") == true)
  }

  @Test func anXcodeProjectFillsWhatNoPackageDeclares() throws {
    let folder = try SettingsScratchFolder()
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      Self.project("IPHONEOS_DEPLOYMENT_TARGET = 16.0; TVOS_DEPLOYMENT_TARGET = \"17.0\"; /* x */"))
    try folder.write("Pods/Pods.xcodeproj/project.pbxproj", Self.project("IPHONEOS_DEPLOYMENT_TARGET = 9.0;"))
    try folder.write(".hidden/Other.xcodeproj/project.pbxproj", Self.project("IPHONEOS_DEPLOYMENT_TARGET = 8.0;"))
    let (settings, notes) = ProjectSettingsResolver.resolve(configuration: .empty, checkedPaths: [folder.path])
    #expect(settings.deploymentTargets == [.iOS: OSVersion(16), .tvOS: OSVersion(17)])
    #expect(notes == ["deployment target iOS 16.0, tvOS 17.0 from '\(folder.path)/App.xcodeproj/project.pbxproj'"])
  }

  @Test func anXcodeProjectBesideACheckedSourceFolderIsFound() throws {
    let folder = try SettingsScratchFolder()
    try folder.write(".git/HEAD", "ref: refs/heads/main\n")
    try folder.write("App.xcodeproj/project.pbxproj", Self.project("IPHONEOS_DEPLOYMENT_TARGET = 17.0;"))
    let sources = try folder.folder("App/Features")
    let (settings, _) = ProjectSettingsResolver.resolve(configuration: .empty, checkedPaths: [sources])
    #expect(settings.lowestPresentationTarget == OSVersion(17))
  }

  @Test func nothingFoundLeavesTheTargetsUnknown() throws {
    let folder = try SettingsScratchFolder()
    try folder.write(".git/HEAD", "ref: refs/heads/main\n")
    let file = try folder.write("HomeView.swift", "struct HomeView {}")
    let (settings, notes) = ProjectSettingsResolver.resolve(
      configuration: .empty, checkedPaths: [file, "/no/such/path"])
    #expect(settings.deploymentTargets.isEmpty)
    #expect(notes.isEmpty)
  }
}
