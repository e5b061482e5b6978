import Foundation

/// Saves an edited profile. View models call use cases, never repositories (seed 001).
public protocol UpdateUserProfileUseCaseProtocol: Sendable {
  /// Validates and stores `user`, returning it as stored.
  func execute(_ user: User) async throws -> User
}

/// The production use case, and the home of the rule the edit form must not decide by itself: a profile needs a
/// name and an email address; surrounding spaces are not part of either.
public struct UpdateUserProfileUseCase: UpdateUserProfileUseCaseProtocol {
  private let repository: any UserRepository

  public init(repository: any UserRepository) {
    self.repository = repository
  }

  public func execute(_ user: User) async throws -> User {
    var cleaned = user
    cleaned.name = user.name.trimmingCharacters(in: .whitespaces)
    cleaned.email = user.email.trimmingCharacters(in: .whitespaces)
    guard !cleaned.name.isEmpty, cleaned.email.contains("@") else { throw DomainError.invalidProfile }
    return try await repository.update(cleaned)
  }
}
