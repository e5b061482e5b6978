import ProsceniumTesting
import Testing

private struct Boom: Error, Equatable {}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct StubTests {
  @Test func returnsQueuedResponsesInOrderAndRecordsInputs() async throws {
    let stub = Stub<Int, String>()
    stub.enqueue("one")
    stub.enqueue(error: Boom())
    #expect(try await stub.call(1) == "one")
    await #expect(throws: Boom.self) { try await stub.call(2) }
    #expect(stub.inputs == [1, 2])
    #expect(stub.responses.isEmpty)
  }

  @Test func anUnscriptedCallFailsWithAPreciseMessage() async {
    let stub = Stub<Int, String>(label: "repository.latest")
    let message = "repository.latest received call #1 with 42 but no response was queued"
    await withKnownIssue {
      do {
        _ = try await stub.call(42)
        Issue.record("expected a verification failure")
      } catch {
        #expect((error as? VerificationFailure)?.message == message)
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue == message }
    }
  }

  @Test func theFallbackAnswersUnscriptedCalls() async throws {
    let stub = Stub<Void, Int>(fallback: 9)
    #expect(try await stub.call() == 9)
  }

  @Test func suspendedCallsCompleteWhenAndHowTheTestDecides() async throws {
    let stub = Stub<String, String>()
    stub.enqueueSuspension()
    stub.enqueueSuspension()
    let older = Task { try await stub.call("older") }
    let newer = Task { try await stub.call("newer") }
    await stub.waitForSuspendedCalls(count: 2)

    let olderIndex = stub.inputs.firstIndex(of: "older") ?? -1
    stub.resumeSuspendedCall(at: 1 - olderIndex, returning: "newer done")
    #expect(try await newer.value == "newer done")
    stub.resumeSuspendedCall(throwing: Boom())
    await #expect(throws: Boom.self) { try await older.value }
    #expect(stub.suspendedCallCount == 0)
  }

  @Test func resumingWhenNothingWaitsFails() {
    let stub = Stub<Int, Int>(label: "fetch")
    var resumed = true
    withKnownIssue {
      resumed = stub.resumeSuspendedCall(returning: 1)
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "fetch has 0 suspended call(s); there is none at index 0 to resume" }
    }
    #expect(!resumed)
  }
}
