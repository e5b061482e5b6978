import Foundation
import ShowcaseDomain

/// Domain's `ArticleRepository` over the bundled `articles.json`; `refresh` is accepted and ignored because a
/// bundled file has no cache to bypass.
public struct FixtureArticleRepository: ArticleRepository {
  private let fixture: BundledFixture<ArticleRecord>

  /// - Parameter resource: The JSON file's name in the Data module's bundle.
  public init(resource: String = "articles") {
    self.fixture = BundledFixture(resource)
  }

  public func latest(refresh: Bool) async throws -> [Article] {
    try fixture.records().map(\.article)
  }

  public func articles(page: Int, pageSize: Int) async throws -> [Article] {
    let articles = try fixture.records().map(\.article)
    let start = max(page - 1, 0) * pageSize
    guard start < articles.count else { return [] }
    return Array(articles[start..<min(start + pageSize, articles.count)])
  }
}
