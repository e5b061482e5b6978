import Foundation
import Proscenium
import ProsceniumTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RetryPolicyTests {
  private let policy = RetryPolicy(maxAttempts: 3, initialDelay: .seconds(1), multiplier: 2, jitter: 0)

  @Test func retryableFailuresAreRetriedWithExponentialBackoff() async throws {
    let clock = TestClock()
    let stub = Stub<Void, String>()
    stub.enqueue(error: offline)
    stub.enqueue(error: URLError(.timedOut))
    stub.enqueue("feed")
    let policy = policy
    let run = Task { try await policy.run(clock: clock) { try await stub.call() } }

    await clock.waitForSleepers()
    #expect(clock.sleeperDeadlines == [.init(offset: .seconds(1))])
    await clock.advance(by: .seconds(1))
    await clock.waitForSleepers()
    #expect(clock.sleeperDeadlines == [.init(offset: .seconds(3))])
    await clock.advance(by: .seconds(2))

    #expect(try await run.value == "feed")
    #expect(stub.callCount == 3)
  }

  @Test func exhaustingTheAttemptsThrowsTheLastError() async throws {
    let clock = TestClock()
    let stub = Stub<Void, String>()
    stub.enqueue(error: offline)
    stub.enqueue(error: offline)
    stub.enqueue(error: URLError(.timedOut))
    let policy = policy
    let run = Task { try await policy.run(clock: clock) { try await stub.call() } }

    await clock.waitForSleepers()
    await clock.advance(by: .seconds(1))
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(2))

    await #expect(throws: URLError(.timedOut)) { try await run.value }
    #expect(stub.callCount == 3)
    #expect(clock.sleeperCount == 0)
  }

  @Test func aNonRetryableErrorIsThrownAtOnce() async {
    let clock = TestClock()
    let stub = Stub<Void, String>()
    stub.enqueue(error: Boom())

    await #expect(throws: Boom.self) { try await policy.run(clock: clock) { try await stub.call() } }
    #expect(stub.callCount == 1)
    #expect(clock.now.offset == .zero)
  }

  @Test func aCancellationIsNeverRetried() async {
    let stub = Stub<Void, String>()
    stub.enqueue(error: CancellationError())
    await #expect(throws: CancellationError.self) {
      try await policy.run(clock: TestClock()) { try await stub.call() }
    }
    #expect(stub.callCount == 1)
  }

  @Test func cancellingTheCallerStopsTheBackoff() async {
    let clock = TestClock()
    let stub = Stub<Void, String>()
    stub.enqueue(error: offline)
    let policy = policy
    let run = Task { try await policy.run(clock: clock) { try await stub.call() } }
    await clock.waitForSleepers()

    run.cancel()
    await #expect(throws: CancellationError.self) { try await run.value }
    #expect(stub.callCount == 1)
  }

  @Test func aCustomDecisionChoosesWhatIsRetried() async throws {
    let stub = Stub<Void, Int>()
    stub.enqueue(error: Boom())
    stub.enqueue(7)
    let clock = TestClock()
    let policy = RetryPolicy(maxAttempts: 2, initialDelay: .seconds(1), jitter: 0) { $0 is Boom }
    let run = Task { try await policy.run(clock: clock) { try await stub.call() } }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(1))
    #expect(try await run.value == 7)
  }

  @Test func delaysGrowUpToTheMaximum() {
    let policy = RetryPolicy(initialDelay: .seconds(1), multiplier: 3, maximumDelay: .seconds(10), jitter: 0)
    #expect(policy.baseDelay(afterAttempt: 1) == .seconds(1))
    #expect(policy.baseDelay(afterAttempt: 2) == .seconds(3))
    #expect(policy.baseDelay(afterAttempt: 3) == .seconds(9))
    #expect(policy.baseDelay(afterAttempt: 4) == .seconds(10))
    #expect(policy.baseDelay(afterAttempt: 500) == .seconds(10))
  }

  @Test func jitterShortensTheDelayWithinItsFraction() {
    let policy = RetryPolicy(initialDelay: .seconds(10), jitter: 0.5)
    var low = ConstantRandomNumberGenerator(value: 0)
    var high = ConstantRandomNumberGenerator(value: .max)
    #expect(policy.delay(afterAttempt: 1, using: &low) == .seconds(10))
    let shortest = policy.delay(afterAttempt: 1, using: &high)
    #expect(shortest >= .seconds(5) && shortest < .milliseconds(5001))
  }

  @Test func jitterIsDeterministicForASeed() {
    let policy = RetryPolicy(initialDelay: .seconds(1), jitter: 1)
    var first = SeededRandomNumberGenerator(seed: 3)
    var second = SeededRandomNumberGenerator(seed: 3)
    let a = (1...4).map { policy.delay(afterAttempt: $0, using: &first) }
    let b = (1...4).map { policy.delay(afterAttempt: $0, using: &second) }
    #expect(a == b)
    for (attempt, delay) in zip(1...4, a) {
      #expect(delay >= .zero && delay <= policy.baseDelay(afterAttempt: attempt))
    }
    #expect(zip(1...4, a).contains { $1 != policy.baseDelay(afterAttempt: $0) })
  }
}
