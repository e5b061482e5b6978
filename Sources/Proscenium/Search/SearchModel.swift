import Observation

/// Runs a search as the user types: debounced, skipping short queries, and never letting a stale response win.
///
/// Setting ``query`` cancels the search in flight and schedules a new one after ``debounce``; a response for an
/// older query is dropped even if it arrives after the newer one. The debounce runs on an injected clock.
///
/// - The query is trimmed, and a change that trims to the text already searched (a trailing space) sends
///   nothing.
/// - While a new search runs, the results of the previous one stay in ``results`` (as search screens keep
///   their list) and ``isSearching`` is `true`; ``results`` is `.loading` only when there was nothing to keep.
/// - With a ``minimumQueryLength`` of 0 the empty query is searched too, for a list that shows everything
///   until the user types.
///
/// ```swift
/// let search = SearchModel<[City]>(debounce: .milliseconds(300), minimumQueryLength: 2) { query in
///   try await api.cities(matching: query)
/// }
/// search.query = "Par"
/// // 300 ms later: search.results == .loading, then .loaded([...])
/// ```
@MainActor
@Observable
public final class SearchModel<Result> {
  /// The text searched for; each change schedules a search.
  public var query = "" {
    didSet {
      if query != oldValue, query.trimmingWhitespace() != scheduledText { schedule(after: debounce) }
    }
  }

  /// The results of the current query; `.idle` while the query is shorter than ``minimumQueryLength``.
  ///
  /// While a newer search runs it keeps the last loaded results; see ``isSearching``.
  public private(set) var results: LoadingState<Result> = .idle

  /// Whether a search is running, whether or not ``results`` still shows older results meanwhile.
  public private(set) var isSearching = false

  /// How long the query must stay unchanged before it is searched.
  public var debounce: Duration
  /// The shortest query, after trimming whitespace, that is searched; 0 searches the empty query too.
  public var minimumQueryLength: Int

  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private let search: @MainActor (String) async throws -> Result
  @ObservationIgnored private var pending: Task<Void, Never>?
  @ObservationIgnored private var generation = 0
  /// The trimmed text of the search pending, running or shown; `nil` when there is none.
  @ObservationIgnored private var scheduledText: String?

  /// Makes a search model.
  ///
  /// - Parameters:
  ///   - debounce: See ``debounce``. Defaults to 300 milliseconds.
  ///   - minimumQueryLength: See ``minimumQueryLength``. Defaults to 1.
  ///   - clock: The clock of the debounce. Defaults to `ContinuousClock`.
  ///   - search: Fetches the results of a trimmed query.
  public init(
    debounce: Duration = .milliseconds(300),
    minimumQueryLength: Int = 1,
    clock: any Clock<Duration> = ContinuousClock(),
    search: @escaping @MainActor (String) async throws -> Result
  ) {
    self.debounce = debounce
    self.minimumQueryLength = minimumQueryLength
    self.clock = clock
    self.search = search
  }

  /// Searches the current query now, skipping the debounce, as the return key does.
  ///
  /// - Returns: When the search has ended or was superseded.
  public func submit() async {
    schedule(after: nil)
    await pending?.value
  }

  /// Cancels the search in flight and clears the query and results.
  public func clear() {
    query = ""
    invalidate()
    scheduledText = nil
    if case .idle = results {} else { results = .idle }
  }

  /// Cancels the pending or running search; results already loaded stay, a search in progress goes back to idle.
  public func cancel() {
    invalidate()
    scheduledText = nil
    if results.isLoading { results = .idle }
  }

  /// Makes any pending or running search obsolete, so whatever it returns is dropped.
  private func invalidate() {
    generation += 1
    pending?.cancel()
    pending = nil
    if isSearching { isSearching = false }
  }

  private func schedule(after delay: Duration?) {
    invalidate()
    let generation = generation
    let text = query.trimmingWhitespace()
    guard text.count >= max(minimumQueryLength, 0) else {
      scheduledText = nil
      if case .idle = results {} else { results = .idle }
      return
    }
    scheduledText = text
    let clock = clock
    pending = Task { @MainActor in
      if let delay {
        do {
          try await clock.sleep(for: delay)
        } catch {
          return
        }
      }
      guard generation == self.generation else { return }
      self.isSearching = true
      if self.results.value == nil, !self.results.isLoading { self.results = .loading }
      do {
        let found = try await self.search(text)
        guard generation == self.generation else { return }
        self.results = .loaded(found)
      } catch {
        guard generation == self.generation else { return }
        self.results = LoadingState(failure: error) ?? .idle
      }
      self.isSearching = false
      self.pending = nil
    }
  }
}

extension String {
  fileprivate func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[start...end])
  }
}
