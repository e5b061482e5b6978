/// Removes a member from the community, for Home's swipe to delete.
public protocol DeleteUserUseCaseProtocol: Sendable {
  func execute(userID: Int) async throws
}

/// The production use case: a thin rule over the repository today, the place for business rules tomorrow.
public struct DeleteUserUseCase: DeleteUserUseCaseProtocol {
  private let repository: any UserRepository

  public init(repository: any UserRepository) {
    self.repository = repository
  }

  public func execute(userID: Int) async throws {
    try await repository.delete(id: userID)
  }
}
