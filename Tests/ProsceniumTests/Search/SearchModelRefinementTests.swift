import Proscenium
import ProsceniumTesting
import Testing

/// Issue 11, item 7: trimming, the empty query, and old results kept while new ones load.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SearchModelRefinementTests {
  @Test func aTrailingSpaceSendsNoNewRequest() async {
    let clock = TestClock()
    let api = Stub<String, [String]>()
    api.enqueue(["Paris"])
    let search = SearchModel(debounce: .milliseconds(300), clock: clock) { try await api.call($0) }

    search.query = "Par"
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    #expect(search.results == .loaded(["Paris"]))

    search.query = "Par "
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(1))
    #expect(api.inputs == ["Par"])
    #expect(search.results == .loaded(["Paris"]))
  }

  @Test func withNoMinimumTheEmptyQueryShowsEverything() async {
    let clock = TestClock()
    let api = Stub<String, [String]>()
    api.enqueue(["Paris"])
    api.enqueue(["Paris", "Rome"])
    let search = SearchModel(debounce: .milliseconds(300), minimumQueryLength: 0, clock: clock) {
      try await api.call($0)
    }

    search.query = "P"
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    search.query = ""
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    #expect(api.inputs == ["P", ""])
    #expect(search.results == .loaded(["Paris", "Rome"]))
  }

  @Test func theOldResultsStayWhileTheNewOnesLoad() async {
    let clock = TestClock()
    let api = Stub<String, [String]>()
    api.enqueue(["Paris"])
    api.enqueueSuspension()
    let search = SearchModel(debounce: .milliseconds(300), clock: clock) { try await api.call($0) }
    let results = ObservationRecorder(search, \.results)

    search.query = "Pa"
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    search.query = "Par"
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await api.waitForSuspendedCalls(count: 1)
    #expect(search.isSearching)
    #expect(search.results == .loaded(["Paris"]))

    api.resumeSuspendedCall(returning: ["Paris", "Parma"])
    await results.waitForValues(count: 4)
    #expect(!search.isSearching)
    results.expectValues([.idle, .loading, .loaded(["Paris"]), .loaded(["Paris", "Parma"])])
  }
}
