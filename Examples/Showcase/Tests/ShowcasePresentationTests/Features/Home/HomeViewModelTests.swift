import Proscenium
import ProsceniumTesting
import ShowcaseDomain
import ShowcasePresentation
import Testing

@MainActor
struct HomeViewModelTests {
  let listUsers = StubListUsersUseCase()
  let deleteUser = StubDeleteUserUseCase()
  let router = Router<AppRoute>(pacer: .immediate)

  func makeViewModel(pageSize: Int = 3) -> HomeViewModel {
    HomeViewModel(listUsersUseCase: listUsers, deleteUserUseCase: deleteUser, router: router, pageSize: pageSize)
  }

  @Test func onAppearLoadsTheFirstPageWhileShowingLoading() async throws {
    listUsers.pages.enqueue(User.fixtures(1...3))
    let viewModel = makeViewModel()
    let loading = ObservationRecorder(viewModel, \.isLoading)

    await viewModel.onAppear()

    loading.expectValues([false, true, false])
    #expect(viewModel.members.items == User.fixtures(1...3))
    #expect(viewModel.error == nil)
    #expect(listUsers.pages.inputs == [1])
  }

  @Test func aFailedFirstPageShowsARetryableAlertAndRetryReloads() async {
    listUsers.pages.enqueue(error: DomainError.unavailable)
    let viewModel = makeViewModel()

    await viewModel.onAppear()

    #expect(viewModel.showError)
    #expect(viewModel.error?.title == "Unavailable")
    #expect(viewModel.alert?.offersRetry == true)

    listUsers.pages.enqueue(User.fixtures(1...3))
    await viewModel.retry()?.value

    #expect(viewModel.error == nil)
    #expect(viewModel.members.items.count == 3)
  }

  @Test func aRowNearTheEndLoadsTheNextPage() async {
    listUsers.pages.enqueue(User.fixtures(1...3))
    listUsers.pages.enqueue(User.fixtures(4...5))
    let viewModel = makeViewModel()
    await viewModel.onAppear()

    await viewModel.onAppearedRow(.fixture(id: 3))

    #expect(listUsers.pages.inputs == [1, 2])
    #expect(viewModel.members.items == User.fixtures(1...5))
    #expect(viewModel.members.hasMore == false)
  }

  @Test func aFailedNextPageStaysInTheFooterAndKeepsTheRows() async {
    listUsers.pages.enqueue(User.fixtures(1...3))
    listUsers.pages.enqueue(error: DomainError.unavailable)
    let viewModel = makeViewModel()
    await viewModel.onAppear()

    await viewModel.onAppearedRow(.fixture(id: 3))

    #expect(viewModel.members.state == .failed(PresentableError(DomainError.unavailable), .nextPage))
    #expect(viewModel.members.items.count == 3)
    #expect(viewModel.error == nil, "a next-page failure is not an alert")

    listUsers.pages.enqueue(User.fixtures(4...4))
    await viewModel.onTappedRetryPage()

    #expect(viewModel.members.items == User.fixtures(1...4))
  }

  @Test func tappingAMemberPushesTheirProfile() {
    let recorder = RouterRecorder(router)
    let viewModel = makeViewModel()

    viewModel.onTappedMember(.fixture(id: 7))

    recorder.expectPaths([[], [.profile(id: 7)]])
  }

  @Test func searchTextFiltersTheLoadedMembersIgnoringCase() async {
    listUsers.pages.enqueue(User.fixtures(1...3))
    let viewModel = makeViewModel()
    await viewModel.onAppear()

    viewModel.searchText = "MEMBER 2"

    #expect(viewModel.filteredMembers == [User.fixture(id: 2)])
    viewModel.searchText = ""
    #expect(viewModel.filteredMembers == User.fixtures(1...3))
  }

  @Test func deletingAMemberRemovesItsRow() async {
    listUsers.pages.enqueue(User.fixtures(1...3))
    deleteUser.deletions.enqueue(())
    let viewModel = makeViewModel()
    await viewModel.onAppear()

    await viewModel.onTappedDelete(.fixture(id: 2))

    #expect(deleteUser.deletions.inputs == [2])
    #expect(viewModel.members.items == [User.fixture(id: 1), User.fixture(id: 3)])
    #expect(viewModel.error == nil)
  }

  @Test func aFailedDeleteKeepsTheRowAndShowsARetryableAlert() async {
    listUsers.pages.enqueue(User.fixtures(1...3))
    deleteUser.deletions.enqueue(error: DomainError.unavailable)
    let viewModel = makeViewModel()
    await viewModel.onAppear()

    await viewModel.onTappedDelete(.fixture(id: 2))

    #expect(viewModel.members.items == User.fixtures(1...3))
    #expect(viewModel.alert?.offersRetry == true)

    deleteUser.deletions.enqueue(())
    await viewModel.retry()?.value
    #expect(viewModel.members.items.map(\.id) == [1, 3])
  }
}
