import ProsceniumTestSupport
import Testing

@testable import ProsceniumCheck

@Suite struct GitHubActionsReporterTests {
  @Test func oneWorkflowCommandPerFindingWithEscapedValues() {
    expectGolden(
      GitHubActionsReporter().render(ReportFixtures.mixed),
      """
      ::error file=Sources/App/Broken.swift,line=2,col=10,endLine=2,endColumn=10,title=unparsable_file::file does not parse: expected ')' to end parameter clause
      ::warning file=Sources/App/Home View.swift,line=5,col=5,endLine=5,endColumn=19,title=navigation_stack::replace 'NavigationView' with 'NavigationStack'
      ::warning file=Sources/App/Home View.swift,line=12,col=7,endLine=12,endColumn=21,title=navigation_stack::replace 'NavigationView' with 'NavigationStack'
      ::error file=Sources/App/Model.swift,line=1,col=1,endLine=3,endColumn=2,title=demo_rule::make 'Model' final, or mark 100%25 of it "open", somehow
      ::warning file=Sources/App/Model.swift,line=7,col=3,endLine=7,endColumn=9,title=demo_rule::line one,%0Aline two: done

      """)
  }

  @Test func propertiesEscapeTheirSeparatorsAndCarriageReturns() {
    #expect(GitHubActionsReporter.escapeProperty("a:b,c%d") == "a%3Ab%2Cc%25d")
    #expect(GitHubActionsReporter.escapeData("a\r\nb") == "a%0D%0Ab")
    #expect(GitHubActionsReporter.escapeData("a:b,c") == "a:b,c")
  }
}
