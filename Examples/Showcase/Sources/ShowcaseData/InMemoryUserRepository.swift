import ShowcaseDomain

/// A fake user store so the showcase runs without a server; it implements Domain's protocol (seed 002).
public struct InMemoryUserRepository: UserRepository {
  private let users: [User]

  public init(users: [User] = InMemoryUserRepository.sampleUsers) {
    self.users = users
  }

  public func user(id: Int) async throws -> User {
    guard let user = users.first(where: { $0.id == id }) else { throw DomainError.notFound }
    return user
  }

  public func users(page: Int, pageSize: Int) async throws -> [User] {
    let start = max(page - 1, 0) * pageSize
    guard start < users.count else { return [] }
    return Array(users[start..<min(start + pageSize, users.count)])
  }

  public func users(matching query: String) async throws -> [User] {
    let needle = query.lowercased()
    return users.filter { $0.name.lowercased().contains(needle) }
  }

  /// Forty-two made-up members: enough for a few pages.
  public static let sampleUsers: [User] = (1...42).map { id in
    User(id: id, name: "Member \(id)", email: "member\(id)@example.com", bio: "Showcase member number \(id).")
  }
}
