import Proscenium
import ProsceniumTesting
import ShowcaseDomain
import ShowcasePresentation
import Testing

@MainActor
struct UserProfileViewModelTests {
  let getUserProfile = StubGetUserProfileUseCase()
  let router = Router<AppRoute>(pacer: .immediate)

  func makeViewModel(userID: Int = 7) -> UserProfileViewModel {
    UserProfileViewModel(userID: userID, getUserProfileUseCase: getUserProfile, router: router)
  }

  @Test func onAppearGoesFromIdleThroughLoadingToLoaded() async throws {
    getUserProfile.profiles.enqueue(.fixture(id: 7))
    let viewModel = makeViewModel()
    let profile = ObservationRecorder(viewModel, \.profile)

    await viewModel.onAppear()

    profile.expectValues([.idle, .loading, .loaded(.fixture(id: 7))])
    #expect(getUserProfile.profiles.inputs == [7])
  }

  @Test func theProfileIsLoadingWhileTheRequestIsInFlight() async throws {
    getUserProfile.profiles.enqueueSuspension()
    let viewModel = makeViewModel()

    let appear = Task { await viewModel.onAppear() }
    await getUserProfile.profiles.waitForSuspendedCalls(count: 1)
    #expect(viewModel.profile == .loading)

    getUserProfile.profiles.resumeSuspendedCall(returning: .fixture(id: 7))
    await appear.value
    #expect(viewModel.profile == .loaded(.fixture(id: 7)))
  }

  @Test func aFailureIsShownAndRetryLoadsAgain() async {
    getUserProfile.profiles.enqueue(error: DomainError.notFound)
    let viewModel = makeViewModel()

    await viewModel.onAppear()
    #expect(viewModel.profile.error?.title == "Not found")

    getUserProfile.profiles.enqueue(.fixture(id: 7))
    await viewModel.onTappedRetry()
    #expect(viewModel.profile == .loaded(.fixture(id: 7)))
  }

  @Test func appearingAgainReloadsTheProfileInPlace() async {
    var renamed = User.fixture(id: 7)
    renamed.name = "Renamed"
    getUserProfile.profiles.enqueue(.fixture(id: 7))
    getUserProfile.profiles.enqueue(renamed)
    let viewModel = makeViewModel()
    await viewModel.onAppear()
    let recorder = ObservationRecorder(viewModel, \.profile)

    await viewModel.onAppear()

    #expect(getUserProfile.profiles.callCount == 2)
    #expect(recorder.values == [.loaded(.fixture(id: 7)), .loaded(renamed)])
  }

  @Test func aCancelledReloadKeepsTheShownProfile() async {
    getUserProfile.profiles.enqueue(.fixture(id: 7))
    getUserProfile.profiles.enqueue(error: CancellationError())
    let viewModel = makeViewModel()
    await viewModel.onAppear()

    await viewModel.onAppear()

    #expect(viewModel.profile == .loaded(.fixture(id: 7)))
  }

  @Test func editProfilePushesTheFormForTheLoadedMember() async {
    getUserProfile.profiles.enqueue(.fixture(id: 7))
    let recorder = RouterRecorder(router)
    let viewModel = makeViewModel()

    viewModel.onTappedEditProfile()
    await viewModel.onAppear()
    viewModel.onTappedEditProfile()

    recorder.expectPaths([[], [.editProfile(.fixture(id: 7))]])
  }

  @Test func tappingArticlesPushesTheArticleList() {
    let recorder = RouterRecorder(router)
    let viewModel = makeViewModel()

    viewModel.onTappedArticles()

    recorder.expectPaths([[], [.articles]])
  }
}
