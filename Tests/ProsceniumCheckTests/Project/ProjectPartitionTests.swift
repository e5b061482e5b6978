import Foundation
import ProsceniumTestSupport
import Testing

@testable import ProsceniumCheck

/// One run over several independent projects judges each file on its own project's index: a
/// sibling package's types never answer questions about another package's files, a package sees
/// the packages it depends on by path, and a dependency is never judged by its dependents' code.
@Suite struct ProjectPartitionTests {
  let engine = CheckEngine(catalog: TestCatalog.catalog)

  /// `Kit` declares `Screen`, a kind of view; `App` depends on `Kit` by path, has a screen of its
  /// own and makes Kit's `Badge` a view in an extension; Kit's tests make a `Ticket` a view, but
  /// App's `Ticket` is another type; `Other` has a `Row: Screen` but does not depend on `Kit`, and
  /// `Loose/` belongs to no package.
  static let siblings: [String: String] = [
    ".git/HEAD": "",
    "Kit/Package.swift": manifest("Kit"),
    "Kit/Sources/Kit/Screen.swift": "public protocol Screen: View {}\n",
    "Kit/Sources/Kit/Badge.swift": "struct Badge {}\n",
    "Kit/Tests/KitTests/TicketFake.swift": "extension Ticket: View {}\n",
    "App/Package.swift": manifest("App", dependingOn: "../Kit"),
    "App/Sources/App/Profile.swift": "struct Profile: Screen {}\nstruct Ticket {}\n",
    "App/Sources/App/BadgeView.swift": "extension Badge: View {}\nextension Loner: View {}\n",
    "Other/Package.swift": manifest("Other"),
    "Other/Sources/Other/Row.swift": "struct Row: Screen {}\n",
    "Loose/Loner.swift": "struct Loner {}\n",
  ]

  static func manifest(_ name: String, dependingOn path: String? = nil) -> String {
    """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(
      name: "\(name)",
      dependencies: [\(path.map { ".package(name: \"Kit\", path: \"\($0)\")" } ?? "")],
      targets: [.target(name: "\(name)")]
    )
    """
  }

  func views(_ paths: [String]) throws -> [String] {
    try engine.run(CheckRequest(paths: paths, choices: .init(only: ["test_view_struct"]), jobs: 1)).findings
      .map(\.message)
  }

  @Test func eachPackageIsJudgedOnItsOwnIndexAndItsPathDependencies() throws {
    let folder = try TemporaryFolder(files: Self.siblings)
    // One index for the run would also flag Badge (App's extension), Row (Kit's protocol), Loner
    // and Ticket (the extensions in other projects).
    #expect(try views([folder.root]) == ["view 'Profile'"])
  }

  @Test func aPackageInARunOfManyGetsTheFindingsOfARunOfItsOwn() throws {
    let folder = try TemporaryFolder(files: Self.siblings)
    let together = try engine.run(
      CheckRequest(paths: [folder.root], choices: .init(only: ["test_view_struct"]), jobs: 1))
    for package in ["Kit", "Other", "Loose"] {
      let alone = try engine.run(
        CheckRequest(paths: [folder.path(package)], choices: .init(only: ["test_view_struct"]), jobs: 1))
      #expect(together.findings.filter { $0.path.hasPrefix(folder.path(package) + "/") } == alone.findings)
    }
  }

  @Test func filesAreGroupedByXcodeProjectPackageOrNeither() throws {
    let folder = try TemporaryFolder(files: Self.siblings)
    let plan = try CheckPlanner(
      catalog: TestCatalog.catalog, request: CheckRequest(paths: [folder.root], jobs: 1),
      loadConfiguration: engine.loadConfiguration(at:)
    ).plan()
    var projectOfPath: [String: ProjectPartition.Project] = [:]
    for (work, project) in zip(plan.files, plan.projects.projectOfFile) {
      projectOfPath[relativePath(absolute(work.readPath), to: folder.root)] = plan.projects.projects[project]
    }
    let kit = try #require(projectOfPath["Kit/Sources/Kit/Badge.swift"])
    let app = try #require(projectOfPath["App/Sources/App/Profile.swift"])
    #expect(projectOfPath["Kit/Package.swift"] == kit)
    #expect(kit.kind == .package && kit.root == folder.path("Kit"))
    #expect(projectOfPath["Loose/Loner.swift"]?.kind == .loose)
    let kitPosition = try #require(plan.projects.projects.firstIndex(of: kit))
    let appPosition = try #require(plan.projects.projects.firstIndex(of: app))
    #expect(app.dependencies == [kitPosition])
    #expect(kit.dependencies == [])
    #expect(appPosition != kitPosition)
  }

  /// The cache answers each file's questions on its own project's index too, and a package that
  /// gains a dependency has its unchanged files judged again on the wider index.
  @Test func aCachedRunJudgesEachFileOnItsProjectAsAnUncachedOneDoes() throws {
    let folder = try TemporaryFolder(files: Self.siblings)
    let cache = try TemporaryFolder()
    func run(cached: Bool) throws -> CheckResult {
      var request = CheckRequest(paths: [folder.root], choices: .init(only: ["test_view_struct"]), jobs: 2)
      if cached { request.cache = CheckCacheOptions(folder: cache.root, toolIdentity: "test 1") }
      return try engine.run(request)
    }
    let uncached = try run(cached: false)
    let cold = try run(cached: true)
    let warm = try run(cached: true)
    #expect(uncached.findings.map(\.message) == ["view 'Profile'"])
    #expect(cold.findings == uncached.findings)
    #expect(warm.findings == uncached.findings)
    #expect(warm.cacheStatistics?.checked == [])

    try folder.write("Other/Package.swift", Self.manifest("Other", dependingOn: "../Kit"))
    let widened = try run(cached: true)
    #expect(widened.findings.map(\.message) == ["view 'Profile'", "view 'Row'"])
    let rechecked = widened.cacheStatistics?.recheckedForFacts.map { relativePath($0, to: folder.root) }
    #expect(rechecked == ["Other/Sources/Other/Row.swift"])
    #expect(widened.findings == (try run(cached: false)).findings)
  }

  /// An Xcode project beside the packages sees their code (its project file does not say reliably
  /// which it links); the packages still do not see the app's.
  @Test func anXcodeProjectSeesThePackagesBesideIt() throws {
    var files = Self.siblings
    files["Phone/App.xcodeproj/project.pbxproj"] = ProjectFixtures.appProject
    files["Phone/App/HomeView.swift"] = "struct Home: Screen {}\n"
    files["Phone/App/Old/OldView.swift"] = "extension Row: View {}\n"
    let folder = try TemporaryFolder(files: files)
    #expect(try views([folder.root]) == ["view 'Profile'", "view 'Home'"])
  }

  /// An app's Xcode project and the packages in its folder are built together: one project.
  @Test func packagesInAnXcodeProjectsFolderBelongToIt() throws {
    var files = Self.siblings
    files["App.xcodeproj/project.pbxproj"] = ProjectFixtures.appProject
    let folder = try TemporaryFolder(files: files)
    #expect(
      try views([folder.root]) == ["view 'Profile'", "view 'Ticket'", "view 'Badge'", "view 'Loner'", "view 'Row'"])
  }
}
