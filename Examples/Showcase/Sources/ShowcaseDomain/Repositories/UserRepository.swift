/// Where users come from. Domain owns the protocol; the Data layer implements it (seed 002).
public protocol UserRepository: Sendable {
  func user(id: Int) async throws -> User
  func users(page: Int, pageSize: Int) async throws -> [User]
  func users(matching query: String) async throws -> [User]
  /// Stores an edited user and returns it as stored.
  func update(_ user: User) async throws -> User
  /// Removes a member; deleting one that does not exist is `DomainError.notFound`.
  func delete(id: Int) async throws
}
