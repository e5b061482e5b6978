import Observation

/// Loads a list page by page, so infinite scrolling is one call from each row.
///
/// It fetches by page number or by cursor, keeps at most one request in flight, drops items whose id it has
/// already seen, keeps loaded items when a later page fails (``retry()`` asks again), and can keep loading until
/// the list holds ``minimumItemCount`` items so a short first page still fills the screen.
///
/// ```swift
/// let paginator = Paginator<Article>(pageSize: 20) { page, pageSize in
///   try await api.articles(page: page, limit: pageSize)
/// }
///
/// // In a SwiftUI list:
/// ForEach(paginator.items) { article in
///   ArticleRow(article: article)
///     .task { await paginator.loadNextPageIfNeeded(currentItem: article) }
/// }
/// .task { await paginator.loadFirstPage() }
/// .refreshable { await paginator.refresh() }
/// ```
@MainActor
@Observable
public final class Paginator<Item: Identifiable> {
  /// The items loaded so far, without duplicate ids, in the order the pages gave them.
  public private(set) var items: [Item] = []
  /// What the paginator is doing.
  public private(set) var state: PaginationState = .idle
  /// Whether more pages may follow; `true` until a page says it is the last.
  public private(set) var hasMore = true

  /// How close to the end of ``items`` a row must be for ``loadNextPageIfNeeded(currentItem:)`` to load more.
  public var prefetchThreshold: Int
  /// The number of items a load tries to reach by fetching further pages; `0` loads one page at a time.
  public var minimumItemCount: Int

  /// The position of a page to fetch.
  private enum Position {
    case number(Int)
    case cursor(String?)
  }

  private struct Fetched {
    var items: [Item]
    var next: Position?
  }

  @ObservationIgnored private let fetchPage: @MainActor (Position) async throws -> Fetched
  @ObservationIgnored private let firstPosition: Position
  @ObservationIgnored private var nextPosition: Position?
  @ObservationIgnored private var indexByID: [Item.ID: Int] = [:]
  @ObservationIgnored private var inFlight: Task<Void, Never>?
  @ObservationIgnored private var generation = 0

  /// Makes a paginator for an API that takes a page number and a page size.
  ///
  /// A page shorter than `pageSize` is taken as the last one.
  ///
  /// - Parameters:
  ///   - pageSize: The number of items asked for per page.
  ///   - firstPage: The number of the first page. Defaults to 1.
  ///   - prefetchThreshold: See ``prefetchThreshold``. Defaults to 5.
  ///   - minimumItemCount: See ``minimumItemCount``. Defaults to 0.
  ///   - fetch: Fetches the items of a page, given its number and the page size.
  public init(
    pageSize: Int,
    firstPage: Int = 1,
    prefetchThreshold: Int = 5,
    minimumItemCount: Int = 0,
    fetch: @escaping @MainActor (_ page: Int, _ pageSize: Int) async throws -> [Item]
  ) {
    self.prefetchThreshold = prefetchThreshold
    self.minimumItemCount = minimumItemCount
    self.firstPosition = .number(firstPage)
    self.nextPosition = .number(firstPage)
    self.fetchPage = { position in
      guard case .number(let page) = position else { return Fetched(items: [], next: nil) }
      let items = try await fetch(page, pageSize)
      return Fetched(items: items, next: items.count >= max(pageSize, 1) ? .number(page + 1) : nil)
    }
  }

  /// Makes a paginator for an API that returns an opaque cursor to the next page.
  ///
  /// - Parameters:
  ///   - prefetchThreshold: See ``prefetchThreshold``. Defaults to 5.
  ///   - minimumItemCount: See ``minimumItemCount``. Defaults to 0.
  ///   - fetch: Fetches the page at a cursor; the first page is fetched with `nil`.
  public init(
    prefetchThreshold: Int = 5,
    minimumItemCount: Int = 0,
    fetch: @escaping @MainActor (_ cursor: String?) async throws -> Page<Item>
  ) {
    self.prefetchThreshold = prefetchThreshold
    self.minimumItemCount = minimumItemCount
    self.firstPosition = .cursor(nil)
    self.nextPosition = .cursor(nil)
    self.fetchPage = { position in
      guard case .cursor(let cursor) = position else { return Fetched(items: [], next: nil) }
      let page = try await fetch(cursor)
      return Fetched(items: page.items, next: page.nextCursor.map { .cursor($0) })
    }
  }

  /// Loads the first page, unless it is loaded or loading already.
  ///
  /// After a failed first page, calling it again retries.
  public func loadFirstPage() async {
    switch state {
    case .idle, .failed(_, .firstPage):
      await start(.firstPage)
    default:
      await inFlight?.value
    }
  }

  /// Loads the page after the items shown, unless the last page was reached.
  ///
  /// If a request is in flight already, this waits for it instead of starting another. After a failed page,
  /// calling it again retries that page.
  public func loadNextPage() async {
    if let inFlight {
      await inFlight.value
      return
    }
    switch state {
    case .idle, .failed(_, .firstPage):
      await start(.firstPage)
    case .loaded, .failed:
      guard hasMore else { return }
      await start(.nextPage)
    case .loading:
      return
    }
  }

  /// Loads the next page when `currentItem` is within ``prefetchThreshold`` of the end of ``items``.
  ///
  /// Call it as rows appear. It does not retry after an error, so a failing page is not requested again on every
  /// scroll; call ``retry()`` or ``loadNextPage()`` for that.
  ///
  /// - Parameter currentItem: The item whose row is appearing.
  public func loadNextPageIfNeeded(currentItem: Item) async {
    guard hasMore, inFlight == nil, state == .loaded, let index = indexByID[currentItem.id] else { return }
    guard index >= items.count - max(prefetchThreshold, 1) else { return }
    await start(.nextPage)
  }

  /// Loads the first page again, cancelling any request in flight; the items stay on screen until it arrives.
  ///
  /// If it fails, the items already loaded are kept.
  public func refresh() async {
    await start(items.isEmpty ? .firstPage : .refresh)
  }

  /// Repeats the request that failed last; does nothing when the last request did not fail.
  public func retry() async {
    guard case .failed(_, let kind) = state else { return }
    await start(kind)
  }

  /// Cancels the request in flight, leaving the items as they are.
  public func cancel() {
    guard inFlight != nil else { return }
    inFlight?.cancel()
    inFlight = nil
    generation += 1
    state = items.isEmpty ? .idle : .loaded
  }

  /// Forgets everything loaded and cancels the request in flight, back to `.idle` with no items, so the next
  /// load starts from the first page: for a new query or filter the fetch closure reads.
  ///
  /// ```swift
  /// query = "swift"
  /// results.reset()
  /// await results.loadFirstPage()
  /// ```
  public func reset() {
    inFlight?.cancel()
    inFlight = nil
    generation += 1
    nextPosition = nil
    indexByID.removeAll()
    if !items.isEmpty { items = [] }
    if !hasMore { hasMore = true }
    if state != .idle { state = .idle }
  }

  /// Replaces the loaded item with the same id as `item`, in place, as after an edit.
  ///
  /// - Returns: Whether an item with that id was loaded.
  @discardableResult
  public func update(_ item: Item) -> Bool {
    guard let index = indexByID[item.id] else { return false }
    items[index] = item
    return true
  }

  /// Removes the loaded items that satisfy `shouldRemove`, as after a delete; later pages continue where they
  /// did.
  ///
  /// - Returns: How many items were removed.
  @discardableResult
  public func removeItems(where shouldRemove: (Item) -> Bool) -> Int {
    let before = items.count
    let kept = items.filter { !shouldRemove($0) }
    guard kept.count != before else { return 0 }
    items = kept
    indexByID.removeAll(keepingCapacity: true)
    for (index, item) in items.enumerated() { indexByID[item.id] = index }
    return before - kept.count
  }

  /// Removes the loaded item with id `id`.
  ///
  /// - Returns: Whether it was loaded.
  @discardableResult
  public func remove(id: Item.ID) -> Bool {
    removeItems { $0.id == id } > 0
  }

  private func start(_ kind: PageRequestKind) async {
    guard let position = kind == .nextPage ? nextPosition : firstPosition else { return }
    inFlight?.cancel()
    generation += 1
    let generation = generation
    state = .loading(kind)
    let task = Task { @MainActor in
      await self.run(kind, from: position, generation: generation)
    }
    inFlight = task
    await task.value
  }

  private func run(_ kind: PageRequestKind, from position: Position, generation: Int) async {
    var position = position
    var kind = kind
    while true {
      let fetched: Fetched
      do {
        fetched = try await fetchPage(position)
      } catch {
        guard generation == self.generation else { return }
        inFlight = nil
        if let presentable = PresentableError.presenting(error), !Task.isCancelled {
          state = .failed(presentable, kind)
        } else {
          state = items.isEmpty ? .idle : .loaded
        }
        return
      }
      guard generation == self.generation else { return }
      let added = apply(fetched, replacing: kind != .nextPage)
      guard let next = fetched.next, items.count < minimumItemCount, added > 0, !Task.isCancelled else { break }
      position = next
      kind = .nextPage
      state = .loading(.nextPage)
    }
    inFlight = nil
    state = .loaded
  }

  /// Appends or replaces items with a fetched page and returns how many new items it brought.
  private func apply(_ fetched: Fetched, replacing: Bool) -> Int {
    if replacing { indexByID.removeAll(keepingCapacity: true) }
    var unique: [Item] = []
    unique.reserveCapacity(fetched.items.count)
    var index = replacing ? 0 : items.count
    for item in fetched.items where indexByID[item.id] == nil {
      indexByID[item.id] = index
      index += 1
      unique.append(item)
    }
    if replacing {
      items = unique
    } else if !unique.isEmpty {
      items.append(contentsOf: unique)
    }
    nextPosition = fetched.next
    if hasMore != (fetched.next != nil) { hasMore = fetched.next != nil }
    return unique.count
  }
}
