import SnapKit
import UIKit

final class ArticleListViewController: UIViewController, ArticleListViewProtocol, UITableViewDataSource {
  var presenter: ArticleListPresenter!
  private let tableView = UITableView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.snp.makeConstraints { make in
      make.edges.equalToSuperview()
    }
    tableView.dataSource = self
  }

  func reloadList() {
    tableView.reloadData()
  }

  func showError(_ message: String) {
    present(UIAlertController(title: "Error", message: message, preferredStyle: .alert), animated: true)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    presenter.articles.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell()
    cell.textLabel?.text = presenter.articles[indexPath.row].title
    return cell
  }
}
