import Foundation
import ProsceniumTestSupport
import Testing

@testable import ProsceniumCheck

/// A worker makes its plan with what its supervisor's plan read from disk (`CheckPlan.Reads`,
/// sent in the setup message): the same plan, without walking the folders or parsing the
/// manifests again.
@Suite struct PlanReadsTests {
  let engine = CheckEngine(catalog: TestCatalog.catalog)

  func plan(_ folder: TemporaryFolder, reads: CheckPlan.Reads? = nil) throws -> CheckPlan {
    try CheckPlanner(
      catalog: TestCatalog.catalog, request: CheckRequest(paths: [folder.root], jobs: 1),
      loadConfiguration: engine.loadConfiguration(at:), reads: reads
    ).plan()
  }

  /// The reads as a worker gets them: through the setup message's JSON.
  func sent(_ reads: CheckPlan.Reads) throws -> CheckPlan.Reads {
    try JSONDecoder().decode(CheckPlan.Reads.self, from: JSONEncoder().encode(reads))
  }

  func summary(_ plan: CheckPlan) -> [String] {
    zip(plan.files, plan.projects.projectOfFile).map { work, project in
      [
        work.displayPath, work.module ?? "-", "\(work.isTestFile)", "\(work.isChecked)", "\(project)",
        work.rules.map(\.id).joined(separator: ","),
        work.settings.deploymentTargets.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ","),
      ].joined(separator: " | ")
    }
  }

  @Test func aPlanMadeWithAnotherPlansReadsIsTheSamePlan() throws {
    let folder = try TemporaryFolder(files: ProjectPartitionTests.siblings)
    let first = try plan(folder)
    #expect(!first.reads.walks.isEmpty)
    #expect(first.reads.manifests.contains { $0.path.hasSuffix("Kit/Package.swift") && $0.manifest != nil })
    let second = try plan(folder, reads: try sent(first.reads))
    #expect(summary(second) == summary(first))
    #expect(PlanSummary(second) == PlanSummary(first))
  }

  @Test func aPlanWithReadsNeitherWalksNorParsesManifestsAgain() throws {
    let folder = try TemporaryFolder(files: ProjectPartitionTests.siblings)
    let first = try plan(folder)
    // Changed on disk after the first plan: the handed-over reads still describe the old state.
    try FileManager.default.removeItem(atPath: folder.path("Loose/Loner.swift"))
    _ = try folder.write(
      "Other/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Other", targets: [.target(name: "Renamed", path: "Sources/Other")])
      """)

    let withReads = try plan(folder, reads: try sent(first.reads))
    #expect(withReads.files.contains { $0.displayPath.hasSuffix("Loose/Loner.swift") })
    #expect(withReads.files.first { $0.displayPath.hasSuffix("Row.swift") }?.module == "Other")

    let fresh = try plan(folder)
    #expect(!fresh.files.contains { $0.displayPath.hasSuffix("Loose/Loner.swift") })
    #expect(fresh.files.first { $0.displayPath.hasSuffix("Row.swift") }?.module == "Renamed")
  }

  /// The Xcode project travels too: one changed on disk after the first plan is not read again,
  /// and one that could not be read gives the same note.
  @Test func aPlanWithReadsTakesTheXcodeProjectsAsRead() throws {
    let folder = try TemporaryFolder(files: [
      "App.xcodeproj/project.pbxproj": ProjectFixtures.appProject,
      "App/HomeView.swift": "struct HomeView {}\n",
      "Broken.xcodeproj/project.pbxproj": "{ this is not a property list",
    ])
    let first = try plan(folder)
    #expect(first.reads.xcodeProjects.contains { $0.path.hasSuffix("App.xcodeproj") && $0.project != nil })
    #expect(first.reads.xcodeProjects.contains { $0.path.hasSuffix("Broken.xcodeproj") && $0.problem != nil })
    _ = try folder.write(
      "App.xcodeproj/project.pbxproj",
      ProjectFixtures.appProject.replacing(
        "IPHONEOS_DEPLOYMENT_TARGET = 17.0", with: "IPHONEOS_DEPLOYMENT_TARGET = 15.0"))

    let withReads = try plan(folder, reads: try sent(first.reads))
    #expect(summary(withReads) == summary(first))
    #expect(withReads.notes == first.notes)
    #expect(first.notes.contains { $0.hasPrefix("cannot read Xcode project") })
    let fresh = try plan(folder)
    #expect(summary(fresh) != summary(first))
  }

  /// The summary the supervisor compares tells plans with other rules apart, though it hashes
  /// each distinct rule list once.
  @Test func theSummaryTellsPlansWithOtherRulesApart() throws {
    let folder = try TemporaryFolder(files: ProjectPartitionTests.siblings)
    let all = try plan(folder)
    let fewer = try CheckPlanner(
      catalog: TestCatalog.catalog,
      request: CheckRequest(
        paths: [folder.root], choices: RuleSelection.CommandLineChoices(disabled: ["test_struct"]), jobs: 1),
      loadConfiguration: engine.loadConfiguration(at:)
    ).plan()
    #expect(fewer.files.count == all.files.count)
    #expect(PlanSummary(fewer) != PlanSummary(all))
    #expect(PlanSummary(try plan(folder)) == PlanSummary(all))
  }
}
