import Proscenium
import ShowcaseDomain

/// All presentation logic of the article list, with no `import UIKit` so it is tested on any platform.
///
/// `@MainActor final`, the view held weakly (the view controller owns the presenter), every dependency injected as
/// a protocol, and no work in `init`: loading starts from `onViewDidLoad()` (seed 004).
@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
  // MARK: Dependencies

  private weak var view: (any ArticleListViewProtocol)?
  private let repository: any ArticleRepository

  // MARK: State

  private(set) var articles: [Article] = []

  // MARK: Initialization

  init(view: any ArticleListViewProtocol, repository: any ArticleRepository) {
    self.view = view
    self.repository = repository
  }

  // MARK: ArticleListPresenterProtocol

  var numberOfArticles: Int { articles.count }

  func article(at index: Int) -> Article? {
    articles.indices.contains(index) ? articles[index] : nil
  }

  func onViewDidLoad() async {
    await load(refresh: false)
  }

  func refresh() async {
    await load(refresh: true)
  }

  // MARK: Private Functions

  private func load(refresh: Bool) async {
    view?.showLoading()
    defer { view?.hideLoading() }
    do {
      articles = try await repository.latest(refresh: refresh)
      view?.reloadList()
    } catch {
      // Converted to a PresentableError; a cancellation is dropped rather than shown.
      view?.handleApiError(error: error)
    }
  }
}
