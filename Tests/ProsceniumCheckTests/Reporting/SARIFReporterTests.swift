import ProsceniumTestSupport
import Testing

@testable import ProsceniumCheck

@Suite struct SARIFReporterTests {
  static let description = RuleDescription(
    id: "navigation_stack", summary: "use 'NavigationStack'", rationale: "because it is data-driven",
    sources: [], family: .swiftUIViews, examples: [])

  @Test func logDescribesTheRulesItsResultsUse() {
    let result = CheckResult(findings: [ReportFixtures.navigation], fileCount: 1, lineCount: 9)
    expectGolden(
      SARIFReporter(toolVersion: "1.2.3", rules: [Self.description]).render(result),
      """
      {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [
          {
            "tool": {
              "driver": {
                "name": "proscenium",
                "version": "1.2.3",
                "rules": [
                  {
                    "id": "navigation_stack",
                    "shortDescription": {
                      "text": "use 'NavigationStack'"
                    },
                    "fullDescription": {
                      "text": "because it is data-driven"
                    },
                    "defaultConfiguration": {
                      "level": "warning"
                    },
                    "properties": {
                      "tags": [
                        "swiftui-views"
                      ]
                    }
                  }
                ]
              }
            },
            "columnKind": "utf16CodeUnits",
            "results": [
              {
                "ruleId": "navigation_stack",
                "ruleIndex": 0,
                "level": "warning",
                "message": {
                  "text": "replace 'NavigationView' with 'NavigationStack'"
                },
                "locations": [
                  {
                    "physicalLocation": {
                      "artifactLocation": {
                        "uri": "Sources/App/Home%20View.swift",
                        "uriBaseId": "%SRCROOT%"
                      },
                      "region": {
                        "startLine": 5,
                        "startColumn": 5,
                        "endLine": 5,
                        "endColumn": 19
                      }
                    }
                  }
                ],
                "fixes": [
                  {
                    "description": {
                      "text": "replace 'NavigationView' with 'NavigationStack'"
                    },
                    "artifactChanges": [
                      {
                        "artifactLocation": {
                          "uri": "Sources/App/Home%20View.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "replacements": [
                          {
                            "deletedRegion": {
                              "byteOffset": 68,
                              "byteLength": 14
                            },
                            "insertedContent": {
                              "text": "NavigationStack"
                            }
                          }
                        ]
                      }
                    ]
                  }
                ]
              }
            ]
          }
        ]
      }

      """)
  }

  @Test func ruleIndexPointsAtTheResultsRule() throws {
    let log = try JSONParser.parse(SARIFReporter(toolVersion: "1").render(ReportFixtures.mixed))
    guard case .array(let runs)? = log["runs"], let run = runs.first,
      case .array(let rules)? = run["tool"]?["driver"]?["rules"], case .array(let results)? = run["results"]
    else {
      Issue.record("unexpected SARIF shape")
      return
    }
    #expect(
      rules.compactMap { $0["id"] } == [.string("demo_rule"), .string("navigation_stack"), .string("unparsable_file")])
    #expect(results.count == 5)
    for result in results {
      guard case .number(let index)? = result["ruleIndex"] else {
        Issue.record("result without ruleIndex")
        continue
      }
      #expect(rules[Int(index)]["id"] == result["ruleId"])
    }
  }

  @Test func columnsAreCountedInUTF16CodeUnitsOfTheLine() throws {
    // "👋" is 4 UTF-8 bytes but 2 UTF-16 units, "é" 2 bytes but 1 unit: the finding on
    // `NavigationView` starts at byte column 21 and UTF-16 column 18.
    let line = #"  let s = "👋é"; NavigationView {}"#
    let start = line.utf8.count - "NavigationView {}".utf8.count + 1
    let finding = Finding(
      ruleID: "navigation_stack", severity: .warning, path: "A.swift", start: SourcePosition(line: 2, column: start),
      end: SourcePosition(line: 2, column: start + 14), offset: 0, message: "m")
    #expect(start == 21)
    let reporter = SARIFReporter(
      toolVersion: "1", sourceLines: .inMemory(["A.swift": "import SwiftUI\n" + line + "\n"]))
    let log = try JSONParser.parse(reporter.render(CheckResult(findings: [finding], fileCount: 1, lineCount: 2)))
    guard case .array(let runs)? = log["runs"], let run = runs.first, case .array(let results)? = run["results"],
      case .array(let locations)? = results.first?["locations"]
    else {
      Issue.record("unexpected SARIF shape")
      return
    }
    let region = locations.first?["physicalLocation"]?["region"]
    #expect(run["columnKind"] == .string("utf16CodeUnits"))
    #expect(region?["startColumn"] == .number(18))
    #expect(region?["endColumn"] == .number(32))
    #expect(Array(line.utf16).count == 34)
  }

  @Test func anUnreadableFileKeepsItsByteColumns() {
    let reporter = SARIFReporter(toolVersion: "1", sourceLines: .none)
    #expect(reporter.render(ReportFixtures.mixed).contains(#""startColumn": 10"#))
  }

  @Test func pathsBecomeURIs() {
    #expect(SARIFReporter.artifactLocation("./A b/ü.swift")["uri"] == .string("A%20b/%C3%BC.swift"))
    #expect(SARIFReporter.artifactLocation("./A b/ü.swift")["uriBaseId"] == .string("%SRCROOT%"))
    #expect(SARIFReporter.artifactLocation("/tmp/x.swift")["uri"] == .string("file:///tmp/x.swift"))
    #expect(SARIFReporter.artifactLocation("/tmp/x.swift")["uriBaseId"] == nil)
  }
}
