import Observation
import Proscenium
import ShowcaseDomain

/// The Home feed: seed 000's `BaseViewModel` contract (loading, error alert, retry) with `Paginator` for paging,
/// and seed 000's pattern 2 actions: filter by search text, delete, pull to refresh.
///
/// The first page and deletions run through `executeTask`, so their spinner and error alert come from
/// `BaseViewModel`; later pages belong to the paginator, whose footer shows their own spinner and error row without
/// hiding loaded rows.
@MainActor
@Observable
public final class HomeViewModel: BaseViewModel {
  // MARK: State

  /// The members, loaded page by page.
  public let members: Paginator<User>

  /// The text of the list's search field; bound by `.searchable`, so it is settable from the view.
  public var searchText = ""

  /// The loaded members whose name contains `searchText` (seed 000's `filteredItems`). It filters what is on
  /// screen; the Search tab asks the server.
  public var filteredMembers: [User] {
    guard !searchText.isEmpty else { return members.items }
    return members.items.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
  }

  // MARK: Dependencies

  private let deleteUserUseCase: any DeleteUserUseCaseProtocol
  private let router: Router<AppRoute>

  // MARK: Initialization

  public init(
    listUsersUseCase: any ListUsersUseCaseProtocol,
    deleteUserUseCase: any DeleteUserUseCaseProtocol,
    router: Router<AppRoute>,
    pageSize: Int = 20
  ) {
    self.members = Paginator(pageSize: pageSize, prefetchThreshold: 5) { page, pageSize in
      try await listUsersUseCase.execute(page: page, pageSize: pageSize)
    }
    self.deleteUserUseCase = deleteUserUseCase
    self.router = router
    super.init()
  }

  // MARK: Lifecycle

  /// Loads the first page; a failure shows `BaseViewModel`'s alert, whose Retry runs this again.
  public func onAppear() async {
    await executeTask { [members] in
      await members.loadFirstPage()
      try members.throwIfFailed()
    }
  }

  // MARK: Actions

  /// Prefetches the next page when a row near the end appears.
  public func onAppearedRow(_ member: User) async {
    await members.loadNextPageIfNeeded(currentItem: member)
  }

  /// Reloads page 1, keeping the rows on screen until it arrives.
  public func onPulledToRefresh() async {
    await executeTask { [members] in
      await members.refresh()
      try members.throwIfFailed()
    }
  }

  /// Retries the page whose error row the user tapped.
  public func onTappedRetryPage() async {
    await members.retry()
  }

  public func onTappedMember(_ member: User) {
    router.navigate(to: .profile(id: member.id))
  }

  /// Deletes the member and removes its row; a failure keeps the row and shows the alert, whose Retry deletes again.
  public func onTappedDelete(_ member: User) async {
    await executeTask(id: member.id) { [deleteUserUseCase, members] in
      try await deleteUserUseCase.execute(userID: member.id)
      members.remove(id: member.id)
    }
  }
}

// MARK: - Private Functions

private extension Paginator {
  /// Rethrows a failed first page or refresh so `executeTask` shows it; next-page errors stay in the footer.
  func throwIfFailed() throws {
    if case .failed(let error, let kind) = state, kind != .nextPage { throw error }
  }
}
