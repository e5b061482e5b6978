import Foundation
import ProsceniumTestSupport
import Testing

/// `check --write-baseline`, `--baseline` and `--strict-baseline` on temporary projects.
@Suite struct BaselineCommandTests {
  static let only = ["--only", "navigation_stack,private_view_state"]

  /// Two views with one `navigation_stack` and one `private_view_state` finding each.
  static let home = """
    import SwiftUI

    struct HomeView: View {
      @State var query = ""

      var body: some View {
        NavigationView {
          Text("Home")
        }
      }
    }
    """

  func check(_ project: TemporaryProject, _ arguments: [String]) -> CLIOutcome {
    proscenium(arguments: ["check"] + Self.only + arguments + [project.root])
  }

  func readBaseline(_ project: TemporaryProject) throws -> String {
    try String(contentsOfFile: project.path("baseline.json"), encoding: .utf8)
  }

  @Test func aBaselineAcceptsTodaysFindingsAndReportsNone() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": Self.home])
    let baseline = project.path("baseline.json")
    let written = check(project, ["--write-baseline", baseline])
    #expect(written.code == 0)
    #expect(written.output == "")
    #expect(written.errors.contains("note: wrote 2 findings to baseline '\(baseline)'"))
    let checked = check(project, ["--baseline", baseline, "--strict"])
    #expect(checked.code == 0)
    #expect(checked.output == "no findings in 1 file, 11 lines\n")
    #expect(checked.errors.contains("note: baseline '\(baseline)': 2 findings accepted, 0 new\n"))
  }

  /// Runs without a baseline cache findings without fingerprints; the first baseline written
  /// from that cache checks the file again and records what a run without the cache records.
  @Test func aBaselineWrittenFromACacheOfRunsWithoutOneIsComplete() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": Self.home])
    let cache = project.path(".cache")
    _ = check(project, ["--cache-path", cache])
    let fresh = project.path("fresh.json")
    let cached = project.path("baseline.json")
    #expect(check(project, ["--no-cache", "--write-baseline", fresh]).code == 0)
    let written = check(project, ["--cache-path", cache, "--write-baseline", cached, "--verbose"])
    #expect(written.errors.contains("cache: 0 files from the cache, 1 checked"))
    #expect(try readBaseline(project) == String(contentsOfFile: fresh, encoding: .utf8))
    let checked = check(project, ["--cache-path", cache, "--baseline", cached, "--verbose"])
    #expect(checked.errors.contains("cache: 1 files from the cache, 0 checked"))
    #expect(checked.errors.contains("2 findings accepted, 0 new"))
  }

  @Test func theFileIsSortedJSONWithPathsRelativeToItsFolder() throws {
    let project = try TemporaryProject([
      "Sources/App/HomeView.swift": Self.home,
      "Sources/App/AboutView.swift": Self.home.replacing("HomeView", with: "AboutView"),
    ])
    #expect(check(project, ["--write-baseline", project.path("baseline.json")]).code == 0)
    let text = try readBaseline(project)
    #expect(
      text.hasPrefix(
        "{\n  \"version\": 1,\n  \"entries\": [\n    {\n      \"path\": \"Sources/App/AboutView.swift\",\n"))
    let paths = text.split(separator: "\n").filter { $0.contains("\"path\"") }
    #expect(paths.count == 4)
    #expect(paths == paths.sorted())
    #expect(!text.contains(project.root))
    #expect(text.contains("\"rule\": \"navigation_stack\""))
    #expect(text.contains("\"occurrence\": 0"))
    // Written again from a different current folder and path spelling: the same bytes.
    #expect(
      check(project, ["--write-baseline", project.path("baseline.json"), project.path("Sources/../Sources")]).code == 0)
    #expect(try readBaseline(project) == text)
  }

  @Test func movedLinesReformattingAndEditsElsewhereBringNothingBack() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": Self.home])
    let baseline = project.path("baseline.json")
    #expect(check(project, ["--write-baseline", baseline]).code == 0)
    let edited = """
      import SwiftUI
      import Foundation

      // A comment that moves every line down.

      struct HomeView: View {
        @State
          var query = ""

        let title = "Home"

        var body: some View {
          NavigationView   {
            Text( "Home" )
          }
        }
      }
      """
    try project.write("Sources/App/HomeView.swift", edited)
    let checked = check(project, ["--baseline", baseline, "--strict"])
    #expect(checked.code == 0, "\(checked.output)")
    #expect(checked.errors.contains("2 findings accepted, 0 new"))
  }

  @Test func aSecondIdenticalViolationInTheSameDeclarationIsNew() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": Self.home])
    let baseline = project.path("baseline.json")
    #expect(check(project, ["--write-baseline", baseline]).code == 0)
    let doubled = Self.home.replacing(
      "    NavigationView {\n      Text(\"Home\")\n    }",
      with: "    NavigationView {\n      Text(\"Home\")\n    }\n    NavigationView {\n      Text(\"Home\")\n    }")
    #expect(doubled != Self.home)
    try project.write("Sources/App/HomeView.swift", doubled)
    let checked = check(project, ["--baseline", baseline, "--format", "xcode", "--strict"])
    #expect(checked.code == 1)
    #expect(checked.output.split(separator: "\n").count == 1)
    #expect(checked.output.contains("[navigation_stack]") || checked.output.contains("(navigation_stack)"))
    #expect(checked.errors.contains("2 findings accepted, 1 new"))
  }

  @Test func aFixedFindingIsStaleAndStrictBaselineFailsOnIt() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": Self.home])
    let baseline = project.path("baseline.json")
    #expect(check(project, ["--write-baseline", baseline]).code == 0)
    try project.write("Sources/App/HomeView.swift", Self.home.replacing("NavigationView", with: "NavigationStack"))
    let lenient = check(project, ["--baseline", baseline])
    #expect(lenient.code == 0)
    #expect(lenient.errors.contains("1 findings accepted, 0 new, 1 stale entry (fixed since)"))
    let strict = check(project, ["--baseline", baseline, "--strict-baseline"])
    #expect(strict.code == 1)
    #expect(strict.errors.contains("warning: baseline '\(baseline)': 1 findings accepted, 0 new, 1 stale entry"))
    #expect(strict.errors.contains("stale baseline entry: Sources/App/HomeView.swift: navigation_stack:"))
  }

  @Test func entriesOfFilesNotCheckedAreNeitherMatchedNorStale() throws {
    let project = try TemporaryProject([
      "Sources/App/HomeView.swift": Self.home,
      "Sources/Other/AboutView.swift": Self.home.replacing("HomeView", with: "AboutView"),
    ])
    let baseline = project.path("baseline.json")
    #expect(check(project, ["--write-baseline", baseline]).code == 0)
    let outcome = proscenium(
      arguments: ["check"] + Self.only + ["--baseline", baseline, "--strict-baseline", project.path("Sources/App")])
    #expect(outcome.code == 0, "\(outcome.errors)")
    #expect(outcome.errors.contains("2 findings accepted, 0 new\n"))
  }

  @Test func aMissingOrBrokenBaselineIsAUsageError() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": Self.home])
    let missing = check(project, ["--baseline", project.path("nope.json")])
    #expect(missing.code == 2)
    #expect(missing.errors.contains("error: baseline '\(project.path("nope.json"))': cannot read the file"))
    #expect(missing.errors.contains("hint: create it with 'proscenium check --write-baseline"))
    try project.write("broken.json", "{\"version\": 1, \"entries\": [{\"rule\": 3}]}")
    let broken = check(project, ["--baseline", project.path("broken.json")])
    #expect(broken.code == 2)
    #expect(broken.errors.contains("entry 1 needs 'rule', 'path' and 'fingerprint' strings"))
    let partial = check(project, ["--write-baseline", project.path("b.json"), "--changed-since", "HEAD"])
    #expect(partial.code == 2)
    #expect(partial.errors.contains("'--write-baseline' records the whole run"))
    let strictAlone = check(project, ["--strict-baseline"])
    #expect(strictAlone.code == 2)
    #expect(strictAlone.errors.contains("'--strict-baseline' needs '--baseline <file>'"))
  }
}
