#if canImport(UIKit)
  import UIKit

  /// The article list's layout: owns every subview and constraint, built once with UIKit's own anchors (seed 004).
  final class ArticleListView: UIView {
    // MARK: Subviews

    let tableView = UITableView(frame: .zero, style: .plain)
    let activityIndicator = UIActivityIndicatorView(style: .large)

    // MARK: Initialization

    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .systemBackground
      setUpSubviews()
      activateConstraints()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    // MARK: Layout

    private func setUpSubviews() {
      tableView.translatesAutoresizingMaskIntoConstraints = false
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: ArticleListView.cellIdentifier)
      activityIndicator.translatesAutoresizingMaskIntoConstraints = false
      activityIndicator.hidesWhenStopped = true
      addSubview(tableView)
      addSubview(activityIndicator)
    }

    private func activateConstraints() {
      NSLayoutConstraint.activate([
        tableView.topAnchor.constraint(equalTo: topAnchor),
        tableView.leadingAnchor.constraint(equalTo: leadingAnchor),
        tableView.trailingAnchor.constraint(equalTo: trailingAnchor),
        tableView.bottomAnchor.constraint(equalTo: bottomAnchor),
        activityIndicator.centerXAnchor.constraint(equalTo: centerXAnchor),
        activityIndicator.centerYAnchor.constraint(equalTo: centerYAnchor),
      ])
    }

    static let cellIdentifier = "ArticleCell"
  }
#endif
