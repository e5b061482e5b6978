import Foundation

/// The app's one HTTP client. Everything that needs data builds one and calls it directly.
public final class APIClient {
  public static let shared = APIClient()

  public let baseURL = URL(string: "https://api.legacy-news.example.com")!

  public init() {}

  public func get<T: Decodable>(_ path: String, as type: T.Type) async throws -> T {
    let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent(path))
    return try JSONDecoder().decode(T.self, from: data)
  }

  public func delete(_ path: String) async throws {
    var request = URLRequest(url: baseURL.appendingPathComponent(path))
    request.httpMethod = "DELETE"
    _ = try await URLSession.shared.data(for: request)
  }
}
