import Combine
import LegacyDomain

/// The basket of one screen, handed to every row through the environment.
@MainActor
final class CartViewModel: ObservableObject {
  @Published private(set) var items: [Article] = []

  func add(_ article: Article) {
    items.append(article)
  }

  func remove(_ article: Article) {
    items.removeAll { $0.id == article.id }
  }
}
