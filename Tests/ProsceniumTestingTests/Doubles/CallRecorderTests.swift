import ProsceniumTesting
import Testing

private enum ViewCall: Equatable {
  case showLoading
  case hideLoading
  case show(String)
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct CallRecorderTests {
  @Test func recordsCallsInOrder() throws {
    let recorder = CallRecorder<ViewCall>()
    recorder.record(.showLoading)
    recorder.record(.show("a"))
    recorder.record(.hideLoading)
    recorder.expectCalls([.showLoading, .show("a"), .hideLoading])
    #expect(recorder.count(of: .showLoading) == 1)
  }

  @Test func expectCallsReportsAMissingCall() {
    let recorder = CallRecorder<ViewCall>(label: "SpyView")
    recorder.record(.showLoading)
    withKnownIssue {
      recorder.expectCalls([.showLoading, .hideLoading])
    } matching: { issue in
      issue.comments.contains { comment in
        comment.rawValue.hasPrefix("SpyView expected 2 calls but recorded 1; first difference at index 1:")
          && comment.rawValue.contains("recorded: (nothing)")
      }
    }
  }

  @Test func waitingForCallsResumesWhenTheCountIsReached() async {
    let recorder = CallRecorder<ViewCall>()
    let caller = Task { @MainActor in
      recorder.record(.showLoading)
      await Task.yield()
      recorder.record(.hideLoading)
    }
    await recorder.waitForCalls(count: 2)
    #expect(recorder.calls == [.showLoading, .hideLoading])
    await caller.value
  }

  @Test func resetForgetsCalls() {
    let recorder = CallRecorder<ViewCall>()
    recorder.record(.showLoading)
    recorder.reset()
    #expect(recorder.calls.isEmpty)
  }
}
