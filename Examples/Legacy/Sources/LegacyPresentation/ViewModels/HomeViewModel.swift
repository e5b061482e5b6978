import Combine
import Foundation
import LegacyData
import LegacyDomain
import SwiftUI

class HomeViewModel: ObservableObject {
  @Published var articles: [Article] = []
  @Published var isLoading = false
  @Published var error: Error?
  @Published var selectedArticle: Article?
  @Published var detailView: AnyView?

  private let repository = ArticleRepository()
  private var page = 1

  init() {
    Task { await load() }
  }

  func load() async {
    isLoading = true
    do {
      let fetched = try await repository.fetchArticles(page: page)
      if page == 1 {
        articles = fetched
      } else {
        articles.append(contentsOf: fetched)
      }
    } catch {
      print("failed to load articles: \(error)")
    }
    isLoading = false
  }

  func nextPage() async {
    page += 1
    await load()
  }

  func select(_ article: Article) {
    selectedArticle = article
    detailView = AnyView(Text(article.title))
  }

  func delete(_ article: Article) async throws {
    try await repository.deleteArticle(id: article.id)
    articles.removeAll { $0.id == article.id }
  }

  func refresh() async {
    page = 1
    articles = []
    await load()
  }

  func shareText(for article: Article) -> String {
    "\(article.title): \(article.summary)"
  }

  func analyticsName(for article: Article) -> String {
    "article_\(article.id)"
  }
}
