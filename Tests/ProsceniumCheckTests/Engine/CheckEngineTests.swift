import Foundation
import ProsceniumTestSupport
import Testing

@testable import ProsceniumCheck

@Suite struct CheckEngineTests {
  let engine = CheckEngine(catalog: TestCatalog.catalog)

  func run(_ paths: [String], config: String? = nil, only: [String]? = nil, jobs: Int = 1) throws -> CheckResult {
    try engine.run(
      CheckRequest(paths: paths, configurationFile: config, choices: .init(only: only), jobs: jobs))
  }

  func summary(_ findings: [Finding], relativeTo root: String) -> [String] {
    findings.map {
      "\(relativePath($0.path, to: root)):\($0.start.line):\($0.start.column) \($0.ruleID) \($0.message)"
    }
  }

  @Test func findingsAreTheSameWithOneAndFourJobs() throws {
    var files: [String: String] = [:]
    for index in 0..<40 {
      files["Sources/App/Feature\(index % 7)/File\(index).swift"] = """
        struct Model\(index) {}
        struct Screen\(index): View { var body: some View { Text("") } }
        class Helper\(index) {}
        """
    }
    files["Sources/App/Broken.swift"] = "struct {"
    let folder = try TemporaryFolder(files: files)
    let one = try run([folder.root], jobs: 1)
    let four = try run([folder.root], jobs: 4)
    #expect(one.findings == four.findings)
    // Per file: two structs, one view, and the visit-order report; plus the broken file.
    #expect(one.findings.count == 40 * 4 + 1)
    #expect(one.fileCount == 41)
    #expect(one.lineCount == four.lineCount)
    #expect(one.findings == one.findings.sorted(by: Finding.reportingOrder))
  }

  @Test func deferredFindingsWaitForTheWholeProject() throws {
    let folder = try TemporaryFolder(files: [
      "Sources/App/Home.swift": "struct Home {}\nstruct Plain {}\n",
      "Sources/App/Home+View.swift": "extension Home: CardView {}\n",
      "Sources/App/CardView.swift": "protocol CardView: View {}\n",
    ])
    let result = try run([folder.root], only: ["test_view_struct"])
    #expect(
      summary(result.findings, relativeTo: folder.root) == ["Sources/App/Home.swift:1:8 test_view_struct view 'Home'"])
    #expect(result.index.roles(of: "Home").contains(.view))
  }

  @Test func unparsableFilesAreReportedAtTheFirstDiagnosticAndOthersAreStillChecked() throws {
    let folder = try TemporaryFolder(files: [
      "A.swift": "struct Good {}\n",
      "B.swift": "struct Fine {}\nfunc broken( {\n  let x = \n}\nstruct Unchecked {}\n",
      "C.swift": "struct AlsoGood {}\n",
    ])
    let result = try run([folder.root], only: ["test_struct"])
    let lines = summary(result.findings, relativeTo: folder.root)
    #expect(lines.count == 3)
    #expect(lines[0] == "A.swift:1:8 test_struct struct 'Good'")
    #expect(lines[1] == "B.swift:2:13 unparsable_file file does not parse: expected ')' to end parameter clause")
    #expect(lines[2] == "C.swift:1:8 test_struct struct 'AlsoGood'")
    #expect(result.findings[1].severity == .error)
  }

  @Test func filesWithSyntaxErrorsAreStillIndexed() throws {
    let folder = try TemporaryFolder(files: [
      "Screen.swift": "struct Screen {}\n",
      "Broken.swift": "extension Screen: View {}\nfunc oops( {\n",
    ])
    let result = try run([folder.root], only: ["test_view_struct"])
    #expect(
      summary(result.findings, relativeTo: folder.root).map { String($0.prefix(30)) } == [
        "Broken.swift:2:11 unparsable_f", "Screen.swift:1:8 test_view_str",
      ])
  }

  @Test func invalidUTF8IsReportedWithThePositionOfTheFirstBadByte() throws {
    let folder = try TemporaryFolder(files: ["Good.swift": "struct Good {}\n"])
    try folder.write("Bad.swift", Data("struct Bad {}\nlet s = \"".utf8) + Data([0xFF, 0xFE]) + Data("\"\n".utf8))
    let result = try run([folder.root], only: ["test_struct"])
    #expect(
      summary(result.findings, relativeTo: folder.root) == [
        "Bad.swift:2:10 unparsable_file file is not valid UTF-8", "Good.swift:1:8 test_struct struct 'Good'",
      ])
  }

  @Test func unreadableFilesAreReported() throws {
    let work = FileWork(
      displayPath: "Gone.swift", readPath: "/nonexistent/proscenium/Gone.swift", module: nil, isTestFile: false,
      isChecked: true, group: 0, rules: [try TestCatalog.rule(unparsableFileRuleID)],
      plan: DispatchPlan(rules: [], testFile: false),
      settings: ProjectSettings())
    let outcome = CheckEngine.check(work)
    #expect(outcome.findings.map(\.ruleID) == [unparsableFileRuleID])
    #expect(outcome.findings.first?.message == "cannot read file")
    #expect(outcome.findings.first?.start == SourcePosition(line: 1, column: 1))
  }

  @Test func unparsableFindingsCanBeTurnedOff() throws {
    let folder = try TemporaryFolder(files: [
      "Broken.swift": "struct {",
      ".proscenium.json": #"{"rules": {"unparsable_file": false}}"#,
    ])
    #expect(try run([folder.root]).findings.isEmpty)
  }

  @Test func aFileReachedThroughTwoPathsIsCheckedOnce() throws {
    let folder = try TemporaryFolder(files: ["Sources/Home.swift": "struct Home {}\n"])
    let result = try run(
      [folder.path("Sources"), folder.path("Sources/Home.swift"), folder.root], only: ["test_struct"])
    #expect(result.fileCount == 1)
    #expect(result.findings.count == 1)
  }

  @Test(arguments: [
    String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000),
    String(repeating: "{ ", count: 10_000) + String(repeating: "}", count: 10_000),
    "let x = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
    "func f() {\n" + String(repeating: "if true {\n", count: 10_000) + String(repeating: "}\n", count: 10_000) + "}",
  ])
  func deeplyNestedCodeIsReportedNotCrashed(code: String) throws {
    let folder = try TemporaryFolder(files: ["Deep.swift": "let y = " + code + "\n", "Fine.swift": "struct Fine {}\n"])
    let result = try run([folder.root])
    #expect(result.findings.map(\.ruleID).contains(unparsableFileRuleID))
    #expect(result.findings.contains { $0.message == "struct 'Fine'" })
  }

  /// Files that crashed the whole run (the parser recursing once per repetition) or stalled it
  /// for a minute are reported with the reason, and the other files are still checked.
  @Test(arguments: [
    "let x: " + String(repeating: "A<", count: 3_800) + "B" + String(repeating: ">", count: 3_800),
    "let x = " + String(repeating: "try ", count: 26_000) + "f()",
    "let x: " + String(repeating: "() -> ", count: 9_700) + "()",
    "func f() {\n  if a {}" + String(repeating: " else if a {}", count: 30_000) + "\n}",
    "let x: " + String(repeating: "some ", count: 16_000) + "P",
    String(repeating: "#if A\n", count: 3_000) + String(repeating: "#endif\n", count: 3_000),
  ])
  func recursionShapesAreReportedNotCrashed(code: String) throws {
    let folder = try TemporaryFolder(files: ["Deep.swift": code + "\n", "Fine.swift": "struct Fine {}\n"])
    let result = try run([folder.root])
    let refused = result.findings.filter { $0.ruleID == unparsableFileRuleID }
    #expect(refused.count == 1)
    #expect(refused.first?.message.hasPrefix("file not parsed: ") == true)
    #expect(result.findings.contains { $0.message == "struct 'Fine'" })
  }

  /// Brackets in comments and strings are not code: the compiler accepts these files.
  @Test func bracketsInCommentsAndStringsAreNotCounted() throws {
    let folder = try TemporaryFolder(files: [
      "Comment.swift": "// " + String(repeating: "(", count: 1_001) + "\nstruct Comment {}\n",
      "Text.swift": "let s = \"" + String(repeating: "[", count: 1_001) + "\"\nstruct Text {}\n",
    ])
    let result = try run([folder.root], only: ["test_struct"])
    #expect(result.findings.map(\.message) == ["struct 'Comment'", "struct 'Text'"])
  }

  /// A lone `\r` ends a line for the parser and the findings, so it does for the line count and
  /// the positions of the engine's own findings too.
  @Test func loneCarriageReturnsEndLinesEverywhere() throws {
    var invalid = Data("let a = 1\rlet b = 2\r\nlet c = \"".utf8)
    invalid.append(0xFF)
    invalid.append(contentsOf: Array("\"\r".utf8))
    let folder = try TemporaryFolder(files: [
      "Deep.swift": "let a = 1\r\rlet b = " + String(repeating: "[", count: 1_001),
      "Lines.swift": "struct A {}\rstruct B {}\r\nstruct C {}\r",
    ])
    try folder.write("Invalid.swift", invalid)
    let result = try run([folder.root])
    let positions = result.findings.filter { $0.ruleID == unparsableFileRuleID }.map {
      "\(($0.path as NSString).lastPathComponent):\($0.start.line):\($0.start.column)"
    }
    #expect(positions == ["Deep.swift:3:1009", "Invalid.swift:3:10"])
    // Deep: 3 lines; Invalid: 3 lines (the last ends with `\r`); Lines: 3 lines.
    #expect(result.lineCount == 9)
  }

  @Test(arguments: [
    "let x = a" + String(repeating: ".b", count: 10_000),
    "let x = f" + String(repeating: "()", count: 10_000),
    "let x = 1" + String(repeating: " + 1", count: 10_000),
    "func f() {\n  if a {}" + String(repeating: " else if a {}", count: 5_000) + "\n}",
    "let s = \"" + String(repeating: "\\(a)", count: 5_000) + "\"",
    // Each guarded shape at its limit: the guard lets it through, and the parser survives it.
    "let x: " + String(repeating: "A<", count: 256) + "B" + String(repeating: ">", count: 256) + " = y",
    "let x = " + String(repeating: "try ", count: 100) + "f()",
    "let x: " + String(repeating: "() -> ", count: 256) + "() = f",
    String(repeating: "#if A\n", count: 100) + "let x = 1\n" + String(repeating: "#endif\n", count: 100),
  ])
  func longChainsThatParseAreWalkedOnTheWorkersStack(code: String) throws {
    let folder = try TemporaryFolder(files: ["Long.swift": code + "\nstruct Deep {}\n"])
    let result = try run([folder.root], only: ["test_struct", "test_token", "test_visit_order"])
    #expect(result.findings.contains { $0.message == "struct 'Deep'" })
  }

  @Test func configurationIsFoundByWalkingUpFromTheCheckedPath() throws {
    let folder = try TemporaryFolder(files: [
      ".proscenium.json": #"{"rules": {"test_struct": {"options": {"label": "outer"}}}}"#,
      "App/Sources/Home.swift": "struct Home {}\n",
      "Kit/.proscenium.json": #"{"rules": {"test_struct": {"options": {"label": "kit"}}}}"#,
      "Kit/Sources/Kit.swift": "struct Kit {}\n",
    ])
    let result = try run([folder.path("App/Sources/Home.swift"), folder.path("Kit/Sources")], only: ["test_struct"])
    #expect(result.findings.map(\.message) == ["outer 'Home'", "kit 'Kit'"])
    #expect(result.configurationFiles == [folder.path(".proscenium.json"), folder.path("Kit/.proscenium.json")])
  }

  @Test func anExplicitConfigurationFileWinsOverDiscovery() throws {
    let folder = try TemporaryFolder(files: [
      ".proscenium.json": #"{"rules": {"test_struct": {"options": {"label": "found"}}}}"#,
      "custom.json": #"{"rules": {"test_struct": {"options": {"label": "given"}}}}"#,
      "Home.swift": "struct Home {}\n",
    ])
    let result = try run([folder.root], config: folder.path("custom.json"), only: ["test_struct"])
    #expect(result.findings.map(\.message) == ["given 'Home'"])
    #expect(throws: ConfigurationError.self) { try run([folder.root], config: folder.path("missing.json")) }
  }

  @Test func includeAndExcludeGlobsAreRelativeToTheConfiguration() throws {
    let folder = try TemporaryFolder(files: [
      ".proscenium.json": #"{"include": ["Sources/**"], "exclude": ["**/Generated/", "*.generated.swift"]}"#,
      "Sources/App/Home.swift": "struct Home {}\n",
      "Sources/App/Generated/Strings.swift": "struct Strings {}\n",
      "Sources/App/Assets.generated.swift": "struct Assets {}\n",
      "Scripts/Tool.swift": "struct Tool {}\n",
    ])
    let result = try run([folder.root], only: ["test_struct"])
    #expect(result.findings.map(\.message) == ["struct 'Home'"])
    // A file named on the command line still obeys the configuration's exclusions.
    let explicit = try run([folder.path("Sources/App/Generated/Strings.swift")], only: ["test_struct"])
    #expect(explicit.findings.isEmpty)
  }

  @Test func perPathOverridesTuneRulesForMatchingFiles() throws {
    let folder = try TemporaryFolder(files: [
      ".proscenium.json": """
      {
        "rules": {"test_opt_in": true},
        "overrides": [
          {"paths": ["Tests/"], "rules": {"test_opt_in": false, "test_struct": {"options": {"label": "test"}}}},
          {"paths": ["**/Legacy*.swift"], "rules": {"test_opt_in": "warning"}}
        ]
      }
      """,
      "Sources/App/Home.swift": "struct Home {}\nclass Model {}\n",
      "Sources/App/LegacyHome.swift": "class Old {}\n",
      "Tests/AppTests/HomeTests.swift": "struct Fixture {}\nclass HomeTests {}\n",
    ])
    let result = try run([folder.root], only: nil)
    let lines = result.findings.filter { $0.ruleID != "test_visit_order" }.map {
      "\(relativePath($0.path, to: folder.root)) \($0.severity) \($0.message)"
    }
    #expect(
      lines == [
        "Sources/App/Home.swift warning struct 'Home'",
        "Sources/App/Home.swift error class 'Model'",
        "Sources/App/LegacyHome.swift warning class 'Old'",
        "Tests/AppTests/HomeTests.swift warning test 'Fixture'",
      ])
  }

  @Test func brokenConfigurationsStopTheRun() throws {
    let folder = try TemporaryFolder(files: [
      ".proscenium.json": #"{"rules": {"test_strukt": true}}"#,
      "Home.swift": "struct Home {}\n",
    ])
    let error = try #require(throws: ConfigurationError.self) { try run([folder.root]) }
    #expect(error.keyPath == "rules.test_strukt")
    #expect(error.hint == "did you mean 'test_struct'?")
    #expect(error.file == folder.path(".proscenium.json"))
  }

  /// A `.proscenium.json` link that leads nowhere stops the run, as an unreadable one does,
  /// rather than letting the defaults apply silently.
  @Test(arguments: ["dangling", "loop"])
  func configurationLinksThatLeadNowhereStopTheRun(kind: String) throws {
    let folder = try TemporaryFolder(files: ["Home.swift": "struct Home {}\n"])
    if kind == "dangling" {
      try folder.link(".proscenium.json", to: "missing.json")
    } else {
      try folder.link(".proscenium.json", to: "other.json")
      try folder.link("other.json", to: ".proscenium.json")
    }
    let error = try #require(throws: ConfigurationError.self) { try run([folder.root]) }
    #expect(error.file == folder.path(".proscenium.json"))
    #expect(error.reason == "the configuration file is a symbolic link that leads nowhere (or loops)")
  }

  /// A file over `limits.max_file_kb` is reported without being parsed; the others are checked.
  @Test func filesOverTheSizeLimitAreReportedNotParsed() throws {
    let folder = try TemporaryFolder(files: [
      ".proscenium.json": #"{"limits": {"max_file_kb": 1}}"#,
      "Large.swift": "struct Large {}\n" + String(repeating: "// padding\n", count: 200),
      "Small.swift": "struct Small {}\n",
    ])
    let result = try run([folder.root], only: ["test_struct"])
    #expect(
      result.findings.map(\.message) == [
        "file not parsed: it is larger than 1 KB ('limits.max_file_kb')", "struct 'Small'",
      ])
  }

  /// A file the parser takes far longer on than its budget (its error recovery is quadratic in
  /// these lines) is reported, and the run goes on.
  @Test func filesOverTheirTimeBudgetAreReported() throws {
    let folder = try TemporaryFolder(files: [
      ".proscenium.json": #"{"limits": {"seconds_per_100kb": 0.01}}"#,
      "Slow.swift": "class A {\n" + String(repeating: "f()\n", count: 600),
      "Small.swift": "struct Small {}\n",
    ])
    let result = try run([folder.root], only: ["test_struct"], jobs: 2)
    #expect(
      result.findings.map(\.message) == [
        "file not checked: it took longer than 0.02 s (its budget from 'limits.seconds_per_100kb'); "
          + "the parser may be stuck on it",
        "struct 'Small'",
      ])
  }

  @Test func unknownRulesOnTheCommandLineAreErrors() throws {
    let folder = try TemporaryFolder(files: ["Home.swift": ""])
    let error = try #require(throws: ConfigurationError.self) { try run([folder.root], only: ["test_optin"]) }
    #expect(error.reason == "unknown rule 'test_optin'")
    #expect(error.hint == "did you mean 'test_opt_in'?")
  }

  @Test func missingPathsBecomeNotes() throws {
    let folder = try TemporaryFolder(files: ["Home.swift": ""])
    let result = try run([folder.path("Nope")])
    #expect(result.notes == ["\(folder.path("Nope")): no such file or folder"])
    #expect(result.fileCount == 0)
  }
}

@Suite struct UnparsableSeverityTests {
  @Test func unparsableFindingsCanBeWarnings() throws {
    let folder = try TemporaryFolder(files: [
      "Broken.swift": "struct {",
      ".proscenium.json": #"{"rules": {"unparsable_file": "warning"}}"#,
    ])
    let result = try CheckEngine(catalog: TestCatalog.catalog).run(CheckRequest(paths: [folder.root], jobs: 1))
    #expect(result.findings.map(\.severity) == [.warning])
    #expect(result.findings.map(\.ruleID) == [unparsableFileRuleID])
  }
}
