import ProsceniumCheck
import ProsceniumTestSupport
import Testing

@Suite struct XcodeReporterTests {
  @Test func oneCompilerStyleLinePerFindingAndNothingElse() {
    expectGolden(
      XcodeReporter().render(ReportFixtures.mixed),
      """
      Sources/App/Broken.swift:2:10: error: file does not parse: expected ')' to end parameter clause (unparsable_file)
      Sources/App/Home View.swift:5:5: warning: replace 'NavigationView' with 'NavigationStack' (navigation_stack)
      Sources/App/Home View.swift:12:7: warning: replace 'NavigationView' with 'NavigationStack' (navigation_stack)
      Sources/App/Model.swift:1:1: error: make 'Model' final, or mark 100% of it "open", somehow (demo_rule)
      Sources/App/Model.swift:7:3: warning: line one, line two: done (demo_rule)

      """)
  }

  /// A newline in a file name must not split the record: it is escaped, as JSON, GitHub and
  /// SARIF escape it, and the text format does the same.
  @Test func controlCharactersInPathsAreEscaped() {
    var finding = ReportFixtures.navigationAgain
    finding.path = "Sources/new\nline\u{1B}.swift"
    let result = CheckResult(findings: [finding], fileCount: 1, lineCount: 20)
    expectGolden(
      XcodeReporter().render(result),
      """
      Sources/new\\nline\\u{1B}.swift:12:7: warning: replace 'NavigationView' with 'NavigationStack' (navigation_stack)

      """)
    let text = TextReporter(quiet: true).render(result)
    #expect(text.hasPrefix("Sources/new\\nline\\u{1B}.swift:12:7: warning: "))
    #expect(text.split(separator: "\n").count == 1)
  }

  @Test func aCleanRunPrintsNothing() {
    #expect(XcodeReporter().render(ReportFixtures.clean) == "")
  }
}
