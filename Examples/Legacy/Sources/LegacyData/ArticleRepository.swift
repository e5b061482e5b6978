import Foundation

/// Articles straight from the API, as the JSON shapes them.
public final class ArticleRepository {
  public init() {}

  public func fetchArticles(page: Int) async throws -> [ArticleDTO] {
    try await APIClient.shared.get("articles?page=\(page)", as: [ArticleDTO].self)
  }

  public func deleteArticle(id: Int) async throws {
    try await APIClient.shared.delete("articles/\(id)")
  }
}

public struct ArticleDTO: Codable, Identifiable, Hashable {
  public let id: Int
  public let title: String
  public let summary: String
  public let imageName: String
}
