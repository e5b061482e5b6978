import Proscenium
import ProsceniumTesting
import Testing

/// Issue 11: the owning view model edits loaded items and starts over for a new query.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PaginatorEditingTests {
  private func paginator(_ pages: Stub<Int, [Article]>) -> Paginator<Article> {
    Paginator(pageSize: 3, prefetchThreshold: 1) { page, _ in try await pages.call(page) }
  }

  @Test func anEditedItemIsReplacedInPlace() async {
    let pages = Stub<Int, [Article]>()
    pages.enqueue(articles(1...3))
    let list = paginator(pages)
    await list.loadFirstPage()

    #expect(list.update(Article(2, "Edited")))
    #expect(list.items.map(\.title) == ["Article 1", "Edited", "Article 3"])
    #expect(!list.update(Article(9)))
  }

  @Test func aDeletedItemIsRemovedAndTheNextPageStillFollows() async {
    let pages = Stub<Int, [Article]>()
    pages.enqueue(articles(1...3))
    pages.enqueue(articles(4...6))
    let list = paginator(pages)
    await list.loadFirstPage()

    #expect(list.remove(id: 2))
    #expect(!list.remove(id: 2))
    await list.loadNextPage()
    #expect(list.items.map(\.id) == [1, 3, 4, 5, 6])
    #expect(pages.inputs == [1, 2])
    #expect(list.update(Article(5, "Still indexed")))
    #expect(list.items[3].title == "Still indexed")
  }

  @Test func resetStartsOverFromTheFirstPage() async {
    let pages = Stub<Int, [Article]>()
    pages.enqueue(articles(1...3))
    pages.enqueue(articles(7...8))
    let list = paginator(pages)
    await list.loadFirstPage()

    list.reset()
    #expect(list.items.isEmpty)
    #expect(list.state == .idle)
    await list.loadFirstPage()
    #expect(pages.inputs == [1, 1])
    #expect(list.items == articles(7...8))
    #expect(!list.hasMore)
  }

  @Test func resetDropsTheResponseOfTheRequestInFlight() async {
    let pages = Stub<Int, [Article]>()
    pages.enqueueSuspension()
    let list = paginator(pages)
    let load = Task { await list.loadFirstPage() }
    await pages.waitForSuspendedCalls(count: 1)

    list.reset()
    pages.resumeSuspendedCall(returning: articles(1...3))
    await load.value
    #expect(list.items.isEmpty)
    #expect(list.state == .idle)
  }
}
