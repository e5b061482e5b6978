import Testing

@testable import ProsceniumSyntax

/// XcodeGen and Tuist descriptions read into the Xcode project model.
@Suite struct ProjectDescriptionTests {
  @Test func xcodeGenTargetsTakeTheirOwnVersionThenTheirSettingThenTheProjects() {
    let project = XcodeGenProject.parse(
      """
      options:
        deploymentTarget:
          iOS: "15.0"
      targets:
        App:
          type: application
          platform: iOS
          sources:
            - path: App
            - Shared/Helpers.swift
        Widget:
          type: app-extension
          platform: iOS
          deploymentTarget: "17.0"
          sources: Widget
        Legacy:
          type: framework
          platform: iOS
          settings:
            base:
              IPHONEOS_DEPLOYMENT_TARGET: 14.0
          sources: [Legacy]
        AppTests:
          type: bundle.unit-test
          platform: iOS
          sources: [AppTests]
      """, specPath: "/repo/project.yml")
    let targets = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0) })
    #expect(targets["App"]?.deploymentTargets == ["iOS": "15.0"])
    #expect(targets["App"]?.synchronizedFolders == ["/repo/App"])
    #expect(targets["App"]?.sourceFiles == ["/repo/Shared/Helpers.swift"])
    #expect(targets["Widget"]?.deploymentTargets == ["iOS": "17.0"])
    #expect(targets["Legacy"]?.deploymentTargets == ["iOS": "14.0"])
    #expect(targets["AppTests"]?.isTest == true)
    #expect(targets["App"]?.compiles("/repo/App/Home/HomeView.swift") == true)
    #expect(project.deploymentTargets == ["iOS": "15.0"])
  }

  @Test func tuistTargetsFollowTopLevelConstants() {
    let project = TuistProject.parse(
      """
      import ProjectDescription

      let deploymentTarget = DeploymentTargets.iOS("15.0")

      let project = Project(
        name: "Azkar",
        targets: [
          .target(
            name: "App", destinations: [.iPhone, .iPad], product: .app, bundleId: "a",
            deploymentTargets: deploymentTarget, sources: ["App/Sources/**", "Shared/**/*.swift"]),
          .target(
            name: "AppTests", destinations: .iOS, product: .unitTests, bundleId: "b",
            deploymentTargets: .multiplatform(iOS: "16.0", macOS: "13.0"), sources: ["Tests/**"],
            dependencies: [.target(name: "App")]),
          Target(name: "TV", platform: .tvOS, product: .app, bundleId: "c",
            deploymentTarget: .tvOS(targetVersion: "17.0"), sources: ["TV/**"]),
        ])
      """, manifestPath: "/repo/Project.swift")
    let targets = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0) })
    #expect(project.targets.map(\.name) == ["App", "AppTests", "TV"])
    #expect(targets["App"]?.deploymentTargets == ["iOS": "15.0"])
    #expect(targets["App"]?.platforms == ["iOS"])
    #expect(targets["App"]?.synchronizedFolders == ["/repo/App/Sources", "/repo/Shared"])
    #expect(targets["AppTests"]?.isTest == true)
    #expect(targets["AppTests"]?.deploymentTargets == ["iOS": "16.0", "macOS": "13.0"])
    #expect(targets["TV"]?.deploymentTargets == ["tvOS": "17.0"])
    #expect(project.deploymentTargets["iOS"] == "15.0")
  }

  @Test func aTuistManifestBuiltByHelpersTakesTheHelpersVersion() {
    let project = TuistProject.parse(
      """
      import ProjectDescriptionHelpers
      let project = Project.makeModule(name: "Log", product: .staticLibrary)
      """, manifestPath: "/repo/Modules/Log/Project.swift",
      helpers: [
        """
        public enum DefaultSetting {
          public static let targetVersion: SettingValue = "18.0"
          public static let base: SettingsDictionary = ["IPHONEOS_DEPLOYMENT_TARGET": targetVersion]
        }
        extension Project {
          public static func makeModule(name: String, product: Product) -> Project {
            Project(name: name, targets: [
              .target(name: name, destinations: .iOS, product: product, bundleId: name,
                deploymentTargets: .iOS(DefaultSetting.targetVersion.stringValue), sources: ["Sources/**"])
            ])
          }
        }
        """
      ])
    #expect(project.targets.isEmpty)
    #expect(project.deploymentTargets == ["iOS": "18.0"])
  }
}
