import Proscenium
import ProsceniumTesting
import Testing

@MainActor
private func makeSearch(
  _ stub: Stub<String, [String]>,
  clock: TestClock,
  minimumQueryLength: Int = 2
) -> SearchModel<[String]> {
  SearchModel(debounce: .milliseconds(300), minimumQueryLength: minimumQueryLength, clock: clock) {
    try await stub.call($0)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct SearchModelTests {
  @Test func theQueryIsSearchedOnlyAfterTheDebounce() async throws {
    let clock = TestClock()
    let stub = Stub<String, [String]>()
    stub.enqueue(["Paris"])
    let search = makeSearch(stub, clock: clock)
    let results = ObservationRecorder(search, \.results)

    search.query = "Par"
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(299))
    #expect(stub.callCount == 0)
    #expect(search.results == .idle)

    await clock.advance(by: .milliseconds(1))
    await results.waitForValues(count: 3)
    #expect(stub.inputs == ["Par"])
    results.expectValues([.idle, .loading, .loaded(["Paris"])])
  }

  @Test func typingQuicklySearchesOnlyTheLastQuery() async {
    let clock = TestClock()
    let stub = Stub<String, [String]>()
    stub.enqueue(["Paris"])
    let search = makeSearch(stub, clock: clock)
    let results = ObservationRecorder(search, \.results)

    search.query = "Pa"
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(200))
    search.query = "Par"
    #expect(clock.sleeperCount == 0)
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(200))
    #expect(stub.callCount == 0)

    await clock.advance(by: .milliseconds(100))
    await results.waitForValues(count: 3)
    #expect(stub.inputs == ["Par"])
    #expect(search.results == .loaded(["Paris"]))
  }

  @Test func aQueryShorterThanTheMinimumIsNotSearched() async {
    let clock = TestClock()
    let stub = Stub<String, [String]>()
    let search = makeSearch(stub, clock: clock, minimumQueryLength: 3)

    search.query = "  Pa  "
    #expect(clock.sleeperCount == 0)
    #expect(search.results == .idle)
    #expect(stub.callCount == 0)
  }

  @Test func theQueryIsTrimmedBeforeSearching() async {
    let clock = TestClock()
    let stub = Stub<String, [String]>()
    stub.enqueue([])
    let search = makeSearch(stub, clock: clock)

    search.query = "  Rome \n"
    await search.submit()
    #expect(stub.inputs == ["Rome"])
  }

  @Test func anOlderResponseNeverOverwritesANewerOne() async throws {
    let clock = TestClock()
    let stub = Stub<String, [String]>()
    stub.enqueueSuspension()
    stub.enqueueSuspension()
    let finished = CallRecorder<String>()
    let search = SearchModel<[String]>(debounce: .milliseconds(300), minimumQueryLength: 2, clock: clock) { query in
      let found = try await stub.call(query)
      finished.record(query)
      return found
    }
    let results = ObservationRecorder(search, \.results)

    search.query = "Ro"
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await stub.waitForSuspendedCalls(count: 1)

    search.query = "Rom"
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await stub.waitForSuspendedCalls(count: 2)

    stub.resumeSuspendedCall(at: 1, returning: ["Rome"])
    await finished.waitForCalls(count: 1)
    #expect(search.results == .loaded(["Rome"]))

    stub.resumeSuspendedCall(at: 0, returning: ["Rotterdam"])
    await finished.waitForCalls(count: 2)
    #expect(finished.calls == ["Rom", "Ro"])
    results.expectValues([.idle, .loading, .loaded(["Rome"])])
  }

  @Test func clearingTheQueryCancelsThePendingSearch() async {
    let clock = TestClock()
    let stub = Stub<String, [String]>()
    let search = makeSearch(stub, clock: clock)

    search.query = "Berlin"
    await clock.waitForSleepers()
    search.clear()
    #expect(clock.sleeperCount == 0)
    #expect(search.query == "")
    #expect(search.results == .idle)
  }

  @Test func cancellingARunningSearchLeavesNoSpinnerAndDropsItsResponse() async throws {
    let clock = TestClock()
    let stub = Stub<String, [String]>()
    stub.enqueueSuspension()
    let finished = CallRecorder<String>()
    let search = SearchModel<[String]>(debounce: .milliseconds(300), clock: clock) { query in
      let found = try await stub.call(query)
      finished.record(query)
      return found
    }

    search.query = "Quito"
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await stub.waitForSuspendedCalls(count: 1)
    #expect(search.results == .loading)

    search.cancel()
    #expect(search.results == .idle)
    stub.resumeSuspendedCall(returning: ["Quito"])
    await finished.waitForCalls(count: 1)
    #expect(search.results == .idle)
  }

  @Test func shorteningTheQueryBelowTheMinimumResetsTheResults() async {
    let clock = TestClock()
    let stub = Stub<String, [String]>()
    stub.enqueue(["Oslo"])
    let search = makeSearch(stub, clock: clock)

    search.query = "Oslo"
    await search.submit()
    #expect(search.results == .loaded(["Oslo"]))

    search.query = "O"
    #expect(search.results == .idle)
    #expect(clock.sleeperCount == 0)
  }

  @Test func aFailedSearchIsPresented() async {
    let clock = TestClock()
    let stub = Stub<String, [String]>()
    stub.enqueue(error: offline)
    let search = makeSearch(stub, clock: clock)

    search.query = "Lima"
    await search.submit()
    #expect(search.results == .failed(PresentableError(offline)))
  }

  @Test func aCancelledSearchLeavesNoError() async {
    let clock = TestClock()
    let stub = Stub<String, [String]>()
    stub.enqueue(error: CancellationError())
    let search = makeSearch(stub, clock: clock)

    search.query = "Lima"
    await search.submit()
    #expect(search.results == .idle)
  }

  @Test func submittingSkipsTheDebounce() async {
    let clock = TestClock()
    let stub = Stub<String, [String]>()
    stub.enqueue(["Kyiv"])
    let search = makeSearch(stub, clock: clock)

    search.query = "Kyiv"
    await search.submit()
    #expect(search.results == .loaded(["Kyiv"]))
    #expect(clock.now.offset == .zero)
  }
}
