import Foundation
import ProsceniumCheck
import ProsceniumRules
import ProsceniumTestSupport
import Testing

/// `check` runs files in worker processes of the same binary: a file that crashes or hangs the
/// worker costs that file, reported as `unparsable_file`, and the report is otherwise the one an
/// in-process run gives, byte for byte.
@Suite struct WorkerIsolationTests {
  /// A small app whose findings include deferred ones (a view model's `print` waits on the index
  /// to know the class is a view model), so the workers' answers to conditions are exercised.
  /// 'no_print' is opt-in; these tests use its findings as deferred ones a worker answers.
  static let printing = #"{"rules": {"no_print": {"enabled": true}}}"#

  static let app: [String: String] = [
    "Package.swift": """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "App", targets: [.target(name: "App")])
    """,
    "Sources/App/HomeView.swift": SampleSources.navigationView,
    "Sources/App/ProfileView.swift": """
    import SwiftUI

    struct ProfileView: View {
      @StateObject private var model = ProfileViewModel()
      var body: some View { Text(model.name) }
    }
    """,
    "Sources/App/ProfileViewModel.swift": """
    import SwiftUI

    final class ProfileViewModel: ObservableObject {
      @Published var name = ""
      func load() {
        print("loading")
      }
    }
    """,
    "Sources/App/Crashes.swift": "struct Crashes {}\n",
    "Sources/App/Model.swift": "struct Model { let id: Int }\n",
  ]

  func findings(_ json: String) throws -> [[String: Any]] {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    return try #require(object["findings"] as? [[String: Any]])
  }

  func checkedFiles(_ json: String) throws -> Int? {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    return (object["summary"] as? [String: Any])?["files"] as? Int
  }

  @Test(.enabled(if: BuiltProducts.proscenium != nil, "the proscenium binary is not built"))
  func reportsAreTheSameWithAndWithoutIsolationAtAnyJobs() throws {
    let project = try TemporaryProject(Self.app, configuration: Self.printing)
    let reference = try ChildProcess.proscenium(
      ["check", "--format", "json", "--no-cache", "--no-isolation", "--jobs", "1"], in: project.root)
    let rules = try findings(reference.output).compactMap { $0["rule"] as? String }
    #expect(rules.contains("no_print"))  // a deferred finding, answered by a worker below
    #expect(rules.contains("navigation_stack"))
    for jobs in ["1", "2", "3"] {
      let isolated = try ChildProcess.proscenium(
        ["check", "--format", "json", "--no-cache", "--jobs", jobs], in: project.root)
      #expect(isolated.code == reference.code)
      #expect(isolated.output == reference.output, "--jobs \(jobs)")
      #expect(!isolated.errors.contains("without worker isolation"))
    }
    // With the cache: a first run that fills it and a second that reads it, both in workers.
    let cache = project.path(".cache")
    for _ in 0..<2 {
      let cached = try ChildProcess.proscenium(
        ["check", "--format", "json", "--cache-path", cache, "--jobs", "2"], in: project.root)
      #expect(cached.output == reference.output)
    }
  }

  /// Three sibling packages in one run: `App` depends on `Kit` by path, `Other` does not. Each
  /// type prints; `no_print` reports it only when the type is presentation code, which the project
  /// index decides: `Profile` is a view through Kit's `Screen`; Kit's `Badge` is made a view only
  /// by App's extension, which Kit (a dependency) never sees; `Other`'s `Row` names a `Screen` of
  /// a package it does not depend on. One index for the whole run would report all three.
  static let siblings: [String: String] = [
    "Kit/Package.swift": manifest("Kit"),
    "Kit/Sources/Kit/Screen.swift": "import SwiftUI\n\npublic protocol Screen: View {}\n",
    "Kit/Sources/Kit/Badge.swift": "struct Badge {\n  func show() { print(\"badge\") }\n}\n",
    "App/Package.swift": manifest("App", dependingOn: "../Kit"),
    "App/Sources/App/Profile.swift": "struct Profile: Screen {\n  func show() { print(\"profile\") }\n}\n",
    "App/Sources/App/BadgeView.swift": "import SwiftUI\n\nextension Badge: View {}\n",
    "Other/Package.swift": manifest("Other"),
    "Other/Sources/Other/Row.swift": "struct Row: Screen {\n  func show() { print(\"row\") }\n}\n",
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

  @Test(.enabled(if: BuiltProducts.proscenium != nil, "the proscenium binary is not built"))
  func workersJudgeEachFileOnItsOwnProjectsIndex() throws {
    let project = try TemporaryProject(Self.siblings)
    let arguments = ["check", "--format", "json", "--only", "no_print", "--jobs", "2"]
    let reference = try ChildProcess.proscenium(arguments + ["--no-cache", "--no-isolation"], in: project.root)
    let flagged = try findings(reference.output).compactMap { $0["path"] as? String }
    #expect(flagged.count == 1 && flagged.first?.hasSuffix("App/Sources/App/Profile.swift") == true, "\(flagged)")
    let isolated = try ChildProcess.proscenium(arguments + ["--no-cache"], in: project.root)
    #expect(isolated.code == reference.code)
    #expect(isolated.output == reference.output)
    #expect(!isolated.errors.contains("without worker isolation"))
    // With the cache, in workers: the run that fills it, one that reads it (and leaves the cache
    // file as it is: a rewrite goes through a rename, a new inode), and one after App's extension
    // went away, which makes Badge no view anywhere (its cached finding stays absent).
    let cache = project.path(".cache")
    func cacheFiles() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: cache).sorted().map { name in
        let attributes = try FileManager.default.attributesOfItem(atPath: cache + "/" + name)
        return "\(name) \(attributes[.systemFileNumber] ?? "none") \(attributes[.modificationDate] ?? "none")"
      }
    }
    let filled = try ChildProcess.proscenium(arguments + ["--cache-path", cache], in: project.root)
    #expect(filled.output == reference.output)
    let written = try cacheFiles()
    #expect(!written.isEmpty)
    let warm = try ChildProcess.proscenium(arguments + ["--cache-path", cache], in: project.root)
    #expect(warm.output == reference.output)
    #expect(try cacheFiles() == written)
    try project.write("App/Sources/App/BadgeView.swift", "struct Unrelated {}\n")
    let changedReference = try ChildProcess.proscenium(arguments + ["--no-cache", "--no-isolation"], in: project.root)
    let changed = try ChildProcess.proscenium(arguments + ["--cache-path", cache], in: project.root)
    #expect(changed.output == changedReference.output)
  }

  @Test(.enabled(if: BuiltProducts.proscenium != nil, "the proscenium binary is not built"))
  func theExamplesReportTheSameWithAndWithoutIsolation() throws {
    var folder = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { folder.deleteLastPathComponent() }
    let examples = folder.path
    let arguments = ["check", "Examples", "--format", "json", "--no-cache", "--jobs", "2"]
    let inProcess = try ChildProcess.proscenium(arguments + ["--no-isolation"], in: examples)
    let isolated = try ChildProcess.proscenium(arguments, in: examples)
    #expect(inProcess.code == 1)
    #expect(isolated.code == inProcess.code)
    #expect(isolated.output == inProcess.output)
    #expect(try findings(isolated.output).count > 50)
  }

  @Test(.enabled(if: BuiltProducts.proscenium != nil, "the proscenium binary is not built"))
  func aWorkerThatCrashesCostsOnlyItsFile() throws {
    let project = try TemporaryProject(Self.app)
    let clean = try ChildProcess.proscenium(
      ["check", "--format", "json", "--no-cache", "--no-isolation"], in: project.root)
    for jobs in ["1", "2"] {
      let crashed = try ChildProcess.proscenium(
        ["check", "--format", "json", "--no-cache", "--jobs", jobs], in: project.root,
        environment: ["PROSCENIUM_WORKER_DEBUG": "crash:Crashes.swift"])
      // unparsable_file is an error: exit 1, as for any file that does not parse.
      #expect(crashed.code == 1)
      let reported = try findings(crashed.output)
      let crash = try #require(reported.first { ($0["path"] as? String)?.hasSuffix("Crashes.swift") == true })
      #expect(crash["rule"] as? String == "unparsable_file")
      let message = try #require(crash["message"] as? String)
      #expect(message.hasPrefix("file not checked: the worker process died while checking it (signal 11"))
      // Every other file is still checked and reported as without the crash, deferred findings too.
      let others = reported.filter { ($0["path"] as? String)?.hasSuffix("Crashes.swift") != true }
      #expect(others.map { $0["message"] as? String } == (try findings(clean.output)).map { $0["message"] as? String })
      #expect(try checkedFiles(crashed.output) == (try checkedFiles(clean.output)))
    }
    // With the cache: the crash is reported, and not kept, so the next run checks the file again.
    let cache = project.path(".cache")
    let first = try ChildProcess.proscenium(
      ["check", "--format", "json", "--cache-path", cache], in: project.root,
      environment: ["PROSCENIUM_WORKER_DEBUG": "crash:Crashes.swift"])
    #expect(try findings(first.output).contains { $0["rule"] as? String == "unparsable_file" })
    let second = try ChildProcess.proscenium(["check", "--format", "json", "--cache-path", cache], in: project.root)
    #expect(second.output == clean.output)
  }

  /// The plan's manifests are parsed in a worker, which keeps their trees for checking the
  /// files: a manifest the parser crashes on costs that package's settings and its own file, not
  /// the run, and the report says so.
  @Test(.enabled(if: BuiltProducts.proscenium != nil, "the proscenium binary is not built"))
  func aManifestThatCrashesTheWorkerCostsOnlyThatManifest() throws {
    let project = try TemporaryProject(Self.app)
    let clean = try ChildProcess.proscenium(["check", "--format", "json", "--no-cache"], in: project.root)
    #expect(!clean.errors.contains("cannot read package manifest"))
    for jobs in ["1", "2"] {
      let crashed = try ChildProcess.proscenium(
        ["check", "--format", "json", "--no-cache", "--jobs", jobs], in: project.root,
        environment: ["PROSCENIUM_WORKER_DEBUG": "crash:Package.swift"])
      #expect(!crashed.errors.contains("without worker isolation"))
      #expect(crashed.errors.contains("cannot read package manifest '"))
      #expect(crashed.errors.contains("Package.swift': the worker process died while parsing it (signal 11"))
      let reported = try findings(crashed.output)
      let manifest = try #require(reported.first { ($0["path"] as? String) == "Package.swift" })
      #expect(manifest["rule"] as? String == "unparsable_file")
      #expect(try checkedFiles(crashed.output) == (try checkedFiles(clean.output)))
      #expect(reported.contains { $0["rule"] as? String == "navigation_stack" })
    }
  }

  /// With several workers the plan's manifests are parsed side by side, each worker sent a share:
  /// one that crashes its worker costs that manifest, and the others are read all the same.
  @Test(.enabled(if: BuiltProducts.proscenium != nil, "the proscenium binary is not built"))
  func manifestsReadSideBySideSurviveOneThatCrashes() throws {
    let project = try TemporaryProject(Self.siblings)
    let arguments = ["check", "--format", "json", "--no-cache", "--only", "no_print,unparsable_file", "--jobs", "2"]
    let reference = try ChildProcess.proscenium(arguments + ["--no-isolation"], in: project.root)
    let isolated = try ChildProcess.proscenium(arguments, in: project.root)
    #expect(isolated.output == reference.output)
    #expect(!isolated.errors.contains("without worker isolation"))
    let crashed = try ChildProcess.proscenium(
      arguments, in: project.root, environment: ["PROSCENIUM_WORKER_DEBUG": "crash:Other/Package.swift"])
    #expect(!crashed.errors.contains("without worker isolation"))
    #expect(crashed.errors.contains("Other/Package.swift': the worker process died while parsing it (signal 11"))
    let reported = try findings(crashed.output)
    #expect(
      reported.contains {
        ($0["path"] as? String) == "Other/Package.swift" && $0["rule"] as? String == "unparsable_file"
      })
    // Kit's and App's manifests were read: Profile is still judged a view through Kit's Screen.
    #expect(reported.contains { ($0["path"] as? String)?.hasSuffix("App/Sources/App/Profile.swift") == true })
    #expect(!reported.contains { ($0["path"] as? String)?.hasSuffix("Kit/Sources/Kit/Badge.swift") == true })
  }

  @Test(.enabled(if: BuiltProducts.proscenium != nil, "the proscenium binary is not built"))
  func aWorkerThatHangsIsKilledAtTheFilesBudget() throws {
    let project = try TemporaryProject(
      Self.app, configuration: #"{"limits": {"seconds_per_100kb": 1}, "rules": {"no_print": {"enabled": true}}}"#)
    let outcome = try ChildProcess.proscenium(
      ["check", "--format", "json", "--no-cache", "--jobs", "2"], in: project.root,
      environment: ["PROSCENIUM_WORKER_DEBUG": "hang:App/Model.swift"])
    #expect(outcome.code == 1)
    let reported = try findings(outcome.output)
    let hung = try #require(reported.first { ($0["path"] as? String)?.hasSuffix("App/Model.swift") == true })
    #expect(hung["rule"] as? String == "unparsable_file")
    #expect((hung["message"] as? String)?.hasPrefix("file not checked: it took longer than 2 s") == true)
    #expect(reported.contains { $0["rule"] as? String == "no_print" })
  }

  /// A cached run sends each file's text to the workers. Large files queued behind one that hangs
  /// once filled the worker's input pipe, the supervisor blocked writing the next one, and no
  /// budget was enforced: the run waited for the hanging file.
  @Test(.enabled(if: BuiltProducts.proscenium != nil, "the proscenium binary is not built"))
  func aHangingFileIsKilledAtItsBudgetWhenLargeTextsWaitBehindIt() throws {
    let large = String(repeating: "let value = 1\n", count: 5_000)  // 70 KB each, past a pipe's buffer together
    let project = try TemporaryProject(
      [
        "Sources/App/AHangs.swift": "struct AHangs {}\n",
        "Sources/App/Large1.swift": large, "Sources/App/Large2.swift": large, "Sources/App/Large3.swift": large,
      ], configuration: #"{"limits": {"seconds_per_100kb": 2}}"#)
    let outcome = try ChildProcess.proscenium(
      ["check", "--format", "json", "--cache-path", project.path(".cache"), "--jobs", "1"], in: project.root,
      environment: ["PROSCENIUM_WORKER_DEBUG": "hang:App/AHangs.swift"], timeout: 120)
    #expect(outcome.code == 1)
    let reported = try findings(outcome.output)
    let hung = try #require(reported.first { ($0["path"] as? String)?.hasSuffix("App/AHangs.swift") == true })
    #expect((hung["message"] as? String)?.hasPrefix("file not checked: it took longer than") == true)
    #expect(
      !reported.contains {
        ($0["path"] as? String)?.contains("Large") == true && $0["rule"] as? String == "unparsable_file"
      })
    #expect(try checkedFiles(outcome.output) == 4)
  }

  @Test(.enabled(if: BuiltProducts.proscenium != nil, "the proscenium binary is not built"))
  func theLibraryChecksInWorkersWhenTheRequestAsks() throws {
    let project = try TemporaryProject(Self.app)
    let engine = CheckEngine(catalog: RuleRegistry.catalog)
    var request = CheckRequest(paths: [project.root], jobs: 2)
    let inProcess = try engine.run(request)
    var isolation = WorkerIsolation(executable: try #require(BuiltProducts.proscenium))
    isolation.environment = ["PROSCENIUM_WORKER_DEBUG": "crash:Crashes.swift"]
    request.isolation = isolation
    let isolated = try engine.run(request)
    #expect(isolated.notes == inProcess.notes)
    #expect(isolated.fileCount == inProcess.fileCount)
    let crash = try #require(isolated.findings.first { $0.path.hasSuffix("Crashes.swift") })
    #expect(crash.ruleID == "unparsable_file" && crash.severity == .error)
    #expect(isolated.findings.filter { !$0.path.hasSuffix("Crashes.swift") } == inProcess.findings)
    // An executable that is no worker: the run says so and checks in-process.
    request.isolation = WorkerIsolation(executable: "/bin/false", arguments: [])
    let fallback = try engine.run(request)
    #expect(fallback.findings == inProcess.findings)
    #expect(fallback.notes.contains { $0.hasPrefix("checked in this process, without worker isolation: ") })
  }

  /// A worker fingerprints its findings when the request asks (a baseline needs them), the same
  /// as in process, and leaves them out otherwise.
  @Test(.enabled(if: BuiltProducts.proscenium != nil, "the proscenium binary is not built"))
  func workersFingerprintFindingsOnlyWhenTheRequestAsks() throws {
    let project = try TemporaryProject(Self.app)
    let engine = CheckEngine(catalog: RuleRegistry.catalog)
    for fingerprints in [false, true] {
      var request = CheckRequest(paths: [project.root], jobs: 2)
      request.fingerprints = fingerprints
      let inProcess = try engine.run(request)
      request.isolation = WorkerIsolation(executable: try #require(BuiltProducts.proscenium))
      let isolated = try engine.run(request)
      #expect(!isolated.notes.contains { $0.contains("without worker isolation") })
      #expect(!inProcess.findings.isEmpty)
      #expect(inProcess.findings.allSatisfy { ($0.fingerprint != nil) == fingerprints })
      #expect(isolated.findings == inProcess.findings)
    }
  }

  /// `PROSCENIUM_WORKER_WRAPPER` starts each worker through another command (how the benchmarks
  /// profile workers): the wrapper runs, and the report is the in-process one.
  @Test(.enabled(if: BuiltProducts.proscenium != nil, "the proscenium binary is not built"))
  func workersStartThroughTheWrapperWhenOneIsNamed() throws {
    let project = try TemporaryProject(Self.app)
    let marker = project.path("wrapped")
    let wrapper = project.path("wrap.sh")
    try "#!/bin/sh\necho \"$@\" >> '\(marker)'\nexec \"$@\"\n".write(toFile: wrapper, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper)
    let reference = try ChildProcess.proscenium(
      ["check", "--format", "json", "--no-cache", "--no-isolation", "Sources"], in: project.root)
    let wrapped = try ChildProcess.proscenium(
      ["check", "--format", "json", "--no-cache", "--jobs", "2", "Sources"], in: project.root,
      environment: [WorkerIsolation.wrapperVariable: wrapper])
    #expect(wrapped.output == reference.output)
    #expect(!wrapped.errors.contains("without worker isolation"))
    let lines = try String(contentsOfFile: marker, encoding: .utf8).split(separator: "\n")
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.hasSuffix(" \(WorkerIsolation.workerCommand)") })
    #expect(WorkerIsolation.currentExecutable(environment: [:])?.arguments == [WorkerIsolation.workerCommand])
  }

  /// A wrapper that notes each worker's start and, once the worker has exited, its status.
  static func recordingWrapper(in project: TemporaryProject) throws -> (wrapper: String, marker: String) {
    let marker = project.path("workers.log")
    let wrapper = project.path("record.sh")
    try "#!/bin/sh\necho start >> '\(marker)'\n\"$@\"\necho \"exit $?\" >> '\(marker)'\n"
      .write(toFile: wrapper, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper)
    return (wrapper, marker)
  }

  /// The lines of the wrapper's log once every worker it started has exited (waiting up to ten
  /// seconds for the last ones), or as they stand after that.
  static func workerLog(_ marker: String) -> [Substring] {
    var lines: [Substring] = []
    for _ in 0..<200 {
      lines = ((try? String(contentsOfFile: marker, encoding: .utf8)) ?? "").split(separator: "\n")
      let started = lines.filter { $0 == "start" }.count
      if started > 0, lines.count == 2 * started { break }
      usleep(50_000)
    }
    return lines
  }

  /// An uncached run starts its workers while it plans (`StartedWorkers`): as many as its jobs
  /// and processors allow, closing those the plan has no file for, and every one of them when
  /// the plan fails.
  @Test(.enabled(if: BuiltProducts.proscenium != nil, "the proscenium binary is not built"))
  func workersStartedWhileThePlanIsMadeAreClosedWhenNotWanted() throws {
    let project = try TemporaryProject([
      "Sources/App/Model.swift": "struct Model { let id: Int }\n",
      "broken.json": #"{"rules": {"no_such_rule": true}}"#,
    ])
    let (wrapper, marker) = try Self.recordingWrapper(in: project)
    let engine = CheckEngine(catalog: RuleRegistry.catalog)
    var request = CheckRequest(paths: [project.root], jobs: 3)
    let inProcess = try engine.run(request)
    request.isolation = WorkerIsolation(
      executable: wrapper, arguments: [try #require(BuiltProducts.proscenium), WorkerIsolation.workerCommand])

    // One file, three jobs: as many workers start as there are processors (up to three), one
    // checks the file, and every one of them ends.
    let early = min(3, ProcessInfo.processInfo.activeProcessorCount)
    let isolated = try engine.run(request)
    #expect(isolated.findings == inProcess.findings)
    #expect(isolated.fileCount == 1)
    var log = Self.workerLog(marker)
    #expect(log.filter { $0 == "start" }.count == early)
    #expect(log.filter { $0.hasPrefix("exit") }.count == early)

    // A configuration the plan refuses: the workers already started do not wait for a setup.
    try FileManager.default.removeItem(atPath: marker)
    request.configurationFile = project.path("broken.json")
    #expect(throws: ConfigurationError.self) { try engine.run(request) }
    log = Self.workerLog(marker)
    #expect(log.filter { $0 == "start" }.count == early)
    #expect(log.filter { $0.hasPrefix("exit") }.count == early)

    // A cached run whose files are all cached needs no worker, and starts none.
    try FileManager.default.removeItem(atPath: marker)
    request.configurationFile = nil
    request.cache = CheckCacheOptions(folder: project.path("cache"), toolIdentity: "test 1")
    _ = try engine.run(request)
    _ = Self.workerLog(marker)  // the first run's workers have exited
    try FileManager.default.removeItem(atPath: marker)
    let cached = try engine.run(request)
    #expect(cached.findings == inProcess.findings)
    #expect(!FileManager.default.fileExists(atPath: marker))
  }

  @Test(.enabled(if: BuiltProducts.proscenium != nil, "the proscenium binary is not built"))
  func theWorkerCommandIsHiddenFromHelp() throws {
    let project = try TemporaryProject([:])
    let help = try ChildProcess.proscenium(["help"], in: project.root)
    #expect(!help.output.contains("__worker"))
    // Run by hand, it waits for a supervisor's setup and refuses anything else.
    let stray = try ChildProcess.proscenium(["__worker"], in: project.root)
    #expect(stray.code == 3)
  }
}
