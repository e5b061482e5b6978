import Observation
import ProsceniumTesting
import Testing

@MainActor
@Observable
private final class Counter {
  var value = 0
  var label = "zero"
  var isPositive: Bool { value > 0 }

  func bumpTwice() {
    value += 1
    value += 1
  }

  func bumpLater(to newValue: Int) async {
    await Task.yield()
    value = newValue
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ObservationRecorderTests {
  @Test func recordsTheInitialValue() {
    let counter = Counter()
    let recorder = ObservationRecorder(counter, \.value)
    #expect(recorder.values == [0])
  }

  @Test func recordsEveryValueSetInOneSynchronousStretch() {
    let counter = Counter()
    let recorder = ObservationRecorder(counter, \.value)
    counter.bumpTwice()
    counter.value = 7
    #expect(recorder.values == [0, 1, 2, 7])
    #expect(recorder.latest == 7)
  }

  @Test func ignoresChangesOfOtherProperties() {
    let counter = Counter()
    let recorder = ObservationRecorder(counter, \.value)
    counter.label = "one"
    #expect(recorder.values == [0])
  }

  @Test func recordsComputedPropertiesThroughTheirStoredInputs() {
    let counter = Counter()
    let recorder = ObservationRecorder(counter, \.isPositive)
    counter.value = 3
    counter.value = -1
    #expect(recorder.values == [false, true, false])
  }

  @Test func waitingForValuesResumesAfterTheChangeIsApplied() async {
    let counter = Counter()
    let recorder = ObservationRecorder(counter, \.value)
    let task = Task { await counter.bumpLater(to: 5) }
    let value = await recorder.next()
    #expect(value == 5)
    #expect(recorder.values == [0, 5])
    await task.value
  }

  @Test func stoppingKeepsWhatWasRecorded() {
    let counter = Counter()
    let recorder = ObservationRecorder(counter, \.value)
    counter.value = 1
    recorder.stop()
    counter.value = 2
    #expect(recorder.values == [0, 1])
  }

  @Test func expectValuesPassesOnTheExactSequence() throws {
    let counter = Counter()
    let recorder = ObservationRecorder(counter, \.value)
    counter.value = 1
    recorder.expectValues([0, 1])
  }

  @Test func expectValuesNamesTheFirstDifference() {
    let counter = Counter()
    let recorder = ObservationRecorder(counter, \.value, label: "counter.value")
    counter.value = 1
    counter.value = 2
    withKnownIssue {
      recorder.expectValues([0, 3])
    } matching: { issue in
      issue.comments.contains { comment in
        let message = comment.rawValue
        return message.hasPrefix("ObservationRecorder(counter.value) expected 2 values but recorded 3")
          && message.contains("first difference at index 1") && message.contains("expected: 3")
          && message.contains("recorded: 1")
      }
    }
  }
}
