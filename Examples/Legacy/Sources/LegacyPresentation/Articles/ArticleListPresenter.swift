import LegacyData
import LegacyDomain
import UIKit

class ArticleListPresenter: ArticleListPresenterProtocol {
  var view: ArticleListViewProtocol?
  private(set) var articles: [Article] = []
  private let repository = ArticleRepository()

  init(view: ArticleListViewProtocol) {
    self.view = view
    Task { await self.load() }
  }

  func load() async {
    do {
      articles = try await repository.fetchArticles(page: 1)
      view?.reloadList()
    } catch {
      view?.showError(error.localizedDescription)
    }
  }

  func didSelectRow(at index: Int) {
    UIApplication.shared.open(URL(string: "https://legacy-news.example.com/a/\(articles[index].id)")!)
  }
}
