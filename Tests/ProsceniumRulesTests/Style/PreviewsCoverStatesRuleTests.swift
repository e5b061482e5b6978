import Testing

@Suite struct PreviewsCoverStatesRuleTests {
  @Test func seed001ViewLacksOnlyTheErrorPreview() throws {
    let found = try RuleCheck.findings("previews_cover_states", path: Seed001Samples.viewPath, Seed001Samples.view)
    #expect(found.map(\.message) == ["add '#Preview's of 'UserProfileView' for its error state"])
  }

  @Test func withSeveralFeatureViewsPreviewsCountForTheViewsTheyName() throws {
    let source = """
      struct HomeView: View {
        let viewModel: HomeViewModel
        var body: some View { Text(viewModel.errorMessage ?? "").opacity(viewModel.isLoading ? 0 : 1) }
      }

      struct SearchView: View {
        @State private var viewModel = SearchViewModel()
        var body: some View { Text(viewModel.errorMessage ?? "").opacity(viewModel.isLoading ? 0 : 1) }
      }

      #Preview("Home") { HomeView(viewModel: .mock) }
      #Preview("Home loading") { HomeView(viewModel: .loading) }
      #Preview("Home error") { HomeView(viewModel: .failing) }
      #Preview("Search") { SearchView() }
      """
    let found = try RuleCheck.findings("previews_cover_states", path: "Sources/App/Screens.swift", source)
    #expect(found.map(\.message) == ["add '#Preview's of 'SearchView' for its loading and error states"])
  }

  @Test func aViewWithoutPreviewsMissesAllThree() throws {
    let source = """
      struct HomeView: View {
        let viewModel: HomeViewModel
        var body: some View { Text(viewModel.errorMessage ?? "").opacity(viewModel.isLoading ? 0 : 1) }
      }
      """
    let found = try RuleCheck.findings("previews_cover_states", path: "Sources/App/HomeView.swift", source)
    #expect(found.map(\.message) == ["add '#Preview's of 'HomeView' for its loaded, loading and error states"])
  }

  @Test func aViewThatLoadsIsAskedForAllThreeStates() throws {
    let source = """
      struct HomeView: View {
        let viewModel: HomeViewModel
        var body: some View { Text(viewModel.title).redacted(reason: viewModel.isLoading ? .placeholder : []) }
      }
      """
    let found = try RuleCheck.findings("previews_cover_states", path: "Sources/App/HomeView.swift", source)
    #expect(found.map(\.message) == ["add '#Preview's of 'HomeView' for its loaded, loading and error states"])
  }

  @Test func aViewWithoutLoadingOrErrorStatesIsLeftAlone() throws {
    let source = "struct HomeView: View {\n  let viewModel: HomeViewModel\n  var body: some View { Text(\"\") }\n}\n"
    #expect(try RuleCheck.findings("previews_cover_states", path: "Sources/App/HomeView.swift", source).isEmpty)
  }

  @Test func testFilesAreIgnored() throws {
    let source = "struct HomeView: View {\n  let viewModel: HomeViewModel\n  var body: some View { Text(\"\") }\n}\n"
    #expect(try RuleCheck.findings("previews_cover_states", path: "Tests/AppTests/HomeViewTests.swift", source).isEmpty)
  }
}
