import Proscenium
import ProsceniumTesting
import ShowcaseDomain
import ShowcasePresentation
import Testing

@MainActor
struct SearchViewModelTests {
  let searchUsers = StubSearchUsersUseCase()
  let router = Router<AppRoute>(pacer: .immediate)
  let clock = TestClock()

  func makeViewModel() -> SearchViewModel {
    SearchViewModel(searchUsersUseCase: searchUsers, router: router, clock: clock)
  }

  @Test func typingSearchesOnlyAfterTheDebounce() async throws {
    searchUsers.queries.enqueue([.fixture(id: 7)])
    let viewModel = makeViewModel()
    let results = ObservationRecorder(viewModel.search, \.results)

    viewModel.onChangedQuery("Member 7")
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(299))
    #expect(searchUsers.queries.callCount == 0)

    await clock.advance(by: .milliseconds(1))
    await results.waitForValues(count: 3)

    results.expectValues([.idle, .loading, .loaded([.fixture(id: 7)])])
    #expect(searchUsers.queries.inputs == ["Member 7"])
  }

  @Test func submittingSearchesAtOnce() async {
    searchUsers.queries.enqueue([.fixture(id: 7)])
    let viewModel = makeViewModel()

    viewModel.onChangedQuery("Member 7")
    await viewModel.onSubmitted()

    #expect(viewModel.search.results == .loaded([.fixture(id: 7)]))
  }

  @Test func aStaleResponseNeverReplacesANewerOne() async throws {
    searchUsers.queries.enqueueSuspension()
    searchUsers.queries.enqueueSuspension()
    let viewModel = makeViewModel()

    viewModel.onChangedQuery("Mem")
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await searchUsers.queries.waitForSuspendedCalls(count: 1)

    viewModel.onChangedQuery("Member 2")
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await searchUsers.queries.waitForSuspendedCalls(count: 2)

    // The first request answers after "Member 2" was typed: its response must be dropped.
    let results = ObservationRecorder(viewModel.search, \.results)
    searchUsers.queries.resumeSuspendedCall(at: 0, returning: User.fixtures(1...3))
    searchUsers.queries.resumeSuspendedCall(at: 0, returning: [.fixture(id: 2)])
    await results.waitForValues(count: 2)

    results.expectValues([.loading, .loaded([.fixture(id: 2)])])
    #expect(searchUsers.queries.inputs == ["Mem", "Member 2"])
  }

  @Test func tappingAResultPushesTheProfile() {
    let recorder = RouterRecorder(router)
    let viewModel = makeViewModel()

    viewModel.onTappedResult(.fixture(id: 3))

    recorder.expectPaths([[], [.profile(id: 3)]])
  }

  @Test func aQueryShorterThanTwoLettersResetsTheResultsWithoutSearching() async {
    searchUsers.queries.enqueue([.fixture(id: 7)])
    let viewModel = makeViewModel()
    viewModel.onChangedQuery("Member 7")
    await viewModel.onSubmitted()

    viewModel.onChangedQuery("M")

    #expect(viewModel.search.results == .idle)
    #expect(clock.sleeperCount == 0, "no debounce is scheduled for a short query")
    #expect(searchUsers.queries.callCount == 1)
  }
}
