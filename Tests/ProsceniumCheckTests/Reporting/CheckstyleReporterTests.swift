import ProsceniumCheck
import ProsceniumTestSupport
import Testing

@Suite struct CheckstyleReporterTests {
  @Test func oneFileElementPerFileAndOneErrorPerFinding() {
    expectGolden(
      CheckstyleReporter().render(ReportFixtures.mixed),
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <checkstyle version="4.3">
        <file name="Sources/App/Broken.swift">
          <error line="2" column="10" severity="error" message="file does not parse: expected &#39;)&#39; to end parameter clause" source="proscenium.unparsable_file"/>
        </file>
        <file name="Sources/App/Home View.swift">
          <error line="5" column="5" severity="warning" message="replace &#39;NavigationView&#39; with &#39;NavigationStack&#39;" source="proscenium.navigation_stack"/>
          <error line="12" column="7" severity="warning" message="replace &#39;NavigationView&#39; with &#39;NavigationStack&#39;" source="proscenium.navigation_stack"/>
        </file>
        <file name="Sources/App/Model.swift">
          <error line="1" column="1" severity="error" message="make &#39;Model&#39; final, or mark 100% of it &quot;open&quot;, somehow" source="proscenium.demo_rule"/>
          <error line="7" column="3" severity="warning" message="line one,&#10;line two: done" source="proscenium.demo_rule"/>
        </file>
      </checkstyle>

      """)
  }

  @Test func aCleanRunIsAnEmptyReport() {
    expectGolden(
      CheckstyleReporter().render(ReportFixtures.clean),
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <checkstyle version="4.3">
      </checkstyle>

      """)
  }
}
