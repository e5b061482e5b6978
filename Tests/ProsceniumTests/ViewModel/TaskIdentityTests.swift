import Foundation
import Observation
import Proscenium
import ProsceniumTesting
import Testing

/// A compose screen whose save closes the sheet only after the post succeeds, as issue 11 describes.
@MainActor
@Observable
private final class ComposeViewModel: BaseViewModel {
  private(set) var dismissals = 0
  private let post: Stub<Void, Int>

  init(post: Stub<Void, Int>) {
    self.post = post
    super.init()
  }

  func save() async {
    let saved = await executeTask(id: "save", retry: { [weak self] in await self?.save() }) {
      try await self.post.call()
    }
    if saved != nil { dismissals += 1 }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct TaskIdentityTests {
  @Test func retryRunsTheWholeActionSoARetriedSaveClosesTheSheet() async {
    let post = Stub<Void, Int>()
    post.enqueue(error: offline)
    post.enqueue(7)
    let model = ComposeViewModel(post: post)

    await model.save()
    #expect(model.dismissals == 0)
    #expect(model.canRetry)

    await model.retry()?.value
    #expect(model.dismissals == 1)
    #expect(post.callCount == 2)
    #expect(model.error == nil)
  }

  @Test func aValueTaskWithoutARetryActionOffersNoRetry() async {
    let model = BaseViewModel()
    let value: Int? = await model.executeTask { throw offline }
    #expect(value == nil)
    #expect(model.error == PresentableError(offline))
    #expect(!model.canRetry)
    #expect(model.retry() == nil)
    #expect(model.alert?.offersRetry == false)
  }

  @Test func retryCountsAsLoadingAsSoonAsItIsCalled() async {
    let post = Stub<Void, Int>()
    post.enqueue(error: offline)
    post.enqueue(1)
    let model = ComposeViewModel(post: post)
    await model.save()

    let retry = model.retry()
    #expect(model.isLoading)
    await retry?.value
    #expect(!model.isLoading)
  }

  @Test func startingATaskWithTheSameIdentityCancelsTheOneInFlight() async {
    let search = Stub<String, [String]>()
    search.enqueueSuspension()
    search.enqueue(["new"])
    let model = BaseViewModel()

    let first = Task { await model.executeTask(id: "search") { try await search.call("old") } }
    await search.waitForSuspendedCalls(count: 1)
    let second = await model.executeTask(id: "search") { try await search.call("new") }
    search.resumeSuspendedCall(returning: ["old"])
    let firstResult = await first.value

    #expect(second == ["new"])
    #expect(firstResult == nil)
    #expect(model.error == nil)
    #expect(!model.isLoading)
  }

  @Test func tasksWithoutCancelInFlightRunSideBySide() async {
    let fetch = Stub<Int, Int>()
    fetch.enqueueSuspension()
    fetch.enqueue(2)
    let model = BaseViewModel()

    let first = Task { await model.executeTask(id: "row", cancelInFlight: false) { try await fetch.call(1) } }
    await fetch.waitForSuspendedCalls(count: 1)
    let second = await model.executeTask(id: "row", cancelInFlight: false) { try await fetch.call(2) }
    fetch.resumeSuspendedCall(returning: 1)
    #expect(await first.value == 1)
    #expect(second == 2)
  }

  @Test func loadingIsTrackedPerIdentity() async {
    let stub = Stub<Void, Int>()
    stub.enqueueSuspension()
    let model = BaseViewModel()

    let load = Task { await model.executeTask(id: "refresh") { try await stub.call() } }
    await stub.waitForSuspendedCalls(count: 1)
    #expect(model.isLoading("refresh"))
    #expect(!model.isLoading("more"))
    #expect(model.isLoading)

    stub.resumeSuspendedCall(returning: 1)
    _ = await load.value
    #expect(!model.isLoading("refresh"))
  }

  @Test func startingAnotherTaskKeepsTheErrorOfTheTaskThatFailed() async {
    let model = BaseViewModel()
    await model.executeTask(id: "save") { throw offline }
    #expect(model.error == PresentableError(offline))

    await model.executeTask(id: "refresh") {}
    #expect(model.error == PresentableError(offline))
    await model.executeTask {}
    #expect(model.error == PresentableError(offline))

    await model.executeTask(id: "save") {}
    #expect(model.error == nil)
  }

  @Test func cancellingOneIdentityLeavesTheOthersRunning() async {
    let clock = TestClock()
    let model = BaseViewModel()
    let a = model.launchTask(id: "a") { try await clock.sleep(for: .seconds(1)) }
    let b = model.launchTask(id: "b") { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers(count: 2)

    model.cancelTasks(id: "a")
    await a.value
    #expect(model.isLoading("b"))
    #expect(!model.isLoading("a"))
    b.cancel()
    await b.value
  }

  @Test func deallocatingTheViewModelCancelsItsTasks() async {
    let clock = TestClock()
    var model: BaseViewModel? = BaseViewModel()
    weak let released = model
    let task = model?.launchTask { try await clock.sleep(for: .seconds(60)) }
    await clock.waitForSleepers()

    model = nil
    #expect(released == nil)
    await task?.value
    #expect(clock.sleeperCount == 0)
  }

  @Test func anErrorPresentedWithARetryActionOffersRetry() async {
    let model = BaseViewModel()
    var retried = 0
    model.presentError(offline) { retried += 1 }
    #expect(model.canRetry)
    #expect(model.alert?.offersRetry == true)

    await model.retry()?.value
    #expect(retried == 1)
    #expect(model.error == nil)
  }

  @Test func aPreviewSetsTheStateDirectlyAndTasksTakeOver() async {
    let post = Stub<Void, Int>()
    post.enqueue(error: offline)
    let model = ComposeViewModel(post: post)
    await model.save()
    #expect(model.canRetry)

    model.error = PresentableError(title: "Preview", message: "A state set by hand", isRetryable: true)
    model.isLoading = true
    #expect(model.showError)
    #expect(!model.canRetry)

    await model.executeTask {}
    #expect(!model.isLoading)
  }

  @Test func thePresentableErrorKeepsTheDomainError() async {
    enum CheckoutError: Error { case soldOut }
    let model = BaseViewModel()
    await model.executeTask { throw CheckoutError.soldOut }
    #expect(model.error?.underlying as? CheckoutError == .soldOut)
  }
}
