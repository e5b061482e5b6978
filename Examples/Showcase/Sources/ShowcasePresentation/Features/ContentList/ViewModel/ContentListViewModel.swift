import Observation
import Proscenium
import ShowcaseDomain

/// The reading list (seed 000's pattern 3, "ViewModel with Pagination"): the page counter, `isLoadingMore` and
/// `hasMorePages` the seed keeps by hand are the runtime's `Paginator`, so the view model only forwards events.
@MainActor
@Observable
public final class ContentListViewModel {
  // MARK: State

  /// The articles, page by page, with the state of the last request (first page, next page or refresh).
  public let articles: Paginator<Article>

  // MARK: Dependencies

  private let router: Router<AppRoute>

  // MARK: Initialization

  public init(listArticlesUseCase: any ListArticlesUseCaseProtocol, router: Router<AppRoute>, pageSize: Int = 20) {
    self.articles = Paginator(pageSize: pageSize, prefetchThreshold: 5) { page, pageSize in
      try await listArticlesUseCase.execute(page: page, pageSize: pageSize)
    }
    self.router = router
  }

  // MARK: Lifecycle

  /// Loads the first page the first time the list appears (and retries it after a failure).
  public func onAppear() async {
    await articles.loadFirstPage()
  }

  // MARK: Actions

  /// Loads the next page when an article near the end appears (the seed's "load more when reaching bottom").
  public func onAppearedArticle(_ article: Article) async {
    await articles.loadNextPageIfNeeded(currentItem: article)
  }

  /// Reloads page 1, keeping the articles on screen until it arrives.
  public func onPulledToRefresh() async {
    await articles.refresh()
  }

  /// Retries the request that failed: the first page, a refresh or the next page.
  public func onTappedRetry() async {
    await articles.retry()
  }

  /// Opens the author's profile.
  public func onTappedArticle(_ article: Article) {
    router.navigate(to: .profile(id: article.authorID))
  }
}

// MARK: - Previews

#if DEBUG
  extension ContentListViewModel {
    /// A view model whose pages come from `fetch`, for previews of every state of the screen.
    static func preview(
      fetch: @escaping @Sendable (Int, Int) async throws -> [Article] = { page, size in
        (1...size).map { Article(id: (page - 1) * size + $0, title: "Article \((page - 1) * size + $0)") }
      }
    ) -> ContentListViewModel {
      ContentListViewModel(listArticlesUseCase: PreviewListArticlesUseCase(fetch: fetch), router: Router())
    }
  }

  private struct PreviewListArticlesUseCase: ListArticlesUseCaseProtocol {
    let fetch: @Sendable (Int, Int) async throws -> [Article]

    func execute(page: Int, pageSize: Int) async throws -> [Article] {
      try await fetch(page, pageSize)
    }
  }
#endif
