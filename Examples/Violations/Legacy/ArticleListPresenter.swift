import UIKit

protocol ArticleListViewProtocol: AnyObject {
  func reloadList()
}

class ArticleListPresenter {
  var view: ArticleListViewProtocol?

  init(view: ArticleListViewProtocol) {
    self.view = view
    Task { await self.load() }
  }

  func load() async {}
}
