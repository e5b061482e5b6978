import ProsceniumTestSupport
import SwiftParser
import SwiftSyntax
import Testing

@testable import ProsceniumCheck

@Suite struct FileCheckerTests {
  func check(_ files: [String: String], rules: [String]) throws -> [Finding] {
    let configured = try rules.map { try TestCatalog.rule($0) }
    let inputs = files.sorted { $0.key < $1.key }.map { InMemoryChecker.File(path: $0.key, source: $0.value) }
    return InMemoryChecker.check(inputs, rules: configured).findings
  }

  @Test func rulesReceiveParentsBeforeChildrenInSourceOrder() throws {
    let code = """
      struct Outer {
        var a = 1
        func f() {
          var b = 2
        }
        struct Inner { var c = 3 }
      }
      var d = 4
      """
    let findings = try check(["A.swift": code], rules: ["test_visit_order"])
    #expect(
      findings.map(\.message) == [
        "list, struct Outer, var a, func f, list, var b, struct Inner, var c, var d"
      ])
  }

  @Test func tokensAreDispatchedToRulesThatAskForThem() throws {
    let findings = try check(["A.swift": "let flagMe = 1\nlet other = flagMe // flagMe\n"], rules: ["test_token"])
    #expect(findings.map { "\($0.start.line):\($0.start.column)" } == ["1:5", "2:13"])
  }

  @Test func severalRulesOnOneKindEachGetTheNode() throws {
    let findings = try check(["A.swift": "struct Home: View {}\n"], rules: ["test_struct", "test_view_struct"])
    #expect(findings.map(\.ruleID) == ["test_struct", "test_view_struct"])
  }

  @Test func deferredFindingsStandOnlyWhenTheConditionHolds() throws {
    let files = [
      "Sources/App/A.swift": "struct Card {}\nstruct Row {}\nstruct Plain {}\n",
      "Sources/App/B.swift": "extension Card: View {}\n",
      "Sources/App/C.swift": "protocol RowStyle: View {}\nextension Row: RowStyle {}\n",
    ]
    let findings = try check(files, rules: ["test_view_struct"])
    #expect(findings.map(\.message) == ["view 'Card'", "view 'Row'"])
  }

  @Test func customIndexConditionsSeeEveryFile() throws {
    let facts = [
      FileFacts(
        path: "A.swift", module: "App", isTestFile: false,
        types: [TypeFacts(name: "Home", kind: .struct, path: "A.swift")]),
      FileFacts(path: "HomeTests.swift", module: "AppTests", isTestFile: true, mentionedNames: ["Home"]),
    ]
    let index = ProjectIndex(files: facts)
    let covered = IndexCondition { !$0.testFiles(mentioning: "Home").isEmpty }
    #expect(covered.holds(in: index))
    #expect(!(!covered).holds(in: index))
    #expect((covered && .type("Home", is: .view)).holds(in: index) == false)
    #expect((covered || .type("Home", is: .view)).holds(in: index))
  }

  @Test func positionsAreOneBasedAndCountUTF8Columns() throws {
    let findings = try check(["A.swift": "let é = 1; struct Café {}\n"], rules: ["test_struct"])
    #expect(findings.first?.start == SourcePosition(line: 1, column: 20))
    #expect(findings.first?.offset == 19)
  }

  @Test func lineCountsCountLines() throws {
    let folder = try TemporaryFolder(files: ["A.swift": "a\nb\nc\n", "B.swift": "a"])
    let result = try CheckEngine(catalog: TestCatalog.catalog).run(CheckRequest(paths: [folder.root], jobs: 1))
    #expect(result.lineCount == 3 + 1)
  }

  @Test func optionsReachTheRule() throws {
    let rule = try TestCatalog.rule("test_struct", options: #"{"allowed": ["Keep"], "minimum_length": 3}"#)
    let findings = InMemoryChecker.check(
      [.init(path: "A.swift", source: "struct Keep {}\nstruct AB {}\nstruct ABC {}\n")], rules: [rule]
    ).findings
    #expect(findings.map(\.message) == ["struct 'ABC'"])
  }
}

@Suite struct DispatchPlanTests {
  /// Records the kinds it receives.
  final class Recorder: Rule {
    static let description = RuleDescription(
      id: "test_recorder", summary: "records", rationale: "a test rule", sources: [], family: .style, examples: [])
    static let visitedKinds: Set<SyntaxKind> = []
    var kinds: [SyntaxKind] = []
    init(options: NoOptions, context: RuleContext) {}
    init() {}
    func visit(_ node: Syntax) { kinds.append(node.kind) }
  }

  /// Every node kind of a tree, in walk order.
  final class AllKinds: SyntaxAnyVisitor {
    var kinds: [SyntaxKind] = []
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
      kinds.append(node.kind)
      return .visitChildren
    }
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
      kinds.append(.token)
      return .skipChildren
    }
  }

  @Test func eachRuleReceivesExactlyTheKindsItAskedFor() {
    let source = """
      import SwiftUI
      @MainActor final class Model: ObservableObject { @Published var items: [String] = [] }
      struct Home: View {
        @StateObject private var model = Model()
        var body: some View { List(model.items, id: \\.self) { Text($0).padding() } }
      }
      enum E { case a(Int), b }
      let f: (Int) async throws -> Int = { x in try await g(x) ?? 0 }
      """
    let tree = Parser.parse(source: source)
    let all = AllKinds(viewMode: .sourceAccurate)
    all.walk(tree)
    let distinct = Array(Set(all.kinds))
    // Split the kinds between two rules so a wrong ordinal would send a node to the wrong one.
    let first = Set(distinct.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
    let second = Set(distinct).subtracting(first)
    let one = Recorder()
    let two = Recorder()
    let plan = DispatchPlan(visitedKinds: [first, second], collectedKinds: [])
    let collector = IndexCollector(path: "A.swift", module: nil, isTestFile: false)
    DispatchingWalker(collector: collector, plan: plan, rules: [one, two]).walk(tree)
    #expect(one.kinds == all.kinds.filter { first.contains($0) })
    #expect(two.kinds == all.kinds.filter { second.contains($0) })
    #expect(plan.entry(for: .structDecl).collects == false)
    #expect(!plan.isWanted(.structDecl) || first.contains(.structDecl) || second.contains(.structDecl))
  }
}

extension DispatchPlanTests {
  @Test func kindsNothingWantsAreSkippedAndCollectedKindsAreWanted() {
    let plan = DispatchPlan(visitedKinds: [[.functionCallExpr]], collectedKinds: [.importDecl])
    #expect(plan.isWanted(.functionCallExpr))
    #expect(plan.isWanted(.importDecl))
    #expect(!plan.isWanted(.closureExpr))
    #expect(plan.entry(for: .importDecl).collects)
    #expect(plan.entry(for: .functionCallExpr).rules == [0])
  }
}
