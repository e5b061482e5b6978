import LegacyDomain

protocol ArticleListViewProtocol: AnyObject {
  func reloadList()
  func showError(_ message: String)
}

protocol ArticleListPresenterProtocol {
  var articles: [Article] { get }
  func didSelectRow(at index: Int)
}

/// Cell layout constants, parked in the contract "for now".
enum ArticleListLayout {
  static let rowHeight = 88.0
}
