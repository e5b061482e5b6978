#if canImport(UIKit)
  import Proscenium
  import ShowcaseDomain
  import UIKit

  /// The article list's lifecycle, presenter wiring and navigation triggers; no presentation logic (seed 004).
  ///
  /// Built only through ``make(repository:delegate:)``, called by ``ArticleListCoordinator``.
  final class ArticleListViewController: UIViewController {
    // MARK: Properties

    private var presenter: (any ArticleListPresenterProtocol)?
    private weak var delegate: (any ArticleListCoordinatorDelegate)?
    private let contentView = ArticleListView()

    // MARK: Factory

    /// The only construction path: the view controller first, then its presenter pointing back at it.
    static func make(
      repository: any ArticleRepository,
      delegate: any ArticleListCoordinatorDelegate
    ) -> ArticleListViewController {
      let viewController = ArticleListViewController()
      viewController.delegate = delegate
      viewController.presenter = ArticleListPresenter(view: viewController, repository: repository)
      return viewController
    }

    // MARK: Lifecycle

    override func loadView() {
      view = contentView
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Articles"
      contentView.tableView.dataSource = self
      contentView.tableView.delegate = self
      #if os(iOS)
        let refreshControl = UIRefreshControl()
        refreshControl.addTarget(self, action: #selector(didPullToRefresh), for: .valueChanged)
        contentView.tableView.refreshControl = refreshControl
      #endif
      Task { await presenter?.onViewDidLoad() }
    }

    // MARK: Actions

    @objc private func didPullToRefresh() {
      Task {
        await presenter?.refresh()
        #if os(iOS)
          contentView.tableView.refreshControl?.endRefreshing()
        #endif
      }
    }
  }

  // MARK: - ArticleListViewProtocol

  extension ArticleListViewController: ArticleListViewProtocol {
    func reloadList() {
      contentView.tableView.reloadData()
    }

    func showLoading() {
      contentView.activityIndicator.startAnimating()
    }

    func hideLoading() {
      contentView.activityIndicator.stopAnimating()
    }

    func handleApiError(error: PresentableError) {
      let alert = UIAlertController(title: error.title, message: error.message, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      present(alert, animated: true)
    }
  }

  // MARK: - UITableViewDataSource

  extension ArticleListViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      presenter?.numberOfArticles ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: ArticleListView.cellIdentifier, for: indexPath)
      var content = cell.defaultContentConfiguration()
      let article = presenter?.article(at: indexPath.row)
      content.text = article?.title
      content.secondaryText = article?.summary
      cell.contentConfiguration = content
      return cell
    }
  }

  // MARK: - UITableViewDelegate

  extension ArticleListViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      guard let article = presenter?.article(at: indexPath.row) else { return }
      delegate?.articleList(didSelect: article)
    }
  }
#endif
