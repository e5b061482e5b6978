#if canImport(UIKit)
  import ShowcaseDomain
  import UIKit

  /// Builds the article list and handles navigation out of it; the only caller of `make` (seed 004).
  ///
  /// In this app the coordinator hands a selection to the SwiftUI side (a `Router<AppRoute>`) through a closure, so
  /// the UIKit screen never learns about SwiftUI routes.
  @MainActor
  public final class ArticleListCoordinator: ArticleListCoordinatorDelegate {
    private let repository: any ArticleRepository
    private let onSelectArticle: @MainActor (Article) -> Void

    public init(repository: any ArticleRepository, onSelectArticle: @escaping @MainActor (Article) -> Void) {
      self.repository = repository
      self.onSelectArticle = onSelectArticle
    }

    /// The screen to show, fully wired.
    public func start() -> UIViewController {
      ArticleListViewController.make(repository: repository, delegate: self)
    }

    public func articleList(didSelect article: Article) {
      onSelectArticle(article)
    }
  }
#endif
