import Proscenium
import ProsceniumTesting
import Testing

private struct PageQuery: Equatable {
  var page: Int
  var size: Int
}

@MainActor
private func numberedPaginator(
  _ stub: Stub<PageQuery, [Article]>,
  pageSize: Int = 3,
  prefetchThreshold: Int = 1,
  minimumItemCount: Int = 0
) -> Paginator<Article> {
  Paginator(pageSize: pageSize, prefetchThreshold: prefetchThreshold, minimumItemCount: minimumItemCount) {
    try await stub.call(PageQuery(page: $0, size: $1))
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct PaginatorTests {
  @Test func theFirstPageLoadsByNumber() async {
    let stub = Stub<PageQuery, [Article]>()
    stub.enqueue(articles(1...3))
    let paginator = numberedPaginator(stub)
    let states = ObservationRecorder(paginator, \.state)

    await paginator.loadFirstPage()
    #expect(paginator.items == articles(1...3))
    #expect(paginator.hasMore)
    #expect(stub.inputs == [PageQuery(page: 1, size: 3)])
    #expect(states.values == [.idle, .loading(.firstPage), .loaded])
  }

  @Test func nextPagesAppendUntilAShortPageEndsTheList() async {
    let stub = Stub<PageQuery, [Article]>()
    stub.enqueue(articles(1...3))
    stub.enqueue(articles(4...5))
    let paginator = numberedPaginator(stub)

    await paginator.loadFirstPage()
    await paginator.loadNextPage()
    #expect(paginator.items == articles(1...5))
    #expect(!paginator.hasMore)

    await paginator.loadNextPage()
    #expect(stub.inputs.map(\.page) == [1, 2])
  }

  @Test func duplicateIDsAreDropped() async {
    let stub = Stub<PageQuery, [Article]>()
    stub.enqueue([Article(1), Article(2), Article(2)])
    stub.enqueue([Article(2, "moved"), Article(3), Article(4)])
    let paginator = numberedPaginator(stub)

    await paginator.loadFirstPage()
    await paginator.loadNextPage()
    #expect(paginator.items.map(\.id) == [1, 2, 3, 4])
    #expect(paginator.items[1].title == "Article 2")
  }

  @Test func atMostOneRequestIsInFlight() async throws {
    let stub = Stub<PageQuery, [Article]>()
    stub.enqueue(articles(1...3))
    stub.enqueueSuspension()
    let paginator = numberedPaginator(stub)
    await paginator.loadFirstPage()

    let first = Task { await paginator.loadNextPage() }
    let second = Task { await paginator.loadNextPage() }
    await stub.waitForSuspendedCalls(count: 1)
    await paginator.loadNextPageIfNeeded(currentItem: Article(3))
    #expect(paginator.state == .loading(.nextPage))

    stub.resumeSuspendedCall(returning: articles(4...6))
    await first.value
    await second.value
    #expect(stub.callCount == 2)
    #expect(paginator.items == articles(1...6))
  }

  @Test func anErrorOnALaterPageKeepsTheItemsAndCanBeRetried() async {
    let stub = Stub<PageQuery, [Article]>()
    stub.enqueue(articles(1...3))
    stub.enqueue(error: offline)
    stub.enqueue(articles(4...6))
    let paginator = numberedPaginator(stub)

    await paginator.loadFirstPage()
    await paginator.loadNextPage()
    #expect(paginator.items == articles(1...3))
    #expect(paginator.state == .failed(PresentableError(offline), .nextPage))
    #expect(paginator.state.error?.isRetryable == true)

    await paginator.retry()
    #expect(paginator.items == articles(1...6))
    #expect(paginator.state == .loaded)
    #expect(stub.inputs.map(\.page) == [1, 2, 2])
  }

  @Test func scrollingDoesNotRetryAFailedPage() async {
    let stub = Stub<PageQuery, [Article]>()
    stub.enqueue(articles(1...3))
    stub.enqueue(error: offline)
    let paginator = numberedPaginator(stub)
    await paginator.loadFirstPage()
    await paginator.loadNextPage()

    await paginator.loadNextPageIfNeeded(currentItem: Article(3))
    #expect(stub.callCount == 2)
  }

  @Test func aFailedFirstPageIsRetriedByLoadingItAgain() async {
    let stub = Stub<PageQuery, [Article]>()
    stub.enqueue(error: Boom())
    stub.enqueue(articles(1...3))
    let paginator = numberedPaginator(stub)

    await paginator.loadFirstPage()
    #expect(paginator.state == .failed(.unexpected, .firstPage))
    #expect(paginator.items.isEmpty)

    await paginator.loadFirstPage()
    #expect(paginator.items == articles(1...3))
  }

  @Test func prefetchStartsOnlyNearTheEnd() async {
    let stub = Stub<PageQuery, [Article]>()
    stub.enqueue(articles(1...10))
    stub.enqueue(articles(11...20))
    let paginator = numberedPaginator(stub, pageSize: 10, prefetchThreshold: 3)
    await paginator.loadFirstPage()

    await paginator.loadNextPageIfNeeded(currentItem: Article(7))
    #expect(stub.callCount == 1)
    await paginator.loadNextPageIfNeeded(currentItem: Article(8))
    #expect(stub.callCount == 2)
    #expect(paginator.items.count == 20)
  }

  @Test func anUnknownItemTriggersNoPrefetch() async {
    let stub = Stub<PageQuery, [Article]>()
    stub.enqueue(articles(1...3))
    let paginator = numberedPaginator(stub)
    await paginator.loadFirstPage()
    await paginator.loadNextPageIfNeeded(currentItem: Article(99))
    #expect(stub.callCount == 1)
  }

  @Test func refreshReplacesTheItemsAndDropsTheStalePageInFlight() async throws {
    let stub = Stub<PageQuery, [Article]>()
    stub.enqueue(articles(1...3))
    stub.enqueueSuspension()
    stub.enqueueSuspension()
    let paginator = numberedPaginator(stub)
    await paginator.loadFirstPage()

    let nextPage = Task { await paginator.loadNextPage() }
    await stub.waitForSuspendedCalls(count: 1)
    let refresh = Task { await paginator.refresh() }
    await stub.waitForSuspendedCalls(count: 2)
    #expect(paginator.state == .loading(.refresh))
    #expect(paginator.items == articles(1...3))

    stub.resumeSuspendedCall(at: 1, returning: [Article(10), Article(11), Article(12)])
    await refresh.value
    stub.resumeSuspendedCall(returning: articles(4...6))
    await nextPage.value

    #expect(paginator.items.map(\.id) == [10, 11, 12])
    #expect(paginator.state == .loaded)
    #expect(stub.inputs.map(\.page) == [1, 2, 1])
  }

  @Test func aFailedRefreshKeepsTheItems() async {
    let stub = Stub<PageQuery, [Article]>()
    stub.enqueue(articles(1...3))
    stub.enqueue(error: offline)
    let paginator = numberedPaginator(stub)
    await paginator.loadFirstPage()

    await paginator.refresh()
    #expect(paginator.items == articles(1...3))
    #expect(paginator.state == .failed(PresentableError(offline), .refresh))
  }

  @Test func refreshResetsTheLastPage() async {
    let stub = Stub<PageQuery, [Article]>()
    stub.enqueue(articles(1...2))
    stub.enqueue(articles(1...3))
    let paginator = numberedPaginator(stub)
    await paginator.loadFirstPage()
    #expect(!paginator.hasMore)

    await paginator.refresh()
    #expect(paginator.hasMore)
    #expect(paginator.items == articles(1...3))
  }

  @Test func cursorsAreFollowedUntilTheLastPage() async {
    let stub = Stub<String?, Page<Article>>()
    stub.enqueue(Page(items: articles(1...2), nextCursor: "c2"))
    stub.enqueue(Page(items: articles(3...4), nextCursor: nil))
    let paginator = Paginator<Article> { try await stub.call($0) }

    await paginator.loadFirstPage()
    await paginator.loadNextPage()
    #expect(stub.inputs == [nil, "c2"])
    #expect(paginator.items == articles(1...4))
    #expect(!paginator.hasMore)
  }

  @Test func aShortFirstPageKeepsLoadingUntilTheMinimumIsReached() async {
    let stub = Stub<String?, Page<Article>>()
    stub.enqueue(Page(items: articles(1...2), nextCursor: "c2"))
    stub.enqueue(Page(items: articles(3...4), nextCursor: "c3"))
    stub.enqueue(Page(items: articles(5...6), nextCursor: "c4"))
    let paginator = Paginator<Article>(minimumItemCount: 5) { try await stub.call($0) }
    let states = ObservationRecorder(paginator, \.state)

    await paginator.loadFirstPage()
    #expect(paginator.items == articles(1...6))
    #expect(stub.inputs == [nil, "c2", "c3"])
    #expect(states.values == [.idle, .loading(.firstPage), .loading(.nextPage), .loaded])
  }

  @Test func fillingStopsWhenAPageBringsNothingNew() async {
    let stub = Stub<String?, Page<Article>>()
    stub.enqueue(Page(items: articles(1...2), nextCursor: "c2"))
    stub.enqueue(Page(items: articles(1...2), nextCursor: "c3"))
    let paginator = Paginator<Article>(minimumItemCount: 10) { try await stub.call($0) }

    await paginator.loadFirstPage()
    #expect(stub.callCount == 2)
    #expect(paginator.state == .loaded)
    #expect(paginator.hasMore)
  }

  @Test func cancelStopsTheRequestAndKeepsTheItems() async throws {
    let stub = Stub<PageQuery, [Article]>()
    stub.enqueue(articles(1...3))
    stub.enqueueSuspension()
    let paginator = numberedPaginator(stub)
    await paginator.loadFirstPage()

    let nextPage = Task { await paginator.loadNextPage() }
    await stub.waitForSuspendedCalls(count: 1)
    paginator.cancel()
    #expect(paginator.state == .loaded)

    stub.resumeSuspendedCall(returning: articles(4...6))
    await nextPage.value
    #expect(paginator.items == articles(1...3))
    #expect(paginator.state == .loaded)
  }

  @Test func askingForTheNextPageFirstLoadsTheFirstPage() async {
    let stub = Stub<PageQuery, [Article]>()
    stub.enqueue(articles(1...3))
    let paginator = numberedPaginator(stub)

    await paginator.loadNextPage()
    #expect(stub.inputs == [PageQuery(page: 1, size: 3)])
    #expect(paginator.items == articles(1...3))
  }

  @Test func loadingTheFirstPageTwiceFetchesItOnce() async {
    let stub = Stub<PageQuery, [Article]>()
    stub.enqueue(articles(1...3))
    let paginator = numberedPaginator(stub)

    await paginator.loadFirstPage()
    await paginator.loadFirstPage()
    #expect(stub.callCount == 1)
  }

  @Test func aCancelledFetchIsNotAnError() async {
    let stub = Stub<PageQuery, [Article]>()
    stub.enqueue(error: CancellationError())
    let paginator = numberedPaginator(stub)
    await paginator.loadFirstPage()
    #expect(paginator.state == .idle)
  }
}
