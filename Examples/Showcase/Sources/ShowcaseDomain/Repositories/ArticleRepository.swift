/// Where articles come from; the shape seed 004's MVP template expects.
public protocol ArticleRepository: Sendable {
  /// The latest articles; `refresh` asks for fresh data instead of a cached copy.
  func latest(refresh: Bool) async throws -> [Article]
  /// One page of the reading list, pages numbered from 1; an empty page means there are no more.
  func articles(page: Int, pageSize: Int) async throws -> [Article]
}
