/// Loads one user's profile. View models call use cases, never repositories (seed 001).
public protocol GetUserProfileUseCaseProtocol: Sendable {
  func execute(userID: Int) async throws -> User
}

/// The production use case: a thin rule over the repository today, the place for business rules tomorrow.
public struct GetUserProfileUseCase: GetUserProfileUseCaseProtocol {
  private let repository: any UserRepository

  public init(repository: any UserRepository) {
    self.repository = repository
  }

  public func execute(userID: Int) async throws -> User {
    try await repository.user(id: userID)
  }
}
