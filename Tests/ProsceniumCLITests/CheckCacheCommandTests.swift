import Foundation
import ProsceniumCheck
import ProsceniumTestSupport
import Testing

/// `check --cache-path` and `--no-cache`: a warm run prints byte for byte what a cold run prints,
/// in every format, with the same exit code.
@Suite struct CheckCacheCommandTests {
  static let sources = [
    "Sources/App/HomeView.swift": SampleSources.navigationView,
    "Sources/App/Broken.swift": SampleSources.broken,
    "Sources/App/HomeViewModel.swift": """
    import Observation

    @Observable
    class HomeViewModel {
      var title = ""
      func load() { title = "Home" }
    }
    """,
    "Sources/App/ProfileView.swift": """
    import SwiftUI

    struct ProfileView: View {
      @State var model = HomeViewModel()
      var body: some View { Text(model.title) }
    }
    """,
  ]

  func check(_ project: TemporaryProject, _ arguments: [String], environment: [String: String] = [:]) -> CLIOutcome {
    proscenium(arguments: ["check"] + arguments + [project.root], environment: environment)
  }

  @Test(arguments: ReportFormat.allCases)
  func aWarmRunPrintsByteForByteWhatAColdRunPrints(format: ReportFormat) throws {
    let project = try TemporaryProject(Self.sources)
    let scratch = try TemporaryFolder()
    let cache = scratch.path("cache")
    func run(_ cacheArguments: [String]) throws -> (CLIOutcome, String) {
      let report = project.root + "/report.\(format.rawValue)"
      let outcome = check(project, ["--format", format.rawValue, "--output", report] + cacheArguments)
      let written = try String(contentsOfFile: report, encoding: .utf8)
      try FileManager.default.removeItem(atPath: report)
      return (outcome, written)
    }
    let (uncached, uncachedReport) = try run(["--no-cache"])
    let (cold, coldReport) = try run(["--cache-path", cache])
    let (warm, warmReport) = try run(["--cache-path", cache])
    #expect(uncached.code == 1)
    #expect(!uncachedReport.isEmpty)
    #expect(FileManager.default.fileExists(atPath: cache))
    for (outcome, report) in [(cold, coldReport), (warm, warmReport)] {
      #expect(outcome.code == uncached.code)
      #expect(outcome.output == uncached.output)
      #expect(outcome.errors == uncached.errors)
      #expect(report == uncachedReport)
    }
  }

  @Test func theCacheGoesToTheUserCacheFolderUnlessTurnedOff() throws {
    let project = try TemporaryProject(Self.sources)
    let scratch = try TemporaryFolder()
    let home = scratch.path("home")
    _ = check(project, ["--no-cache"], environment: ["HOME": home])
    #expect(!FileManager.default.fileExists(atPath: home))
    _ = check(project, [], environment: ["HOME": home])
    #expect(try FileManager.default.contentsOfDirectory(atPath: home + "/.cache/proscenium").count == 1)
    let xdg = home + "/xdg"
    _ = check(project, [], environment: ["HOME": home, "XDG_CACHE_HOME": xdg])
    #expect(try FileManager.default.contentsOfDirectory(atPath: xdg + "/proscenium").count == 1)
  }

  @Test func verboseSaysWhatCameFromTheCache() throws {
    let project = try TemporaryProject(Self.sources)
    let scratch = try TemporaryFolder()
    let cache = scratch.path("cache")
    _ = check(project, ["--cache-path", cache, "--verbose"])
    let warm = check(project, ["--cache-path", cache, "--verbose"])
    #expect(warm.errors.contains("note: cache: 4 files from the cache, 0 checked, 0 checked again"))
  }

  @Test func noCacheAndCachePathCannotBeCombined() {
    let outcome = proscenium(arguments: ["check", "--no-cache", "--cache-path", "/tmp/x", "."])
    #expect(outcome.code == 2)
    #expect(outcome.problems.contains("'--no-cache' and '--cache-path' cannot be combined"))
  }
}
