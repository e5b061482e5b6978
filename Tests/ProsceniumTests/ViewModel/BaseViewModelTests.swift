import Foundation
import Observation
import Proscenium
import ProsceniumTesting
import Testing

@MainActor
@Observable
private final class FeedViewModel: BaseViewModel {
  private(set) var titles: [String] = []
  private let fetch: Stub<Void, [String]>

  init(fetch: Stub<Void, [String]>) {
    self.fetch = fetch
    super.init()
  }

  func load() async {
    await executeTask { self.titles = try await self.fetch.call() }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct BaseViewModelTests {
  @Test func overlappingTasksKeepLoadingUntilTheLastEnds() async throws {
    let stub = Stub<Int, Void>()
    stub.enqueueSuspension()
    stub.enqueueSuspension()
    let model = BaseViewModel()
    let recorder = ObservationRecorder(model, \.isLoading)

    let first = model.launchTask { try await stub.call(1) }
    let second = model.launchTask { try await stub.call(2) }
    await stub.waitForSuspendedCalls(count: 2)
    stub.resumeSuspendedCall(at: 0, returning: ())
    await (stub.inputs.first == 1 ? first : second).value
    #expect(model.isLoading)

    stub.resumeSuspendedCall(returning: ())
    await first.value
    await second.value
    #expect(!model.isLoading)
    recorder.expectValues([false, true, false])
  }

  @Test func aFailureIsPresented() async {
    let model = BaseViewModel()
    await model.executeTask { throw offline }
    #expect(model.error == PresentableError(offline))
    #expect(model.showError)
    #expect(!model.isLoading)
  }

  @Test func aCancellationErrorIsNotShown() async {
    let model = BaseViewModel()
    await model.executeTask { throw CancellationError() }
    #expect(model.error == nil)
    #expect(!model.showError)
  }

  @Test func cancelAllTasksStopsRunningWorkWithoutShowingAnError() async {
    let clock = TestClock()
    let model = BaseViewModel()
    let first = model.launchTask { try await clock.sleep(for: .seconds(10)) }
    let second = model.launchTask { try await clock.sleep(for: .seconds(20)) }
    await clock.waitForSleepers(count: 2)

    model.cancelAllTasks()
    await first.value
    await second.value
    #expect(clock.sleeperCount == 0)
    #expect(model.error == nil)
    #expect(!model.isLoading)
  }

  @Test func aNonCancellationErrorFromACancelledTaskIsNotShown() async {
    let clock = TestClock()
    let model = BaseViewModel()
    let task = model.launchTask {
      do {
        try await clock.sleep(for: .seconds(1))
      } catch {
        throw Boom()
      }
    }
    await clock.waitForSleepers()
    model.cancelAllTasks()
    await task.value
    #expect(model.error == nil)
  }

  @Test func cancellingTheCallerCancelsTheOperation() async {
    let clock = TestClock()
    let model = BaseViewModel()
    let caller = Task { await model.executeTask { try await clock.sleep(for: .seconds(1)) } }
    await clock.waitForSleepers()

    caller.cancel()
    await caller.value
    #expect(clock.sleeperCount == 0)
    #expect(!model.isLoading)
    #expect(model.error == nil)
  }

  @Test func executeTaskReturnsTheResultOrNilOnFailure() async {
    let model = BaseViewModel()
    let value = await model.executeTask { 42 }
    let failed: Int? = await model.executeTask { throw Boom() }
    #expect(value == 42)
    #expect(failed == nil)
    #expect(model.error == .unexpected)
  }

  @Test func startingATaskClearsThePreviousError() async {
    let model = BaseViewModel()
    await model.executeTask { throw Boom() }
    let recorder = ObservationRecorder(model, \.error)
    await model.executeTask {}
    #expect(recorder.values == [.unexpected, nil])
  }

  @Test func settingShowErrorToFalseDismissesTheError() async {
    let model = BaseViewModel()
    await model.executeTask { throw Boom() }
    model.showError = false
    #expect(model.error == nil)
  }

  @Test func retryRunsTheFailedOperationAgain() async throws {
    let stub = Stub<Void, [String]>()
    stub.enqueue(error: offline)
    stub.enqueue(["a", "b"])
    let model = FeedViewModel(fetch: stub)

    await model.load()
    #expect(model.canRetry)
    #expect(model.alert?.offersRetry == true)

    await model.retry()?.value
    #expect(model.titles == ["a", "b"])
    #expect(model.error == nil)
    #expect(stub.callCount == 2)
  }

  @Test func aFinalErrorCannotBeRetried() async {
    let stub = Stub<Void, [String]>()
    stub.enqueue(error: Boom())
    let model = FeedViewModel(fetch: stub)

    await model.load()
    #expect(model.retry() == nil)
    #expect(!model.canRetry)
    #expect(model.alert?.buttons == [.ok])
    #expect(stub.callCount == 1)
  }

  @Test func retryStartsBeforeAnAlertDismissesTheError() async {
    let stub = Stub<Void, [String]>()
    stub.enqueue(error: offline)
    stub.enqueue(["a"])
    let model = FeedViewModel(fetch: stub)
    await model.load()

    let retry = model.retry()
    model.showError = false
    await retry?.value
    #expect(model.titles == ["a"])
  }

  @Test func anErrorCaughtElsewhereCanBePresented() {
    let model = BaseViewModel()
    model.presentError(CancellationError())
    #expect(model.error == nil)
    model.presentError(offline)
    #expect(model.error == PresentableError(offline))
    #expect(!model.canRetry)
  }

  @Test func aSubclassPublishesItsOwnAndInheritedState() async throws {
    let stub = Stub<Void, [String]>()
    stub.enqueueSuspension()
    let model = FeedViewModel(fetch: stub)
    let titles = ObservationRecorder(model, \.titles)
    let loading = ObservationRecorder(model, \.isLoading)

    let load = Task { await model.load() }
    await stub.waitForSuspendedCalls(count: 1)
    stub.resumeSuspendedCall(returning: ["x"])
    await load.value
    titles.expectValues([[], ["x"]])
    loading.expectValues([false, true, false])
  }
}
