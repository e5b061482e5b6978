import ProsceniumTestSupport
import Testing

/// `proscenium check` end to end in-process, on temporary projects. Runs name `navigation_stack`
/// with `--only`, so they hold however many rules are registered.
@Suite struct CheckCommandTests {
  static let only = ["--only", "navigation_stack"]

  func check(
    _ project: TemporaryProject, _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false
  )
    -> CLIOutcome
  {
    proscenium(arguments: ["check"] + arguments + [project.root], environment: environment, terminal: terminal)
  }

  /// The output with the project's folder replaced by `<root>`.
  func relative(_ text: String, _ project: TemporaryProject) -> String {
    text.replacing(project.root, with: "<root>")
  }

  // MARK: - Exit codes

  @Test func noFindingsExitsZero() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationStack])
    let outcome = check(project, Self.only)
    #expect(outcome.code == 0)
    #expect(outcome.problems == "")
    #expect(outcome.output == "no findings in 1 file, 9 lines\n")
  }

  @Test func warningsAloneExitZeroButFailWithStrict() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    #expect(check(project, Self.only).code == 0)
    #expect(check(project, Self.only + ["--strict"]).code == 1)
    #expect(check(project, Self.only + ["--strict", "--format", "json"]).code == 1)
  }

  @Test func anErrorFindingExitsOne() throws {
    let project = try TemporaryProject(["Sources/App/Broken.swift": SampleSources.broken])
    let outcome = check(project, Self.only + ["--format", "xcode"])
    #expect(outcome.code == 1)
    #expect(
      relative(outcome.output, project)
        == "<root>/Sources/App/Broken.swift:2:10: error: file does not parse: expected ')' to end parameter clause (unparsable_file)\n"
    )
    #expect(check(project, Self.only + ["--disable", "unparsable_file"]).code == 0)
  }

  @Test func theConfigurationCanRaiseASeverityToError() throws {
    let project = try TemporaryProject(
      ["Sources/App/HomeView.swift": SampleSources.navigationView],
      configuration: #"{"rules": {"navigation_stack": "error"}}"#)
    let outcome = check(project, Self.only + ["--format", "xcode"])
    #expect(outcome.code == 1)
    #expect(outcome.output.contains(": error: replace 'NavigationView'"))
  }

  @Test func disablingTheOnlyRuleLeavesNothing() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    let outcome = check(project, Self.only + ["--disable=navigation_stack", "--strict"])
    #expect(outcome.code == 0)
    #expect(outcome.output == "no findings in 1 file, 9 lines\n")
  }

  // MARK: - Formats

  @Test func textFormat() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    expectGolden(
      relative(check(project, Self.only).output, project),
      """
      <root>/Sources/App/HomeView.swift
        <root>/Sources/App/HomeView.swift:5:5: warning: replace 'NavigationView' with 'NavigationStack', or 'NavigationSplitView' for columns [navigation_stack]

      navigation_stack  1 warning
      1 finding (0 errors, 1 warning) in 1 file, 9 lines

      """)
  }

  @Test func quietTextFormat() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    expectGolden(
      relative(check(project, Self.only + ["-q"]).output, project),
      """
      <root>/Sources/App/HomeView.swift:5:5: warning: replace 'NavigationView' with 'NavigationStack', or 'NavigationSplitView' for columns [navigation_stack]

      """)
  }

  @Test func xcodeFormat() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    expectGolden(
      relative(check(project, Self.only + ["--format=xcode"]).output, project),
      """
      <root>/Sources/App/HomeView.swift:5:5: warning: replace 'NavigationView' with 'NavigationStack', or 'NavigationSplitView' for columns (navigation_stack)

      """)
  }

  @Test func jsonFormat() throws {
    // A known iOS 16 target, so the finding carries its fix ('NavigationStack' needs iOS 16).
    let project = try TemporaryProject(
      ["Sources/App/HomeView.swift": SampleSources.navigationView],
      configuration: #"{"deployment_target": {"ios": "16.0"}}"#)
    expectGolden(
      relative(check(project, Self.only + ["--format", "json"]).output, project),
      """
      {
        "version": 1,
        "findings": [
          {
            "rule": "navigation_stack",
            "severity": "warning",
            "path": "<root>/Sources/App/HomeView.swift",
            "line": 5,
            "column": 5,
            "end_line": 5,
            "end_column": 19,
            "message": "replace 'NavigationView' with 'NavigationStack', or 'NavigationSplitView' for columns",
            "fix": {
              "summary": "replace 'NavigationView' with 'NavigationStack'",
              "edits": [
                {
                  "start": 68,
                  "end": 82,
                  "replacement": "NavigationStack"
                }
              ]
            }
          }
        ],
        "summary": {
          "files": 1,
          "lines": 9,
          "findings": 1,
          "errors": 0,
          "warnings": 1,
          "rules": {
            "navigation_stack": 1
          }
        }
      }

      """)
  }

  @Test func githubFormat() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    expectGolden(
      relative(check(project, Self.only + ["--format", "github"]).output, project),
      """
      ::warning file=<root>/Sources/App/HomeView.swift,line=5,col=5,endLine=5,endColumn=19,title=navigation_stack::replace 'NavigationView' with 'NavigationStack', or 'NavigationSplitView' for columns

      """)
  }

  @Test func sarifFormatNamesTheRuleAndTheVersion() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    let output = check(project, Self.only + ["--format", "sarif"]).output
    #expect(output.contains(#""version": "2.1.0""#))
    #expect(output.contains(#""ruleId": "navigation_stack""#))
    #expect(output.contains(#""startLine": 5"#))
    #expect(output.contains(#""uri": "file://"#))
  }

  @Test func xmlAndHTMLFormatsReportTheFinding() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    let junit = check(project, Self.only + ["--format", "junit"])
    #expect(junit.output.hasPrefix("<?xml"))
    #expect(junit.output.contains(#"<testsuite name="navigation_stack" tests="1" failures="1""#))
    let checkstyle = check(project, Self.only + ["--format", "checkstyle"])
    #expect(checkstyle.output.contains(#"<error line="5" column="5" severity="warning""#))
    let html = check(project, Self.only + ["--format", "html"])
    #expect(html.output.hasPrefix("<!DOCTYPE html>"))
    // The excerpt is read from the checked file.
    #expect(html.output.contains("NavigationView"))
    #expect(html.output.contains(#"<mark>NavigationView</mark>"#))
  }

  // MARK: - Colour

  @Test func colourOnlyOnATerminalWithoutNoColor() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    let escape = "\u{1B}["
    #expect(check(project, Self.only, terminal: true).output.contains(escape))
    #expect(!check(project, Self.only, terminal: false).output.contains(escape))
    #expect(!check(project, Self.only, environment: ["NO_COLOR": "1"], terminal: true).output.contains(escape))
    #expect(!check(project, Self.only, environment: ["TERM": "dumb"], terminal: true).output.contains(escape))
    #expect(!check(project, Self.only + ["--no-color"], terminal: true).output.contains(escape))
    #expect(check(project, Self.only, environment: ["NO_COLOR": ""], terminal: true).output.contains(escape))
    #expect(!check(project, Self.only + ["--format", "xcode"], terminal: true).output.contains(escape))
  }

  // MARK: - Paths and configuration

  @Test func verboseSaysWhatWasSkippedAndWhy() throws {
    let project = try TemporaryProject([
      "Sources/App/HomeView.swift": SampleSources.navigationView,
      "Sources/App/Strings.swift": "// Generated by SwiftGen. Do not edit.\nenum L10n {}\n",
      "Scratch.playground/Contents.swift": SampleSources.navigationView,
    ])
    let quiet = check(project, Self.only)
    #expect(!quiet.errors.contains("skipped"))
    let verbose = check(project, Self.only + ["--verbose"])
    let skipped = verbose.errors.split(separator: "\n").filter { $0.hasPrefix("note: skipped") }.map {
      $0.replacing(project.root, with: "<root>")
    }
    #expect(
      skipped == [
        "note: skipped '<root>/Scratch.playground': a playground",
        "note: skipped '<root>/Sources/App/Strings.swift': generated code (its header says 'generated by')",
      ])
    #expect(verbose.output == quiet.output)
  }

  @Test func anUnknownDeploymentTargetIsExplainedOnceUnlessConfigured() throws {
    let project = try TemporaryProject([
      "Sources/App/HomeView.swift": SampleSources.navigationView,
      "Sources/App/OtherView.swift": SampleSources.navigationView.replacing("HomeView", with: "OtherView"),
    ])
    let unknown = check(project, Self.only)
    let notes = unknown.errors.split(separator: "\n").filter { $0.contains("no known iOS or tvOS deployment target") }
    #expect(notes.count == 1)
    #expect(notes.first?.hasPrefix("note: 2 checked files have no known") == true)
    #expect(notes.first?.contains("'navigation_stack'") == true)
    // '--verbose' names each such file.
    let named = check(project, Self.only + ["--verbose"]).errors.split(separator: "\n").filter {
      $0.hasPrefix("note: no known deployment target:")
    }
    #expect(named.count == 2)
    #expect(named.first?.hasSuffix("HomeView.swift'") == true)
    try project.write(".proscenium.json", #"{"deployment_target": {"ios": "17.0"}}"#)
    #expect(!check(project, Self.only).errors.contains("no known iOS or tvOS deployment target"))
  }

  @Test func missingPathsAreSkippedWithAWarningWhileOthersAreChecked() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    let missing = project.path("Nope")
    let outcome = proscenium(arguments: ["check", "--only", "navigation_stack", "--strict", missing, project.root])
    #expect(outcome.code == 1)
    #expect(outcome.problems == "warning: no such file or folder: '\(missing)'; skipping it\n")
    #expect(outcome.output.contains("HomeView.swift:5:5"))
  }

  @Test func onlyMissingPathsIsAnError() throws {
    let project = try TemporaryProject([:])
    let outcome = proscenium("check", project.path("Nope"), project.path("Gone"))
    #expect(outcome.code == 2)
    #expect(outcome.output == "")
    #expect(
      outcome.errors.hasPrefix(
        "error: no such file or folder: '\(project.path("Nope"))', '\(project.path("Gone"))'\nhint: "))
  }

  @Test func aFolderWithoutSwiftFilesWarns() throws {
    let project = try TemporaryProject(["README.md": "# hi"])
    let outcome = check(project, Self.only)
    #expect(outcome.code == 0)
    #expect(outcome.errors == "warning: no Swift files found in '\(project.root)'\n")
    #expect(outcome.output == "no findings in 0 files, 0 lines\n")
  }

  @Test func namedFilesThatAreNotSwiftAreSkipped() throws {
    let project = try TemporaryProject([
      "README.md": "NavigationView {", "Sources/App/HomeView.swift": SampleSources.navigationView,
    ])
    let outcome = proscenium(
      arguments: [
        "check", "--only", "navigation_stack", "--format", "xcode", project.path("README.md"),
        project.path("Sources/App/HomeView.swift"),
      ])
    #expect(outcome.code == 0)
    #expect(outcome.problems == "")
    #expect(outcome.output.split(separator: "\n").count == 1)
    #expect(outcome.output.contains("HomeView.swift:5:5: warning:"))

    let onlyReadme = proscenium("check", project.path("README.md"))
    #expect(onlyReadme.code == 0)
    #expect(onlyReadme.errors == "warning: no Swift files found in '\(project.path("README.md"))'\n")
  }

  @Test func configurationErrorsNameFileKeyPathAndHint() throws {
    let project = try TemporaryProject(
      ["A.swift": "let a = 1"], configuration: #"{"rules": {"navigation_stak": false}}"#)
    let outcome = check(project, [])
    #expect(outcome.code == 2)
    #expect(outcome.output == "")
    expectGolden(
      relative(outcome.errors, project),
      """
      error: <root>/.proscenium.json: 'rules.navigation_stak': unknown rule
      hint: did you mean 'navigation_stack'?

      """)
  }

  @Test func invalidJSONAndBadOptionsAreConfigurationErrors() throws {
    let project = try TemporaryProject(["A.swift": "let a = 1"], configuration: #"{"rules": }"#)
    let syntax = check(project, [])
    #expect(syntax.code == 2)
    #expect(syntax.errors.hasPrefix("error: \(project.path(".proscenium.json")): invalid JSON at line 1, column 11"))
    #expect(syntax.errors.contains("\nhint: "))

    try project.write(".proscenium.json", #"{"rules": {"navigation_stack": {"options": {"no_such_option": 1}}}}"#)
    let option = check(project, [])
    #expect(option.code == 2)
    #expect(
      relative(option.errors, project).hasPrefix(
        "error: <root>/.proscenium.json: 'rules.navigation_stack.options.no_such_option': unknown option\nhint: "))
  }

  @Test func anExplicitConfigurationFileIsUsedAndMustExist() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    try project.write("strict.json", #"{"rules": {"navigation_stack": {"severity": "error"}}}"#)
    #expect(check(project, Self.only + ["--config", project.path("strict.json")]).code == 1)
    let missing = check(project, ["--config", project.path("missing.json")])
    #expect(missing.code == 2)
    #expect(missing.errors.hasPrefix("error: no such configuration file: '\(project.path("missing.json"))'\nhint: "))
  }

  @Test func jobsDoNotChangeTheOutput() throws {
    var files: [String: String] = [:]
    for index in 0..<12 { files["Sources/App/View\(index).swift"] = SampleSources.navigationView }
    let project = try TemporaryProject(files)
    let serial = check(project, Self.only + ["--jobs", "1", "--format", "json"])
    let parallel = check(project, Self.only + ["-j", "4", "--format", "json"])
    #expect(serial.output == parallel.output)
    #expect(serial.output.contains(#""findings": 12"#))
  }

  @Test func aPathAfterDoubleDashMayStartWithADash() throws {
    let project = try TemporaryProject(["-odd/HomeView.swift": SampleSources.navigationView])
    let folder = project.path("-odd")
    let outcome = proscenium(arguments: ["check", "--only", "navigation_stack", "--format", "xcode", "--", folder])
    #expect(outcome.code == 0)
    #expect(outcome.output.contains("-odd/HomeView.swift:5:5: warning:"))
  }
}
