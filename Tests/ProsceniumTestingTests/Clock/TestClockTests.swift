import ProsceniumTesting
import Testing

@Suite(.timeLimit(.minutes(1))) struct TestClockTests {
  @Test func sleeperResumesOnlyWhenTimeReachesItsDeadline() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers()

    await clock.advance(by: .milliseconds(999))
    #expect(clock.sleeperCount == 1)

    await clock.advance(by: .milliseconds(1))
    #expect(clock.sleeperCount == 0)
    try await sleeper.value
    #expect(clock.now == TestClock.Instant(offset: .seconds(1)))
  }

  @Test func advancingPastSeveralDeadlinesResumesEverySleeperDue() async throws {
    let clock = TestClock()
    let short = Task { try await clock.sleep(for: .seconds(1)) }
    let long = Task { try await clock.sleep(for: .seconds(5)) }
    await clock.waitForSleepers(count: 2)
    #expect(clock.sleeperDeadlines == [.init(offset: .seconds(1)), .init(offset: .seconds(5))])

    await clock.advance(by: .seconds(2))
    try await short.value
    #expect(clock.sleeperDeadlines == [.init(offset: .seconds(5))])

    await clock.run()
    try await long.value
    #expect(clock.now.offset == .seconds(5))
  }

  @Test func sleepingUntilAPassedDeadlineReturnsAtOnce() async throws {
    let clock = TestClock()
    await clock.advance(by: .seconds(10))
    try await clock.sleep(until: .init(offset: .seconds(3)))
    #expect(clock.sleeperCount == 0)
  }

  @Test func cancellingASleeperThrowsCancellationAndRemovesIt() async {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers()

    sleeper.cancel()
    let result = await sleeper.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
  }

  @Test func aTaskCancelledBeforeSleepingThrowsWithoutWaiting() async {
    let clock = TestClock()
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    let result = await sleeper.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
  }

  @Test func advancingToAnEarlierInstantLeavesTimeUnchanged() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(2))
    await clock.advance(to: .init(offset: .seconds(1)))
    await clock.advance(by: .seconds(-5))
    #expect(clock.now.offset == .seconds(2))
  }

  @Test func waitingForSleepersResumesOnlyOnceEnoughTasksSleep() async throws {
    let clock = TestClock()
    let first = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers(count: 1)
    let second = Task { try await clock.sleep(for: .seconds(2)) }
    await clock.waitForSleepers(count: 2)
    #expect(clock.sleeperCount == 2)
    await clock.run()
    try await first.value
    try await second.value
  }

  @Test func manyConcurrentSleepersAllResume() async throws {
    let clock = TestClock()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 1...100 {
        group.addTask { try await clock.sleep(for: .milliseconds(index)) }
      }
      await clock.waitForSleepers(count: 100)
      #expect(clock.sleeperDeadlines.count == 100)
      await clock.advance(by: .milliseconds(50))
      #expect(clock.sleeperCount == 50)
      await clock.run()
      try await group.waitForAll()
    }
    #expect(clock.sleeperCount == 0)
    #expect(clock.now.offset == .milliseconds(100))
  }

  @Test func instantsMeasureDurationsBetweenThem() {
    let start = TestClock.Instant()
    let later = start.advanced(by: .milliseconds(1500))
    #expect(start.duration(to: later) == .milliseconds(1500))
    #expect(start < later)
  }
}
