import ProsceniumCheck
import Testing

@Suite struct HTMLReporterTests {
  static let description = RuleDescription(
    id: "navigation_stack", summary: "use 'NavigationStack'", rationale: "it is <data>-driven & typed",
    sources: [PlaybookReference(.swiftUIPatterns, "NavigationStack")], family: .swiftUIViews, examples: [])

  static let homeView = """
    import SwiftUI

    struct HomeView: View {
      var body: some View {
        NavigationView {
          Text("<b>Home</b> & \\"more\\"")
        }
      }
    }
    """

  static func render(_ result: CheckResult = ReportFixtures.mixed, files: [String: String] = [:]) -> String {
    HTMLReporter(
      rules: [description], toolVersion: "1.2.3",
      sourceLines: .inMemory(files.isEmpty ? ["Sources/App/Home View.swift": homeView] : files),
      checkedPaths: ["Sources"]
    ).render(result)
  }

  @Test func isOneSelfContainedPage() {
    let page = Self.render()
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(page.hasSuffix("</html>\n"))
    #expect(!page.contains("http://") && !page.contains("https://"), "the page must not load or link anything")
    for attribute in ["src=", "href=\"/", "href=\"http", "@import", "url("] {
      #expect(!page.contains(attribute), "found \(attribute)")
    }
    #expect(page.contains("<style>") && page.contains("<script>"))
    #expect(page.contains("<svg class=\"bars\""))
  }

  @Test func summarisesByRulePlaybookAndModule() {
    let page = Self.render()
    #expect(page.contains("<title>Proscenium report: 2 errors, 3 warnings</title>"))
    #expect(page.contains("<h2>By rule</h2>") && page.contains("<h2>By playbook</h2>"))
    #expect(page.contains("<h2>By module or target</h2>"))
    #expect(page.contains("003 · SwiftUI patterns for iOS 17+</td><td class=\"n\">1</td>"))
    // Rules with findings: one bar each, the largest (2 findings) first by count then id.
    #expect(page.components(separatedBy: "<g class=\"bar\"").count == 4)
    #expect(page.contains("<g class=\"bar\" data-rule=\"demo_rule\">"))
  }

  @Test func offersFiltersBySeverityAndRule() {
    let page = Self.render()
    #expect(page.contains("class=\"severity-filter\" value=\"error\" checked"))
    #expect(page.contains("class=\"severity-filter\" value=\"warning\" checked"))
    #expect(page.contains("<select id=\"rule-filter\">"))
    for rule in ["demo_rule", "navigation_stack", "unparsable_file"] {
      #expect(page.contains("<option value=\"\(rule)\">\(rule)</option>"))
    }
    #expect(page.components(separatedBy: "<article class=\"finding").count == 6)
    #expect(page.contains("data-severity=\"error\" data-rule=\"unparsable_file\""))
  }

  @Test func quotesTheFlaggedCodeEscaped() {
    let page = Self.render()
    #expect(
      page.contains("<span class=\"line hit\"><span class=\"ln\">5</span>    <mark>NavigationView</mark> {</span>"))
    #expect(page.contains("Text(&quot;&lt;b&gt;Home&lt;/b&gt; &amp; \\&quot;more\\&quot;&quot;)"))
    #expect(!page.contains("<b>Home"))
    // Two lines of context around line 5, then line 12 is past the end of the file: no excerpt.
    #expect(page.contains("<span class=\"ln\">3</span>") && page.contains("<span class=\"ln\">7</span>"))
    #expect(!page.contains("<span class=\"ln\">8</span>"))
    #expect(page.contains("it is &lt;data&gt;-driven &amp; typed"))
  }

  @Test func escapesPathsMessagesAndRuleIds() {
    let finding = Finding(
      ruleID: "x\"><script>alert(1)</script>", severity: .error, path: "<img src=x onerror=alert(1)>.swift",
      start: .init(line: 1, column: 1), end: .init(line: 1, column: 4), offset: 0,
      message: "</p><script>alert('m')</script>")
    let page = Self.render(
      CheckResult(findings: [finding], fileCount: 1, lineCount: 1),
      files: [finding.path: "<script>alert('code')</script>"])
    #expect(page.components(separatedBy: "<script>").count == 2, "only the page's own script")
    #expect(!page.contains("<img"))
    #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;.swift"))
    #expect(page.contains("<mark>&lt;sc</mark>ript&gt;"))
  }

  @Test func aCleanRunSaysSo() {
    let page = Self.render(ReportFixtures.clean)
    #expect(page.contains("<h2>No findings</h2>"))
    #expect(page.contains("<span class=\"state passed\">Clean</span>"))
    #expect(!page.contains("<article"))
  }
}
