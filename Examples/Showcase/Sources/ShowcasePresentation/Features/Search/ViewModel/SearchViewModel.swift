import Observation
import Proscenium
import ShowcaseDomain

/// Search-as-you-type over members: `SearchModel` debounces on an injected clock and drops stale responses, so the
/// view model only forwards user actions and navigates.
@MainActor
@Observable
public final class SearchViewModel {
  // MARK: State

  /// The debounced search; its `results` is a `LoadingState` the view switches on.
  public let search: SearchModel<[User]>

  // MARK: Dependencies

  private let router: Router<AppRoute>

  // MARK: Initialization

  /// - Parameter clock: The debounce clock; tests pass a `TestClock` instead of sleeping.
  public init(
    searchUsersUseCase: any SearchUsersUseCaseProtocol,
    router: Router<AppRoute>,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.search = SearchModel(debounce: .milliseconds(300), minimumQueryLength: 2, clock: clock) { query in
      try await searchUsersUseCase.execute(query: query)
    }
    self.router = router
  }

  // MARK: Actions

  public func onChangedQuery(_ query: String) {
    search.query = query
  }

  /// Searches at once, as the return key does.
  public func onSubmitted() async {
    await search.submit()
  }

  public func onTappedResult(_ member: User) {
    router.navigate(to: .profile(id: member.id))
  }
}
