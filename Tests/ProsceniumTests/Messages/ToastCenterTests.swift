import Proscenium
import ProsceniumTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ToastCenterTests {
  @Test func toastsAreShownOneAtATimeInOrder() async {
    let clock = TestClock()
    let center = ToastCenter(clock: clock)
    center.show(Toast("Saved", duration: .seconds(2)))
    center.show(Toast("Synced", duration: .seconds(3)))
    #expect(center.current?.message == "Saved")
    #expect(center.pending.map(\.message) == ["Synced"])

    await clock.waitForSleepers()
    await clock.advance(by: .seconds(2))
    await clock.waitForSleepers()
    #expect(center.current?.message == "Synced")
    #expect(center.pending.isEmpty)
    #expect(clock.sleeperDeadlines == [.init(offset: .seconds(5))])
  }

  @Test func aToastStaysForItsWholeDuration() async {
    let clock = TestClock()
    let center = ToastCenter(clock: clock)
    let recorder = ObservationRecorder(center, \.current)
    let toast = center.show(Toast("Saved", duration: .seconds(3)))

    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(2999))
    #expect(center.current == toast)

    await clock.advance(by: .milliseconds(1))
    await recorder.waitForValues(count: 3)
    #expect(center.current == nil)
    #expect(recorder.values == [nil, toast, nil])
  }

  @Test func dismissingShowsTheNextToastAtOnce() async {
    let clock = TestClock()
    let center = ToastCenter(clock: clock)
    center.show(Toast("One"))
    center.show(Toast("Two"))
    await clock.waitForSleepers()

    center.dismiss()
    #expect(center.current?.message == "Two")
    #expect(clock.sleeperCount == 0)
  }

  @Test func dismissingAQueuedToastRemovesOnlyIt() {
    let center = ToastCenter(clock: TestClock())
    let first = center.show(Toast("One"))
    let second = center.show(Toast("Two"))
    center.show(Toast("Three"))

    center.dismiss(id: second.id)
    #expect(center.current == first)
    #expect(center.pending.map(\.message) == ["Three"])
  }

  @Test func dismissAllClearsTheScreenAndTheQueue() async {
    let clock = TestClock()
    let center = ToastCenter(clock: clock)
    center.show(Toast("One"))
    center.show(Toast("Two"))
    await clock.waitForSleepers()

    center.dismissAll()
    #expect(center.current == nil)
    #expect(center.pending.isEmpty)
  }

  @Test func toastsGetDistinctIDs() {
    let center = ToastCenter(clock: TestClock())
    let first = center.show(Toast("Same"))
    let second = center.show(Toast("Same"))
    #expect(first.id != second.id)
  }

  @Test func anErrorToastUsesTheErrorMessageAndStyle() {
    let toast = Toast(error: PresentableError(offline))
    #expect(toast.style == .error)
    #expect(toast.message == PresentableError(offline).message)
  }
}
