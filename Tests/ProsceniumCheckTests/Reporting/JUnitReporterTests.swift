import ProsceniumCheck
import ProsceniumTestSupport
import Testing

@Suite struct JUnitReporterTests {
  @Test func aFailedTestCasePerRuleAndFile() {
    expectGolden(
      JUnitReporter().render(ReportFixtures.mixed),
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="proscenium" tests="3" failures="3" errors="0">
        <testsuite name="demo_rule" tests="1" failures="1" errors="0">
          <testcase name="Sources/App/Model.swift" classname="proscenium.demo_rule" file="Sources/App/Model.swift">
            <failure type="error" message="2 findings">Sources/App/Model.swift:1:1: error: make &#39;Model&#39; final, or mark 100% of it &quot;open&quot;, somehow
      Sources/App/Model.swift:7:3: warning: line one, line two: done</failure>
          </testcase>
        </testsuite>
        <testsuite name="navigation_stack" tests="1" failures="1" errors="0">
          <testcase name="Sources/App/Home View.swift" classname="proscenium.navigation_stack" file="Sources/App/Home View.swift">
            <failure type="warning" message="2 findings">Sources/App/Home View.swift:5:5: warning: replace &#39;NavigationView&#39; with &#39;NavigationStack&#39;
      Sources/App/Home View.swift:12:7: warning: replace &#39;NavigationView&#39; with &#39;NavigationStack&#39;</failure>
          </testcase>
        </testsuite>
        <testsuite name="unparsable_file" tests="1" failures="1" errors="0">
          <testcase name="Sources/App/Broken.swift" classname="proscenium.unparsable_file" file="Sources/App/Broken.swift">
            <failure type="error" message="2:10: file does not parse: expected &#39;)&#39; to end parameter clause">Sources/App/Broken.swift:2:10: error: file does not parse: expected &#39;)&#39; to end parameter clause</failure>
          </testcase>
        </testsuite>
      </testsuites>

      """)
  }

  @Test func aCleanRunIsOnePassingTestCase() {
    expectGolden(
      JUnitReporter().render(ReportFixtures.clean),
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="proscenium" tests="1" failures="0" errors="0">
        <testsuite name="proscenium" tests="1" failures="0" errors="0">
          <testcase name="1 file checked" classname="proscenium"/>
        </testsuite>
      </testsuites>

      """)
  }

  @Test func markupAndForbiddenCharactersAreEscaped() {
    let finding = Finding(
      ruleID: "demo_rule", severity: .warning, path: "A&B/<V>.swift", start: .init(line: 1, column: 1),
      end: .init(line: 1, column: 2), offset: 0, message: "bad \u{1B}[31m <![CDATA[ ]]> & \"q\"")
    let output = JUnitReporter().render(CheckResult(findings: [finding], fileCount: 1, lineCount: 1))
    #expect(output.contains(#"name="A&amp;B/&lt;V&gt;.swift""#))
    #expect(output.contains("bad \u{FFFD}[31m &lt;![CDATA[ ]]&gt; &amp; &quot;q&quot;"))
    #expect(!output.contains("\u{1B}"))
  }
}
