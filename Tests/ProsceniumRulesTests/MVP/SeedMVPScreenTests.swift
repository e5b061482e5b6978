import ProsceniumCheck
import ProsceniumRules
import Testing

/// A whole seed-004 screen, checked by every MVP, testing and availability rule at once: the
/// template as the playbook describes it passes, and a screen that breaks its conventions trips
/// each rule once.
@Suite struct SeedMVPScreenTests {
  static let ruleIDs = [
    "presenter_no_uikit", "presenter_weak_view", "presenter_main_actor_final", "mvp_contract_protocols_only",
    "mvp_screen_files", "mvp_factory_only", "no_layout_library", "view_model_has_tests", "tests_no_live_services",
    "availability_guard", "view_controller_wiring_only", "coordinator_delegate",
  ]

  static let template: [String: String] = [
    "Sources/App/ArticleList/ArticleListContract.swift": """
    import Foundation

    @MainActor
    protocol ArticleListViewProtocol: AnyObject, ApiProtocol {
      func reloadList()
    }

    @MainActor
    protocol ArticleListPresenterProtocol: PresenterProtocol {
      var numberOfArticles: Int { get }
      func article(at index: Int) -> Article
      func onViewDidLoad()
      func refresh()
      func didSelectArticle(at index: Int)
    }

    @MainActor
    protocol ArticleListCoordinatorDelegate: AnyObject {
      func articleList(didSelect article: Article)
    }
    """,
    "Sources/App/ArticleList/ArticleListView.swift": """
    import UIKit

    final class ArticleListView: UIView {
      let tableView = UITableView()

      init() {
        super.init(frame: .zero)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(tableView)
        NSLayoutConstraint.activate([
          tableView.topAnchor.constraint(equalTo: topAnchor),
          tableView.leadingAnchor.constraint(equalTo: leadingAnchor),
          tableView.trailingAnchor.constraint(equalTo: trailingAnchor),
          tableView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
      }

      required init?(coder: NSCoder) { nil }
    }
    """,
    "Sources/App/ArticleList/ArticleListViewController.swift": """
    import UIKit

    final class ArticleListViewController: UIViewController, ArticleListViewProtocol, UITableViewDataSource {
      private let contentView = ArticleListView()
      private var presenter: ArticleListPresenterProtocol?

      static func make(articles: ArticleRepository, delegate: ArticleListCoordinatorDelegate) -> ArticleListViewController {
        let viewController = ArticleListViewController()
        viewController.presenter = ArticleListPresenter(view: viewController, repository: articles, delegate: delegate)
        return viewController
      }

      override func loadView() { view = contentView }

      override func viewDidLoad() {
        super.viewDidLoad()
        contentView.tableView.dataSource = self
        presenter?.onViewDidLoad()
      }

      func reloadList() { contentView.tableView.reloadData() }
      func showLoading() {}
      func hideLoading() {}
      func handleApiError(error: Error) {}

      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter?.numberOfArticles ?? 0
      }

      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
      }
    }
    """,
    "Sources/App/ArticleList/ArticleListPresenter.swift": """
    import Foundation

    @MainActor
    final class ArticleListPresenter: ArticleListPresenterProtocol {
      private weak var view: ArticleListViewProtocol?
      private weak var delegate: ArticleListCoordinatorDelegate?
      private let repository: ArticleRepository
      private var articles: [Article] = []

      init(view: ArticleListViewProtocol, repository: ArticleRepository, delegate: ArticleListCoordinatorDelegate) {
        self.view = view
        self.repository = repository
        self.delegate = delegate
      }

      var numberOfArticles: Int { articles.count }
      func article(at index: Int) -> Article { articles[index] }

      func onViewDidLoad() { Task { await load(refresh: false) } }
      func refresh() { Task { await load(refresh: true) } }
      func didSelectArticle(at index: Int) { delegate?.articleList(didSelect: articles[index]) }

      private func load(refresh: Bool) async {
        view?.showLoading()
        defer { view?.hideLoading() }
        do {
          articles = try await repository.latest(refresh: refresh)
          view?.reloadList()
        } catch {
          view?.handleApiError(error: error)
        }
      }
    }
    """,
    "Sources/App/ArticleList/ArticleListCoordinator.swift": """
    import UIKit

    @MainActor
    final class ArticleListCoordinator: Coordinator, ArticleListCoordinatorDelegate {
      private let navigationController: UINavigationController
      private let repository: ArticleRepository

      init(navigationController: UINavigationController, repository: ArticleRepository) {
        self.navigationController = navigationController
        self.repository = repository
      }

      func start() {
        let screen = ArticleListViewController.make(articles: repository, delegate: self)
        navigationController.pushViewController(screen, animated: false)
      }

      func articleList(didSelect article: Article) {}
    }
    """,
    "Tests/AppTests/ArticleListPresenterTests.swift": """
    import XCTest
    @testable import App

    @MainActor
    final class ArticleListPresenterTests: XCTestCase {
      func testOnViewDidLoadLoadsWithoutRefresh() async {
        let view = ArticleListViewSpy()
        let repository = ArticleRepositoryStub(result: .success([.fixture()]))
        let presenter = ArticleListPresenter(view: view, repository: repository, delegate: CoordinatorSpy())
        presenter.onViewDidLoad()
        await repository.waitForCall()
        XCTAssertEqual(repository.refreshArguments, [false])
      }
    }
    """,
  ]

  private func findings(_ files: [String: String]) throws -> [Finding] {
    let rules = try Self.ruleIDs.compactMap { try RuleRegistry.catalog.rule(id: $0)?.configured() }
    #expect(rules.count == Self.ruleIDs.count)
    let inputs = files.sorted { $0.key < $1.key }.map { InMemoryChecker.File(path: $0.key, source: $0.value) }
    let settings = ProjectSettings(deploymentTargets: [.iOS: OSVersion(16)])
    return InMemoryChecker.check(inputs, rules: rules, settings: settings).findings
  }

  @Test func theTemplateScreenPassesEveryRule() throws {
    let found = try findings(Self.template)
    #expect(found.isEmpty, "\(found.map { "\($0.ruleID) \($0.path):\($0.start.line) \($0.message)" })")
  }

  @Test func aScreenThatBreaksTheTemplateTripsEachRuleOnce() throws {
    var files = Self.template
    files["Sources/App/ArticleList/ArticleListPresenter.swift"] = """
      import UIKit

      class ArticleListPresenter: ArticleListPresenterProtocol {
        private var view: ArticleListViewProtocol?

        func onViewDidLoad() {}
      }
      """
    files["Sources/App/ArticleList/ArticleListContract.swift", default: ""] +=
      "\nextension ArticleListViewProtocol {}\n"
    files["Sources/App/ArticleList/ArticleListView.swift"] = "import SnapKit\n"
    files["Sources/App/Home/HomeViewController.swift"] = """
      final class HomeViewController: UIViewController, ArticleListCoordinatorDelegate {
        func open() { show(ArticleListViewController(), sender: nil) }
        func articleList(didSelect article: Article) {}
      }
      """
    files["Sources/App/ArticleList/ArticleListViewController.swift"] = Self.template[
      "Sources/App/ArticleList/ArticleListViewController.swift", default: ""
    ].replacingOccurrences(
      of: "private let contentView = ArticleListView()",
      with: "private let contentView = ArticleListView()\n  private let articles = ArticleService()")
    files["Tests/AppTests/ArticleListPresenterTests.swift"] = "let session = URLSession.shared\n"
    files["Sources/App/Profile/ProfileViewModel.swift"] =
      "@Observable final class ProfileViewModel { func onAppear() {} }\n"
    let found = try findings(files)
    let byRule = Dictionary(grouping: found, by: \.ruleID).mapValues(\.count)
    #expect(
      byRule == [
        "presenter_no_uikit": 1, "presenter_weak_view": 1, "presenter_main_actor_final": 1,
        "mvp_contract_protocols_only": 1, "mvp_screen_files": 1, "mvp_factory_only": 1, "no_layout_library": 1,
        "view_model_has_tests": 2, "tests_no_live_services": 1, "availability_guard": 1,
        "view_controller_wiring_only": 1, "coordinator_delegate": 1,
      ], "\(found.map { "\($0.ruleID) \($0.path):\($0.start.line) \($0.message)" })")
  }
}
