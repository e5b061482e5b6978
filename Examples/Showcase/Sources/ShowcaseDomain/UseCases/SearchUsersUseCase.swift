/// Finds users by name, for the Search tab.
public protocol SearchUsersUseCaseProtocol: Sendable {
  func execute(query: String) async throws -> [User]
}

/// The production use case. The business rule "results are sorted by name" lives here, not in a view model.
public struct SearchUsersUseCase: SearchUsersUseCaseProtocol {
  private let repository: any UserRepository

  public init(repository: any UserRepository) {
    self.repository = repository
  }

  public func execute(query: String) async throws -> [User] {
    try await repository.users(matching: query).sorted { $0.name < $1.name }
  }
}
