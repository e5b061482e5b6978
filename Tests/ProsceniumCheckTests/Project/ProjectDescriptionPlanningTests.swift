import Foundation
import ProsceniumTestSupport
import Testing

@testable import ProsceniumCheck

/// Apps described by XcodeGen or Tuist get per-target deployment targets like an Xcode project,
/// and a configured `deployment_target` fills only what the targets leave out.
@Suite struct ProjectDescriptionPlanningTests {
  let engine = CheckEngine(catalog: TestCatalog.catalog)

  /// Each checked file's deployment targets, by path inside `folder`.
  func targets(in folder: TemporaryFolder) throws -> [String: [ApplePlatform: OSVersion]] {
    let plan = try CheckPlanner(
      catalog: TestCatalog.catalog, request: CheckRequest(paths: [folder.root], jobs: 1),
      loadConfiguration: engine.loadConfiguration(at:)
    ).plan()
    return Dictionary(
      uniqueKeysWithValues: plan.files.map {
        (relativePath(absolute($0.displayPath), to: folder.root), $0.settings.deploymentTargets)
      })
  }

  static let spec = """
    options:
      deploymentTarget:
        iOS: "15.0"
    targets:
      App:
        type: application
        platform: iOS
        sources: [App]
      Widget:
        type: app-extension
        platform: iOS
        deploymentTarget: "17.5"
        sources: [Widget]
    """

  @Test func anXcodeGenSpecGivesEachTargetItsVersion() throws {
    let folder = try TemporaryFolder(files: [
      "project.yml": Self.spec,
      "App/HomeView.swift": "struct HomeView {}\n",
      "Widget/WidgetView.swift": "struct WidgetView {}\n",
      "Scripts/Tool.swift": "struct Tool {}\n",
    ])
    let found = try targets(in: folder)
    #expect(found["App/HomeView.swift"] == [.iOS: OSVersion(15)])
    #expect(found["Widget/WidgetView.swift"] == [.iOS: OSVersion(17, 5)])
    // No target compiles it: the project's own version serves.
    #expect(found["Scripts/Tool.swift"] == [.iOS: OSVersion(15)])
  }

  @Test func aCommittedXcodeProjectWinsOverTheSpecBesideIt() throws {
    let folder = try TemporaryFolder(files: [
      "project.yml": Self.spec.replacingOccurrences(of: "15.0", with: "12.0"),
      "App.xcodeproj/project.pbxproj": ProjectFixtures.appProject,
      "App/HomeView.swift": "struct HomeView {}\n",
    ])
    #expect(try targets(in: folder)["App/HomeView.swift"] == [.iOS: OSVersion(17)])
  }

  @Test func aTuistManifestGivesItsTargetsTheirVersions() throws {
    let folder = try TemporaryFolder(files: [
      "Project.swift": """
      import ProjectDescription
      let target = DeploymentTargets.iOS("16.0")
      let project = Project(name: "App", targets: [
        .target(name: "App", destinations: .iOS, product: .app, bundleId: "a", deploymentTargets: target,
          sources: ["App/**"]),
      ])
      """,
      "App/HomeView.swift": "struct HomeView {}\n",
    ])
    #expect(try targets(in: folder)["App/HomeView.swift"] == [.iOS: OSVersion(16)])
  }

  @Test func aConfiguredTargetFillsOnlyWhatTheProjectLeavesOut() throws {
    let folder = try TemporaryFolder(files: [
      ".proscenium.json": #"{"deployment_target": {"ios": "14.0", "tvos": "15.0"}}"#,
      "project.yml": Self.spec,
      "App/HomeView.swift": "struct HomeView {}\n",
      "Widget/WidgetView.swift": "struct WidgetView {}\n",
    ])
    let found = try targets(in: folder)
    #expect(found["App/HomeView.swift"] == [.iOS: OSVersion(15), .tvOS: OSVersion(15)])
    #expect(found["Widget/WidgetView.swift"] == [.iOS: OSVersion(17, 5), .tvOS: OSVersion(15)])
  }

  @Test func aVersionStringIsIOS() throws {
    let folder = try TemporaryFolder(files: [
      ".proscenium.json": #"{"deployment_target": "17.0"}"#,
      "Sources/Loose.swift": "struct Loose {}\n",
    ])
    #expect(try targets(in: folder)["Sources/Loose.swift"] == [.iOS: OSVersion(17)])
  }

  @Test func aBadVersionStringNamesTheKey() throws {
    let folder = try TemporaryFolder(files: [
      ".proscenium.json": #"{"deployment_target": "seventeen"}"#, "Sources/Loose.swift": "struct Loose {}\n",
    ])
    #expect {
      try targets(in: folder)
    } throws: { error in
      guard let error = error as? ConfigurationError else { return false }
      return error.keyPath == "deployment_target" && error.reason.contains("seventeen")
    }
  }
}
