import Foundation
import ShowcaseDomain

/// Reads a JSON file bundled with the Data module, the showcase's stand-in for a server (seed 002's Data layer).
///
/// A missing or malformed file becomes `DomainError.unavailable`, so Presentation sees the same failure it would
/// for a server that is down, never a decoding error.
struct BundledFixture<Record: Decodable & Sendable>: Sendable {
  private let name: String
  private let bundle: Bundle

  init(_ name: String, bundle: Bundle = .module) {
    self.name = name
    self.bundle = bundle
  }

  /// Every record of the file, decoded with snake_case keys as a JSON API would send them.
  func records() throws -> [Record] {
    guard let url = bundle.url(forResource: name, withExtension: "json") else { throw DomainError.unavailable }
    do {
      let decoder = JSONDecoder()
      decoder.keyDecodingStrategy = .convertFromSnakeCase
      return try decoder.decode([Record].self, from: Data(contentsOf: url))
    } catch {
      throw DomainError.unavailable
    }
  }
}
