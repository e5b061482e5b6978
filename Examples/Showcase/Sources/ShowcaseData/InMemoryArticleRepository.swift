import ShowcaseDomain

/// A fake article store; `refresh` is accepted and ignored because there is no cache to bypass.
public struct InMemoryArticleRepository: ArticleRepository {
  private let articles: [Article]

  public init(articles: [Article] = InMemoryArticleRepository.sampleArticles) {
    self.articles = articles
  }

  public func latest(refresh: Bool) async throws -> [Article] {
    articles
  }

  public static let sampleArticles: [Article] = [
    Article(id: 1, title: "Observable view models", summary: "Why @Observable replaces ObservableObject.", authorID: 1),
    Article(id: 2, title: "Routing with values", summary: "Routes are data; the router owns the stack.", authorID: 2),
    Article(id: 3, title: "MVP on UIKit", summary: "Four files, one presenter, no UIKit in it.", authorID: 3),
  ]
}
