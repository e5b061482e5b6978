import Testing

@Suite struct MarkSectionsRuleTests {
  @Test func seed001TypesPassWithTheirFullSkeleton() throws {
    let viewModelSections = #"""
      {"min_lines": 10, "view_model_sections": ["Private Properties", "Public Properties", "Initialization",
       "Lifecycle", "Public Functions", "Private Functions"], "view_sections": ["Internal Properties", "View",
       "Private Views", "Previews"]}
      """#
    #expect(
      try RuleCheck.findings(
        "mark_sections", path: Seed001Samples.viewModelPath, Seed001Samples.viewModel, options: viewModelSections
      ).isEmpty)
    #expect(
      try RuleCheck.findings(
        "mark_sections", path: Seed001Samples.viewPath, Seed001Samples.view, options: viewModelSections
      )
      .isEmpty)
  }

  @Test func missingSectionsAreNamed() throws {
    let found = try RuleCheck.findings(
      "mark_sections", path: Seed001Samples.viewModelPath, Seed001Samples.viewModel,
      options: #"{"min_lines": 10, "view_model_sections": ["Lifecycle", "Dependencies", "Bindings"]}"#)
    #expect(
      found.map(\.message) == [
        "add the '// MARK: Dependencies', '// MARK: Bindings' sections to 'UserProfileViewModel'"
      ])
  }

  @Test func anObservableClassIsCheckedOnlyWhenTheIndexCallsItAViewModel() throws {
    let model = "@Observable\nfinal class Session {\n  var user: User?\n  var token = \"\"\n  func reset() {}\n}\n"
    #expect(
      try RuleCheck.findings("mark_sections", path: "Sources/App/Session.swift", model, options: #"{"min_lines": 3}"#)
        .isEmpty)
    let owner =
      "struct RootView: View {\n  @State private var session = Session()\n  var body: some View { Text(\"\") }\n}\n"
    let found = try RuleCheck.findings(
      "mark_sections", path: "Sources/App/Session.swift", model, options: #"{"min_lines": 3}"#,
      otherFiles: ["Sources/App/RootView.swift": owner])
    #expect(found.map(\.line) == [2])
  }

  @Test func nestedTypesAreLeftToTheirParent() throws {
    let source =
      "extension HomeView {\n  struct Row: View {\n    var a = 1\n    var b = 2\n    var body: some View { Text(\"\") }\n  }\n}\n"
    #expect(
      try RuleCheck.findings(
        "mark_sections", path: "Sources/App/HomeView+Row.swift", source, options: #"{"min_lines": 2}"#
      ).isEmpty)
  }
}

@Suite struct MarkSectionsLineCountTests {
  @Test func countsTheDeclarationsOwnLinesOnly() throws {
    let found = try RuleCheck.findings(
      "mark_sections", path: "Sources/App/HomeViewModel.swift",
      "/// Doc.\n/// More doc.\n\n@MainActor\nfinal class HomeViewModel {\n  var a = 1\n}\n\n\n",
      options: #"{"min_lines": 1}"#)
    #expect(found.map(\.message) == ["add '// MARK:' sections inside 'HomeViewModel' (4 lines) to group its members"])
  }
}
