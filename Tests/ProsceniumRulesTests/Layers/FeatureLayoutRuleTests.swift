import Testing

@Suite struct FeatureLayoutRuleTests {
  static let view = "struct UserProfileView: View {\n  var body: some View { Text(\"\") }\n}\n"
  static let viewModel = "@Observable\nfinal class UserProfileViewModel {}\n"

  @Test func seed001LayoutIsClean() throws {
    for (path, source) in [
      ("App/Presentation/Features/UserProfile/View/UserProfileView.swift", Self.view),
      ("App/Presentation/Features/UserProfile/View/ProfileHeaderView.swift", Self.view),
      ("App/Presentation/Features/UserProfile/ViewModel/UserProfileViewModel.swift", Self.viewModel),
      ("App/Presentation/Shared/Components/LoadingView.swift", Self.view),
      ("App/Presentation/Features/UserProfile/Views/Rows/ProfileRowView.swift", Self.view),
    ] {
      #expect(try RuleCheck.findings("feature_layout", path: path, source).isEmpty, "\(path)")
    }
  }

  @Test func seed000LayoutIsCleanUnderItsOption() throws {
    let options = #"{"layout": "views-viewmodels"}"#
    #expect(
      try RuleCheck.findings(
        "feature_layout", path: "App/Presentation/Views/Home/HomeView.swift", Self.view, options: options
      ).isEmpty)
    #expect(
      try RuleCheck.findings(
        "feature_layout", path: "App/Presentation/ViewModels/HomeViewModel.swift", Self.viewModel, options: options
      ).isEmpty)
    let misplaced = try RuleCheck.findings(
      "feature_layout", path: "App/Presentation/Features/Home/View/HomeView.swift", Self.view, options: options)
    #expect(misplaced.map(\.message) == ["move view 'UserProfileView' into 'Views/'"])
  }

  @Test func aFeaturesFolderWithoutAFeatureNameIsNotEnough() throws {
    let found = try RuleCheck.findings("feature_layout", path: "App/Features/View/UserProfileView.swift", Self.view)
    #expect(found.count == 1)
  }
}
