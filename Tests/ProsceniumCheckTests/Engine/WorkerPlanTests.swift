import Foundation
import ProsceniumTestSupport
import Testing

@testable import ProsceniumCheck

/// A worker checks by its supervisor's plan, sent as a `WorkerPlan`: it rebuilds the same files,
/// rules, settings and projects, reading only configuration files, and refuses a plan it cannot
/// rebuild faithfully.
@Suite struct WorkerPlanTests {
  let engine = CheckEngine(catalog: TestCatalog.catalog)

  /// Packages with a dependency, a loose file, a test file, nested configurations with an
  /// override and a custom rule.
  static let project: [String: String] = ProjectPartitionTests.siblings.merging([
    "App/.proscenium.json": """
    {"custom_rules": {"no_shared_defaults": {"message": "read settings through the store",
      "forbid": {"calls": ["UserDefaults.standard"]}}},
     "overrides": [{"paths": ["Sources/App/Profile.swift"], "rules": {"test_struct": {"options": {"label": "P"}}}}]}
    """,
    "App/Tests/AppTests/ProfileTests.swift": "struct ProfileTests {}\n",
    ".proscenium.json": #"{"deployment_target": {"ios": "16.0"}, "limits": {"max_file_kb": 300}}"#,
  ]) { _, new in new }

  func request(_ folder: TemporaryFolder, disabled: [String] = []) -> CheckRequest {
    CheckRequest(paths: [folder.root], choices: RuleSelection.CommandLineChoices(disabled: disabled), jobs: 1)
  }

  func plan(_ request: CheckRequest) throws -> CheckPlan {
    try CheckPlanner(catalog: TestCatalog.catalog, request: request, loadConfiguration: engine.loadConfiguration(at:))
      .plan()
  }

  /// The plan as a worker rebuilds it: through the setup message's bytes.
  func rebuilt(_ plan: CheckPlan, _ request: CheckRequest) throws -> CheckPlan {
    let bytes = WorkerPlan(plan, request: request).encoded
    return try WorkerPlan(decoding: bytes[...]).rebuilt(
      catalog: TestCatalog.catalog, loadConfiguration: engine.loadConfiguration(at:))
  }

  /// Every field of every file a check reads, with its rules' ids, severities and options.
  func described(_ plan: CheckPlan) -> [String] {
    zip(plan.files, plan.projects.projectOfFile).map { work, project in
      [
        work.displayPath, work.readPath, work.module ?? "-", "\(work.isTestFile)", "\(work.isChecked)",
        "\(work.group)", "\(project)", "\(work.overrides)", "\(work.limits)",
        work.rules.map { "\($0.id):\($0.severity):\($0.options)" }.joined(separator: ","),
        "\(work.plan.judged) \(work.plan.fits(work.rules, testFile: work.isTestFile))",
        work.knownRuleIDs.map { $0.sorted().joined(separator: ",") } ?? "-",
        work.settings.deploymentTargets.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ","),
        work.settings.platforms.map(\.rawValue).sorted().joined(separator: ","),
        "\(work.settings.isMainActorByDefault)", "\(work.fingerprints)",
      ].joined(separator: " | ")
    }
  }

  @Test func aRebuiltPlanIsTheSupervisorsPlan() throws {
    let folder = try TemporaryFolder(files: Self.project)
    var request = request(folder, disabled: ["test_token"])
    request.fingerprints = true
    let original = try plan(request)
    let again = try rebuilt(original, request)
    #expect(described(again) == described(original))
    #expect(again.projects.projects == original.projects.projects)
    #expect(PlanSummary(again) == PlanSummary(original))
    // The fixture exercises what it claims to.
    #expect(Set(original.files.map(\.group)).count == 2)
    #expect(original.files.contains { !$0.overrides.isEmpty })
    #expect(original.files.contains { $0.isTestFile })
    #expect(original.files.allSatisfy { $0.fingerprints })
    #expect(original.files.contains { $0.knownRuleIDs?.contains("no_shared_defaults") == true })
    #expect(original.projects.projects.contains { !$0.dependencies.isEmpty })
  }

  /// Only configurations are read again: a file removed and a manifest changed since the
  /// supervisor planned do not change the worker's plan.
  @Test func aRebuiltPlanNeitherWalksNorReadsManifests() throws {
    let folder = try TemporaryFolder(files: Self.project)
    let request = request(folder)
    let original = try plan(request)
    try FileManager.default.removeItem(atPath: folder.path("Loose/Loner.swift"))
    _ = try folder.write(
      "Other/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Other", targets: [.target(name: "Renamed", path: "Sources/Other")])
      """)
    let again = try rebuilt(original, request)
    #expect(described(again) == described(original))
    #expect(again.files.contains { $0.displayPath.hasSuffix("Loose/Loner.swift") })
    #expect(try plan(request).files.first { $0.displayPath.hasSuffix("Row.swift") }?.module == "Renamed")
  }

  /// A configuration that changed under the run: one that lost the override a file matched is
  /// refused outright; one that changed a rule gives a plan whose summary differs, which the
  /// supervisor refuses.
  @Test func aConfigurationChangedUnderTheRunIsCaught() throws {
    let folder = try TemporaryFolder(files: Self.project)
    let request = request(folder)
    let original = try plan(request)
    _ = try folder.write("App/.proscenium.json", "{}")
    #expect(throws: (any Error).self) { try rebuilt(original, request) }
    _ = try folder.write(
      "App/.proscenium.json",
      #"{"rules": {"test_struct": false}, "overrides": [{"paths": ["Sources/App/Profile.swift"], "rules": {}}]}"#)
    #expect(PlanSummary(try rebuilt(original, request)) != PlanSummary(original))
  }

  /// A file whose name is not UTF-8 is read by its bytes: they travel too.
  @Test func rawPathsTravel() throws {
    let folder = try TemporaryFolder(files: Self.project)
    let request = request(folder)
    var original = try plan(request)
    let raw = Array("Loose/".utf8) + [0xFF] + Array(".swift".utf8)
    original.files[0].rawReadPath = raw
    let again = try rebuilt(original, request)
    #expect(again.files[0].rawReadPath == raw)
    #expect(again.files.dropFirst().allSatisfy { $0.rawReadPath == nil })
  }

  @Test func aDamagedPlanIsRefusedNotTrusted() throws {
    let folder = try TemporaryFolder(files: Self.project)
    let request = request(folder)
    let bytes = WorkerPlan(try plan(request), request: request).encoded
    for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 200)) {
      #expect(throws: (any Error).self) { try WorkerPlan(decoding: bytes[..<length]) }
    }
    #expect(throws: (any Error).self) { try WorkerPlan(decoding: (bytes + [0])[...]) }
  }

  /// The summary the supervisor compares tells plans with other rules apart, though it hashes
  /// each distinct rule list once.
  @Test func theSummaryTellsPlansWithOtherRulesApart() throws {
    let folder = try TemporaryFolder(files: ProjectPartitionTests.siblings)
    let all = try plan(request(folder))
    let fewer = try plan(request(folder, disabled: ["test_struct"]))
    #expect(fewer.files.count == all.files.count)
    #expect(PlanSummary(fewer) != PlanSummary(all))
    #expect(PlanSummary(try plan(request(folder))) == PlanSummary(all))
  }
}
