import Foundation
import LegacyDomain
import Observation

/// Search-as-you-type: each keystroke cancels the previous search, and that cancellation is shown as an error.
@MainActor
@Observable
final class SearchViewModel {
  private(set) var results: [Article] = []
  private(set) var errorMessage: String?

  private let search: (String) async throws -> [Article]
  private var searchTask: Task<Void, Never>?

  init(search: @escaping (String) async throws -> [Article]) {
    self.search = search
  }

  func onChangedQuery(_ query: String) {
    searchTask?.cancel()
    searchTask = Task {
      do {
        results = try await search(query)
      } catch {
        errorMessage = error.localizedDescription
      }
    }
  }
}
