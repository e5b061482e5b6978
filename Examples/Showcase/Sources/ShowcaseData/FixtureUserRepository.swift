import Foundation
import ShowcaseDomain

/// Domain's `UserRepository` over the bundled `users.json`, so the showcase runs without a network.
///
/// The file is decoded on each call: it is small, and a repository without a cache has no stale state to explain.
/// Edits live in memory for the run, laid over the file (`ProfileEdits`).
public struct FixtureUserRepository: UserRepository {
  private let fixture: BundledFixture<UserRecord>
  private let edits = ProfileEdits()

  /// - Parameter resource: The JSON file's name in the Data module's bundle; tests pass a missing one to see
  ///   the `unavailable` path.
  public init(resource: String = "users") {
    self.fixture = BundledFixture(resource)
  }

  public func user(id: Int) async throws -> User {
    guard let user = try await allUsers().first(where: { $0.id == id }) else { throw DomainError.notFound }
    return user
  }

  public func users(page: Int, pageSize: Int) async throws -> [User] {
    let users = try await allUsers()
    let start = max(page - 1, 0) * pageSize
    guard start < users.count else { return [] }
    return Array(users[start..<min(start + pageSize, users.count)])
  }

  public func users(matching query: String) async throws -> [User] {
    let needle = query.lowercased()
    return try await allUsers().filter { $0.name.lowercased().contains(needle) }
  }

  public func update(_ user: User) async throws -> User {
    guard try await allUsers().contains(where: { $0.id == user.id }) else { throw DomainError.notFound }
    await edits.store(user)
    return user
  }

  public func delete(id: Int) async throws {
    guard try await allUsers().contains(where: { $0.id == id }) else { throw DomainError.notFound }
    await edits.delete(id: id)
  }

  private func allUsers() async throws -> [User] {
    await edits.apply(to: try fixture.records().map(\.user))
  }
}
