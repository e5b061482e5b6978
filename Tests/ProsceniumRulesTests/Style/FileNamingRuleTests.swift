import Testing

@Suite struct FileNamingRuleTests {
  @Test func seed004ScreenFilesAreClean() throws {
    let files = [
      "ArticleListContract.swift": """
      @MainActor protocol ArticleListViewProtocol: AnyObject { func reloadList() }
      @MainActor protocol ArticleListPresenterProtocol: PresenterProtocol { func onViewDidLoad() }
      protocol ArticleListCoordinatorDelegate: AnyObject {}
      """,
      "ArticleListView.swift": "final class ArticleListView: UIView {}\n",
      "ArticleListViewController.swift": """
      final class ArticleListViewController: UIViewController {
        static func make(articles: [Article], delegate: ArticleListCoordinatorDelegate) -> ArticleListViewController {
          ArticleListViewController()
        }
      }
      extension ArticleListViewController: UITableViewDataSource {}
      """,
      "ArticleListPresenter.swift": "@MainActor\nfinal class ArticleListPresenter: ArticleListPresenterProtocol {}\n",
    ]
    for (name, source) in files {
      #expect(try RuleCheck.findings("file_naming", path: "Sources/App/ArticleList/\(name)", source).isEmpty, "\(name)")
    }
  }

  @Test func aTypeInsideATopLevelIfIsSeen() throws {
    let source = "#if os(tvOS)\nstruct HomeTVView: View {\n  var body: some View { Text(\"\") }\n}\n#endif\n"
    let found = try RuleCheck.findings("file_naming", path: "Sources/App/Home.swift", source)
    #expect(found.map(\.message) == ["file 'Home.swift' declares view 'HomeTVView': name the file 'HomeTVView.swift'"])
  }

  @Test func filesOfComponentsAndPreviewsOnlyAreClean() throws {
    #expect(
      try RuleCheck.findings("file_naming", path: "Sources/App/Previews.swift", "#Preview { HomeView() }\n").isEmpty)
    let components =
      "struct HomeItemRow: View { var body: some View { Text(\"\") } }\nstruct ItemCard: View { var body: some View { Text(\"\") } }\n"
    #expect(try RuleCheck.findings("file_naming", path: "Sources/App/Rows.swift", components).isEmpty)
  }

  @Test func enumsAndProtocolsNamedLikeRolesAreNotMainTypes() throws {
    #expect(try RuleCheck.findings("file_naming", path: "Sources/App/Routes.swift", "enum DetailView {}\n").isEmpty)
    #expect(
      try RuleCheck.findings("file_naming", path: "Sources/App/Contracts.swift", "protocol HomePresenter {}\n").isEmpty)
  }
}
