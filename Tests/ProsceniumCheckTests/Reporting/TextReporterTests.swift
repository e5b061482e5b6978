import ProsceniumTestSupport
import Testing

@testable import ProsceniumCheck

@Suite struct TextReporterTests {
  @Test func groupsFindingsByFileThenCountsPerRuleAndTotals() {
    expectGolden(
      TextReporter().render(ReportFixtures.mixed),
      """
      Sources/App/Broken.swift
        Sources/App/Broken.swift:2:10: error: file does not parse: expected ')' to end parameter clause [unparsable_file]

      Sources/App/Home View.swift
        Sources/App/Home View.swift:5:5: warning: replace 'NavigationView' with 'NavigationStack' [navigation_stack]
        Sources/App/Home View.swift:12:7: warning: replace 'NavigationView' with 'NavigationStack' [navigation_stack]

      Sources/App/Model.swift
        Sources/App/Model.swift:1:1: error: make 'Model' final, or mark 100% of it "open", somehow [demo_rule]
        Sources/App/Model.swift:7:3: warning: line one, line two: done [demo_rule]

      demo_rule         2 (1 error, 1 warning)
      navigation_stack  2 warnings
      unparsable_file   1 error
      5 findings (2 errors, 3 warnings) in 40 files, 5,210 lines

      """)
  }

  @Test func quietPrintsOnlyTheFindingLines() {
    let result = CheckResult(findings: [ReportFixtures.broken, ReportFixtures.navigation], fileCount: 2, lineCount: 9)
    expectGolden(
      TextReporter(quiet: true).render(result),
      """
      Sources/App/Broken.swift:2:10: error: file does not parse: expected ')' to end parameter clause [unparsable_file]
      Sources/App/Home View.swift:5:5: warning: replace 'NavigationView' with 'NavigationStack' [navigation_stack]

      """)
  }

  @Test func aCleanRunSaysSoInOneLine() {
    expectGolden(TextReporter().render(ReportFixtures.clean), "no findings in 1 file, 1 line\n")
    #expect(TextReporter(quiet: true).render(ReportFixtures.clean) == "")
  }

  @Test func singularWordsForOneOfEach() {
    let result = CheckResult(findings: [ReportFixtures.navigation], fileCount: 1, lineCount: 1_234_567)
    #expect(TextReporter().render(result).hasSuffix("\n1 finding (0 errors, 1 warning) in 1 file, 1,234,567 lines\n"))
  }

  @Test func colourOnlyWhenAsked() {
    let plain = TextReporter(colored: false).render(ReportFixtures.mixed)
    let coloured = TextReporter(colored: true).render(ReportFixtures.mixed)
    #expect(!plain.contains("\u{1B}["))
    #expect(coloured.contains("\u{1B}[1;31merror\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[1;33mwarning\u{1B}[0m"))
    #expect(stripANSI(coloured) == plain)
  }

  @Test func countsGroupDigitsByThousands() {
    #expect(Counting.grouped(0) == "0")
    #expect(Counting.grouped(999) == "999")
    #expect(Counting.grouped(1000) == "1,000")
    #expect(Counting.grouped(5210) == "5,210")
    #expect(Counting.grouped(1_000_000) == "1,000,000")
    #expect(Counting.phrase(1, "file") == "1 file")
    #expect(Counting.phrase(2, "file") == "2 files")
  }
}

/// The text with ANSI escape sequences removed.
func stripANSI(_ text: String) -> String {
  var result = ""
  var inEscape = false
  for character in text {
    if character == "\u{1B}" {
      inEscape = true
    } else if inEscape {
      if character == "m" { inEscape = false }
    } else {
      result.append(character)
    }
  }
  return result
}
