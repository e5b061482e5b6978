import ProsceniumTesting
import ShowcaseDomain

// Scripted Domain dependencies: each wraps a `Stub`, so a test queues answers (values, errors or suspensions it
// resumes later) and reads the inputs back. No network, no sleeping.

/// Records the page numbers asked for.
final class StubListUsersUseCase: ListUsersUseCaseProtocol {
  let pages: Stub<Int, [User]>

  @MainActor
  init() {
    pages = Stub(label: "ListUsersUseCase.execute")
  }

  func execute(page: Int, pageSize: Int) async throws -> [User] {
    try await pages.call(page)
  }
}

/// Records the user ids asked for.
final class StubGetUserProfileUseCase: GetUserProfileUseCaseProtocol {
  let profiles: Stub<Int, User>

  @MainActor
  init() {
    profiles = Stub(label: "GetUserProfileUseCase.execute")
  }

  func execute(userID: Int) async throws -> User {
    try await profiles.call(userID)
  }
}

/// Records the queries searched.
final class StubSearchUsersUseCase: SearchUsersUseCaseProtocol {
  let queries: Stub<String, [User]>

  @MainActor
  init() {
    queries = Stub(label: "SearchUsersUseCase.execute")
  }

  func execute(query: String) async throws -> [User] {
    try await queries.call(query)
  }
}

/// Records the `refresh` flag of each request (seed 004's stub repository).
final class StubArticleRepository: ArticleRepository {
  let latest: Stub<Bool, [Article]>
  let pages: Stub<Int, [Article]>

  @MainActor
  init() {
    latest = Stub(label: "ArticleRepository.latest")
    pages = Stub(label: "ArticleRepository.articles")
  }

  func latest(refresh: Bool) async throws -> [Article] {
    try await latest.call(refresh)
  }

  func articles(page: Int, pageSize: Int) async throws -> [Article] {
    try await pages.call(page)
  }
}

/// Records the page numbers of the reading list asked for.
final class StubListArticlesUseCase: ListArticlesUseCaseProtocol {
  let pages: Stub<Int, [Article]>

  @MainActor
  init() {
    pages = Stub(label: "ListArticlesUseCase.execute")
  }

  func execute(page: Int, pageSize: Int) async throws -> [Article] {
    try await pages.call(page)
  }
}

/// Records the preferences saved; loads come from their own stub.
final class StubNotificationPreferencesUseCase: NotificationPreferencesUseCaseProtocol {
  let loads: Stub<Void, NotificationPreferences>
  let saves: Stub<NotificationPreferences, NotificationPreferences>

  @MainActor
  init() {
    loads = Stub(label: "NotificationPreferencesUseCase.load")
    saves = Stub(label: "NotificationPreferencesUseCase.save")
  }

  func load() async throws -> NotificationPreferences {
    try await loads.call()
  }

  func save(_ preferences: NotificationPreferences) async throws -> NotificationPreferences {
    try await saves.call(preferences)
  }
}

/// Records the profiles saved.
final class StubUpdateUserProfileUseCase: UpdateUserProfileUseCaseProtocol {
  let saves: Stub<User, User>

  @MainActor
  init() {
    saves = Stub(label: "UpdateUserProfileUseCase.execute")
  }

  func execute(_ user: User) async throws -> User {
    try await saves.call(user)
  }
}

/// Records the member ids deleted.
final class StubDeleteUserUseCase: DeleteUserUseCaseProtocol {
  let deletions: Stub<Int, Void>

  @MainActor
  init() {
    deletions = Stub(label: "DeleteUserUseCase.execute")
  }

  func execute(userID: Int) async throws {
    try await deletions.call(userID)
  }
}
