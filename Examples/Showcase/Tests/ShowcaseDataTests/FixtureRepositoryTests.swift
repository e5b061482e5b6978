import ShowcaseData
import ShowcaseDomain
import Testing

/// The fixture repositories decode the bundled JSON into Domain entities and report failures as Domain errors.
struct FixtureRepositoryTests {
  let users = FixtureUserRepository()

  @Test func usersDecodeFromTheBundledFile() async throws {
    let member = try await users.user(id: 7)

    #expect(member == User(id: 7, name: "Member 7", email: "member7@example.com", bio: "Showcase member number 7."))
  }

  @Test func anUnknownIDIsNotFound() async {
    await #expect(throws: DomainError.notFound) { try await users.user(id: 999) }
  }

  @Test func pagesSliceTheFileAndEndEmpty() async throws {
    let third = try await users.users(page: 3, pageSize: 20)
    let fourth = try await users.users(page: 4, pageSize: 20)

    #expect(third.map(\.id) == [41, 42])
    #expect(fourth.isEmpty)
  }

  @Test func searchMatchesNamesIgnoringCase() async throws {
    let found = try await users.users(matching: "MEMBER 4")

    #expect(found.map(\.id) == [4, 40, 41, 42])
  }

  @Test func anEditIsReadBackAndTheFileIsUntouched() async throws {
    var edited = try await users.user(id: 3)
    edited.name = "Renamed"

    _ = try await users.update(edited)

    #expect(try await users.user(id: 3).name == "Renamed")
    #expect(try await FixtureUserRepository().user(id: 3).name == "Member 3")
  }

  @Test func editingAnUnknownMemberIsNotFound() async {
    await #expect(throws: DomainError.notFound) {
      try await users.update(User(id: 999, name: "Nobody", email: "nobody@example.com"))
    }
  }

  @Test func aDeletedMemberIsGoneFromPagesAndLookups() async throws {
    try await users.delete(id: 2)

    #expect(try await users.users(page: 1, pageSize: 3).map(\.id) == [1, 3, 4])
    await #expect(throws: DomainError.notFound) { try await users.user(id: 2) }
    await #expect(throws: DomainError.notFound) { try await users.delete(id: 2) }
  }

  @Test func articlesMapSnakeCaseKeys() async throws {
    let articles = try await FixtureArticleRepository().latest(refresh: false)

    #expect(articles.count == 45)
    #expect(articles.first?.authorID == 1)
  }

  @Test func articlePagesSliceTheReadingList() async throws {
    let repository = FixtureArticleRepository()

    #expect(try await repository.articles(page: 3, pageSize: 20).map(\.id) == Array(41...45))
    #expect(try await repository.articles(page: 4, pageSize: 20).isEmpty)
  }

  @Test func aMissingFileIsUnavailableNotACrash() async {
    await #expect(throws: DomainError.unavailable) {
      try await FixtureUserRepository(resource: "no-such-file").users(page: 1, pageSize: 20)
    }
  }
}
