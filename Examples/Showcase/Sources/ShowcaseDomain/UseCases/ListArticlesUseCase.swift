/// Lists the reading list page by page, for the Content tab.
public protocol ListArticlesUseCaseProtocol: Sendable {
  func execute(page: Int, pageSize: Int) async throws -> [Article]
}

/// The production use case; pages are numbered from 1.
public struct ListArticlesUseCase: ListArticlesUseCaseProtocol {
  private let repository: any ArticleRepository

  public init(repository: any ArticleRepository) {
    self.repository = repository
  }

  public func execute(page: Int, pageSize: Int) async throws -> [Article] {
    try await repository.articles(page: page, pageSize: pageSize)
  }
}
