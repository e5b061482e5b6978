import Foundation

final class HomeViewModel: ObservableObject {
  @Published var items: [HomeItem] = []
  @Published var isLoading = false
  @Published var error: Error?

  func load() async throws {
    isLoading = true
    do {
      items = try await HomeService().fetchItems()
    } catch {
      print("failed: \(error)")
    }
    isLoading = false
  }

  func select(_ item: HomeItem) {}
}

struct HomeItem: Identifiable {
  let id: Int
  let title: String
}

final class HomeService {
  func fetchItems() async throws -> [HomeItem] { [] }
}
