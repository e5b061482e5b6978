import Foundation
import ProsceniumCheck
import ProsceniumGenerator
import ProsceniumTestSupport
import Testing

@testable import ProsceniumCLI

/// `new` refuses code the project's deployment target cannot build, and says which style would fit.
struct DeploymentTargetTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  func shop(platforms: String, configuration: String = "{}") throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest.replacingOccurrences(of: ".iOS(.v17)", with: platforms))
    try folder.write(".proscenium.json", configuration)
    return folder
  }

  @Test func theRuntimeMinimumIsThePackagesPlatforms() throws {
    let manifest = try String(contentsOfFile: Self.repository + "/Package.swift", encoding: .utf8)
    let platforms = DeploymentTargetGate.runtimeMinimum.sorted { $0.key.rawValue < $1.key.rawValue }
      .map { ".\($0.key.displayName)(.v\($0.value.major))" }
    for platform in platforms {
      #expect(manifest.contains(platform), "Package.swift's platforms no longer declare \(platform)")
    }
    #expect(platforms == [".iOS(.v17)", ".tvOS(.v17)"])
  }

  @Test func importsOfTheRuntimeAreRecognised() {
    #expect(DeploymentTargetGate.importsRuntime("import Foundation\nimport Proscenium\n"))
    #expect(DeploymentTargetGate.importsRuntime("  import ProsceniumTesting"))
    #expect(DeploymentTargetGate.importsRuntime("@preconcurrency import Proscenium"))
    #expect(DeploymentTargetGate.importsRuntime("import struct Proscenium.LoadingState"))
    #expect(!DeploymentTargetGate.importsRuntime("import ProsceniumSyntax\n// import Proscenium\n"))
    #expect(!DeploymentTargetGate.importsRuntime("@testable import Shop"))
  }

  @Test func aPackageBelowIOS17IsRefusedWithTheTargetAndNothingIsWritten() throws {
    let folder = try shop(platforms: ".iOS(.v16)")

    for style in ["observable", "observable-object", "uikit-mvp"] {
      let run = proscenium("new", "feature", "Orders", "--style", style, "--project", folder.root)

      #expect(run.code == 2, "\(style)")
      #expect(
        run.errors.contains(
          "error: the '\(style)' code for 'Orders' does not fit the deployment target iOS 16.0 (from 'Package.swift')"),
        "\(run.errors)")
      #expect(run.errors.contains("imports the Proscenium runtime, which needs iOS 17.0"), "\(run.errors)")
      #expect(run.errors.contains("hint: no style fits iOS 16.0 (from 'Package.swift')"), "\(run.errors)")
    }
    #expect(folder.files() == [".proscenium.json", "Package.swift"])
  }

  @Test func withoutAStyleTheDeploymentTargetStillDecidesAndIsThenRefused() throws {
    let folder = try shop(platforms: ".iOS(.v16)")

    let run = proscenium("new", "feature", "Orders", "--project", folder.root, "--dry-run")

    #expect(run.code == 2)
    #expect(run.errors.contains("note: style 'observable-object'"), "\(run.errors)")
    #expect(run.errors.contains("deployment target iOS 16.0"), "\(run.errors)")
    #expect(run.errors.contains("does not fit the deployment target iOS 16.0"))
    #expect(run.output.isEmpty, "a refused dry run prints no plan")
  }

  @Test func aTVOSTargetBelowTheRuntimeIsRefusedEvenForAnIOSScreen() throws {
    let folder = try shop(platforms: ".iOS(.v17), .tvOS(.v16)")

    let run = proscenium("new", "feature", "Orders", "--style", "observable", "--project", folder.root)

    #expect(run.code == 2)
    #expect(run.errors.contains("deployment target iOS 17.0, tvOS 16.0"), "\(run.errors)")
    #expect(run.errors.contains("which needs tvOS 17.0"), "\(run.errors)")
    #expect(!run.errors.contains("needs iOS 17.0 and"), "iOS 17 meets the runtime: \(run.errors)")
    #expect(folder.files() == [".proscenium.json", "Package.swift"])
  }

  @Test func theConfiguredDeploymentTargetIsTheOneJudged() throws {
    let folder = try shop(platforms: ".iOS(.v17)", configuration: #"{"deployment_target": {"ios": "15.0"}}"#)

    let run = proscenium("new", "feature", "Orders", "--style", "observable", "--project", folder.root)

    #expect(run.code == 2)
    #expect(run.errors.contains("iOS 15.0 (from '.proscenium.json')"), "\(run.errors)")
  }

  @Test func anOverrideUsingANewerAPIIsRefusedNamingItAndTheStylesThatFit() throws {
    let folder = try shop(platforms: ".iOS(.v17)")
    try folder.write(
      ".proscenium/templates/observable/View.swift",
      """
      import SwiftUI

      struct {{Name}}View: View {
        var body: some View {
          Text("{{Title}}")
            .glassEffect()
        }
      }

      """)

    let run = proscenium("new", "feature", "Orders", "--style", "observable", "--project", folder.root)

    #expect(run.code == 2)
    #expect(run.errors.contains("does not fit the deployment target iOS 17.0 (from 'Package.swift')"), "\(run.errors)")
    #expect(run.errors.contains("OrdersView.swift:6: '.glassEffect()' needs iOS 26"), "\(run.errors)")
    #expect(!run.errors.contains("wrap it in"), "the rule's advice is for hand-written code")
    #expect(
      run.errors.contains(
        "hint: use '--style observable-object' or '--style uikit-mvp', whose code fits iOS 17.0 (from 'Package.swift')"),
      "\(run.errors)")
    #expect(!folder.exists("Sources/ShopPresentation/Features/Orders"))

    // A use case rules out the presenter, which loads through a repository.
    let named = proscenium(
      "new", "feature", "Orders", "--style", "observable", "--use-case", "GetOrders", "--project", folder.root)
    #expect(named.errors.contains("hint: use '--style observable-object', whose code fits"), "\(named.errors)")

    // With every style overridden the same way, the hint points at the overrides, not at the runtime.
    let glassy = try #require(folder.read(".proscenium/templates/observable/View.swift"))
    try folder.write(".proscenium/templates/observable-object/View.swift", glassy)
    try folder.write(".proscenium/templates/uikit-mvp/View.swift", glassy)
    let none = proscenium("new", "feature", "Orders", "--style", "observable", "--project", folder.root)
    #expect(none.code == 2)
    #expect(
      none.errors.contains(
        "hint: no style's code fits iOS 17.0 (from 'Package.swift'): raise the deployment target, or change the "
          + "templates in .proscenium/templates/"), "\(none.errors)")
    #expect(!folder.exists("Sources/ShopPresentation/Features/Orders"))
  }

  @Test func atTheRuntimesMinimumEveryStyleIsWrittenAndPassesTheAvailabilityRule() throws {
    let folder = try shop(platforms: ".iOS(.v17), .tvOS(.v17)")
    let features = [("observable", "Catalog"), ("observable-object", "Inbox"), ("uikit-mvp", "Orders")]
    for (style, name) in features {
      let run = proscenium(
        "new", "feature", name, "--style", style, "--platform", "all", "--project", folder.root)
      #expect(run.code == 0, "\(style): \(run.errors)")
    }
    let check = proscenium("check", "--only", "availability_guard", folder.path("Sources"), folder.path("Tests"))
    #expect(check.code == 0, "\(check.output)\(check.errors)")
    #expect(folder.files().count > 15)
  }
}
