import Observation
import Proscenium
import ProsceniumTesting
import Testing

@MainActor
@Observable
private final class Counter {
  var isLoading = false
  var count = 0
}

/// Issue 11, "tests that fail, never hang": every wait has a timeout and a message naming what it waited for.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct NeverHangTests {
  @Test func advancingRunsTheResumedTaskBeforeReturning() async {
    let clock = TestClock()
    let counter = Counter()
    Task { @MainActor in
      try await clock.sleep(for: .seconds(1))
      counter.count += 1
      try await clock.sleep(for: .seconds(1))
      counter.count += 1
    }
    await clock.waitForSleepers()

    await clock.advance(by: .seconds(1))
    #expect(counter.count == 1)
    await clock.advance(by: .seconds(1))
    #expect(counter.count == 2)
  }

  @Test func aTaskThatSleepsAgainWithinTheAdvanceIsResumedToo() async {
    let clock = TestClock()
    let counter = Counter()
    Task { @MainActor in
      for _ in 0..<3 {
        try await clock.sleep(for: .milliseconds(100))
        counter.count += 1
      }
    }
    await clock.waitForSleepers()

    await clock.advance(by: .milliseconds(250))
    #expect(counter.count == 2)
    #expect(clock.now.offset == .milliseconds(250))
    #expect(clock.sleeperDeadlines == [TestClock.Instant(offset: .milliseconds(300))])
    await clock.advance(by: .milliseconds(50))
    #expect(counter.count == 3)
  }

  @Test func advancingRunsADebouncedSearchToItsResult() async {
    let clock = TestClock()
    let api = AsyncDouble<String, [String]>("search") { [$0] }
    let search = SearchModel(debounce: .milliseconds(300), clock: clock) { try await api($0) }

    search.query = "Rome"
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    #expect(search.results == .loaded(["Rome"]))
    api.expectInputs(["Rome"])
  }

  @Test func waitingForSleepersThatNeverComeFailsNamingTheClock() async {
    let clock = TestClock()
    var met = true
    await withKnownIssue {
      met = await clock.waitForSleepers(count: 1, timeout: .milliseconds(10))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("TestClock waited") && $0.rawValue.contains("1 sleeper") }
    }
    #expect(!met)
  }

  @Test func waitingForCallsThatNeverComeFailsNamingTheRecorder() async {
    let calls = CallRecorder<String>(label: "SpyView")
    calls.record("showLoading")
    await withKnownIssue {
      await calls.waitForCalls(count: 2, timeout: .milliseconds(10))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("SpyView waited") && $0.rawValue.contains("showLoading") }
    }
  }

  @Test func waitingForValuesThatNeverComeFailsNamingTheProperty() async {
    let counter = Counter()
    let recorder = ObservationRecorder(counter, \.isLoading)
    await withKnownIssue {
      await recorder.waitForValues(count: 2, timeout: .milliseconds(10))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("ObservationRecorder(isLoading) waited") }
    }
  }

  @Test func waitingForSuspendedCallsThatNeverComeFails() async {
    let stub = Stub<Void, Int>(label: "fetch")
    await withKnownIssue {
      await stub.waitForSuspendedCalls(count: 1, timeout: .milliseconds(10))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("fetch waited") }
    }
  }

  @Test func aWaitThatIsMetReturnsTrueWithoutFailing() async {
    let calls = CallRecorder<Int>()
    Task { @MainActor in calls.record(1) }
    #expect(await calls.waitForCalls(count: 1))
  }

  @Test func theRecorderLabelNamesTheProperty() {
    let counter = Counter()
    let recorder = ObservationRecorder(counter, \.isLoading)
    withKnownIssue {
      recorder.expectValues([true])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("ObservationRecorder(isLoading) expected 1 values") }
    }
  }

  @Test func verificationFailuresAreRecordedAtTheCallersLine() {
    let calls = CallRecorder<Int>()
    let line = #line + 2
    withKnownIssue {
      calls.expectCalls([1])
    } matching: { issue in
      issue.sourceLocation?.line == line
    }
  }

  @Test func aDoubleWithoutABodyFailsAtTheLineThatMadeIt() async {
    let line = #line + 1
    let fetch = AsyncDouble<Int, String>("fetch")
    await withKnownIssue {
      _ = try? await fetch(1)
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.comments.contains { $0.rawValue.contains("fetch was called with 1") }
    }
    #expect(fetch.inputs == [1])
  }

  @Test func testingRoutersDoNotPauseBetweenSteps() async {
    let router = Router<Int>.testing()
    await router.transition(
      to: NavigationState(path: [1, 2], presentations: [NavigationLayer(route: 3, style: .sheet)]))
    #expect(router.state.presentations.map(\.route) == [3])
    #expect(router.path == [1, 2])
  }
}
