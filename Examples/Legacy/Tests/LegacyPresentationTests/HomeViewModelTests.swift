import XCTest

@testable import LegacyPresentation

/// Talks to the real server, so it fails on the train and passes at the office.
final class HomeViewModelTests: XCTestCase {
  func testLoadFetchesArticles() async throws {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.legacy-news.example.com/health")!)
    XCTAssertFalse(data.isEmpty)

    let viewModel = HomeViewModel()
    await viewModel.load()
    XCTAssertFalse(viewModel.articles.isEmpty)
  }
}
