import ProsceniumCheck
import Testing

@Suite struct FindingCountsTests {
  @Test func rulesAreOrderedByCountThenId() {
    let counts = FindingCounts(ReportFixtures.mixed.findings)
    #expect(counts.errors == 2)
    #expect(counts.warnings == 3)
    #expect(counts.byRule.map(\.rule) == ["demo_rule", "navigation_stack", "unparsable_file"])
    #expect(counts.byRule.map(\.total) == [2, 2, 1])
  }

  @Test func everyFormatHasAReporter() {
    for format in ReportFormat.allCases {
      #expect(!format.summary.isEmpty)
      _ = format.reporter()
    }
    #expect(ReportFormat(rawValue: "github") != nil)
  }
}
