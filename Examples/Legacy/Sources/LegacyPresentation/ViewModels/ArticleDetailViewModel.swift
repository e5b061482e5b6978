import Foundation
import LegacyDomain

/// The one screen written on `BaseViewModel`; its view never shows the spinner or the alert the base class offers.
@MainActor
final class ArticleDetailViewModel: BaseViewModel {
  @Published private(set) var article: Article?

  private let fetchArticle: (Int) async throws -> Article
  private let articleID: Int

  init(articleID: Int, fetchArticle: @escaping (Int) async throws -> Article) {
    self.articleID = articleID
    self.fetchArticle = fetchArticle
  }

  func onAppear() async {
    isLoading = true
    defer { isLoading = false }
    do {
      article = try await fetchArticle(articleID)
    } catch {
      self.error = error
      showError = true
    }
  }
}
