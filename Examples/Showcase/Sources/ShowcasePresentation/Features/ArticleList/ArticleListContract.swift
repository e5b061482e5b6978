import Proscenium
import ShowcaseDomain

// The contract of the UIKit MVP article list (seed 004): protocols only, so the presenter and its tests
// never see UIKit.

/// What the presenter may ask of the screen.
@MainActor
public protocol ArticleListViewProtocol: LoadingDisplaying {
  /// Reloads every row from the presenter's articles.
  func reloadList()
}

/// What the screen may ask of the presenter.
@MainActor
public protocol ArticleListPresenterProtocol: PresenterProtocol {
  var numberOfArticles: Int { get }
  func article(at index: Int) -> Article?
  /// Loads the articles the first time; called from `viewDidLoad`, never from `init`.
  func onViewDidLoad() async
  /// Loads fresh articles, bypassing any cache, as pull-to-refresh does.
  func refresh() async
}

/// Who handles navigation out of the screen; only a coordinator conforms.
@MainActor
public protocol ArticleListCoordinatorDelegate: AnyObject {
  func articleList(didSelect article: Article)
}
