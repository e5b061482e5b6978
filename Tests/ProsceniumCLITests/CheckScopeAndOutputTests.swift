import Foundation
import ProsceniumCLI
import ProsceniumTestSupport
import Testing

/// `check --changed-since`, `--stdin-path` and `--output` with several formats.
@Suite struct CheckScopeAndOutputTests {
  static let only = ["--only", "navigation_stack", "--format", "xcode"]

  func git(_ arguments: String..., in folder: String) throws {
    let outcome = try ChildProcess.run(
      "/usr/bin/env", ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments, in: folder)
    #expect(outcome.code == 0, "git \(arguments): \(outcome.errors)")
  }

  @Test func changedSinceReportsCommittedUncommittedAndUntrackedChangesOnly() throws {
    let project = try TemporaryProject([
      "Sources/App/Old.swift": SampleSources.navigationView.replacing("HomeView", with: "OldView"),
      "Sources/App/Committed.swift": SampleSources.navigationStack.replacing("HomeView", with: "CommittedView"),
      "Sources/App/Edited.swift": SampleSources.navigationStack.replacing("HomeView", with: "EditedView"),
    ])
    try git("init", "-q", in: project.root)
    try git("add", ".", in: project.root)
    try git("commit", "-qm", "start", in: project.root)
    try git("tag", "start", in: project.root)
    try project.write(
      "Sources/App/Committed.swift", SampleSources.navigationView.replacing("HomeView", with: "CommittedView"))
    try git("commit", "-qam", "change", in: project.root)
    try project.write(
      "Sources/App/Edited.swift", SampleSources.navigationView.replacing("HomeView", with: "EditedView"))
    try project.write("Sources/App/New.swift", SampleSources.navigationView.replacing("HomeView", with: "NewView"))
    let outcome = proscenium(arguments: ["check", "--changed-since", "start"] + Self.only + [project.root])
    let files = outcome.output.split(separator: "\n").map { $0.split(separator: ":").first.map(String.init) ?? "" }
    #expect(
      files == ["Sources/App/Committed.swift", "Sources/App/Edited.swift", "Sources/App/New.swift"].map(project.path))
    #expect(outcome.errors.contains("note: 3 Swift files changed since 'start' in the given paths"))
    let nothing = proscenium(
      arguments: ["check", "--changed-since", "HEAD"] + Self.only + [project.path("Sources/App/Old.swift")])
    #expect(nothing.code == 0)
    #expect(nothing.output.isEmpty)
    let bad = proscenium(arguments: ["check", "--changed-since", "no-such-ref"] + Self.only + [project.root])
    #expect(bad.code == 2)
    #expect(bad.errors.contains("error: '--changed-since' failed: git diff"))
  }

  @Test func stdinPathChecksTheGivenTextAsThatFile() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationStack])
    let outcome = proscenium(
      arguments: ["check", "--stdin-path", project.path("Sources/App/HomeView.swift")] + Self.only,
      input: SampleSources.navigationView)
    #expect(outcome.code == 0)
    #expect(
      outcome.output
        == "\(project.path("Sources/App/HomeView.swift")):5:5: warning: replace 'NavigationView' with 'NavigationStack', or 'NavigationSplitView' for columns (navigation_stack)\n"
    )
    #expect(
      try String(contentsOfFile: project.path("Sources/App/HomeView.swift"), encoding: .utf8)
        == SampleSources.navigationStack)
    let combined = proscenium(arguments: ["check", "--stdin-path", project.path("Sources/App/HomeView.swift"), "--fix"])
    #expect(combined.code == 2)
  }

  @Test func severalFormatOutputPairsWriteSeveralReportsFromOneRun() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    let json = project.path("reports/report.json")
    let sarif = project.path("reports/report.sarif")
    let outcome = proscenium(arguments: [
      "check", "--only", "navigation_stack", "--format", "json", "--output", json, "--format", "sarif", "-o", sarif,
      "--format", "xcode", "--output", "-", project.root,
    ])
    #expect(outcome.code == 0)
    #expect(outcome.output.hasSuffix("(navigation_stack)\n"))
    #expect(try String(contentsOfFile: json, encoding: .utf8).contains("\"rule\": \"navigation_stack\""))
    #expect(try String(contentsOfFile: sarif, encoding: .utf8).contains("\"ruleId\": \"navigation_stack\""))
    let mismatched = proscenium(arguments: ["check", "--output", json, "--output", sarif, project.root])
    #expect(mismatched.code == 2)
    #expect(mismatched.errors.contains("2 '--output' files but 0 '--format' values"))
  }
}
