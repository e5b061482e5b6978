/// Lists the community page by page, for the Home feed.
public protocol ListUsersUseCaseProtocol: Sendable {
  func execute(page: Int, pageSize: Int) async throws -> [User]
}

/// The production use case; pages are numbered from 1.
public struct ListUsersUseCase: ListUsersUseCaseProtocol {
  private let repository: any UserRepository

  public init(repository: any UserRepository) {
    self.repository = repository
  }

  public func execute(page: Int, pageSize: Int) async throws -> [User] {
    try await repository.users(page: page, pageSize: pageSize)
  }
}
