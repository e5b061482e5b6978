import Proscenium
import ProsceniumTesting
import ShowcaseDomain
import ShowcasePresentation
import Testing

@MainActor
struct EditProfileViewModelTests {
  let useCase = StubUpdateUserProfileUseCase()
  let router = Router<AppRoute>(pacer: .immediate)
  let member = User.fixture(id: 7)

  func makeViewModel() -> EditProfileViewModel {
    router.navigate(to: .profile(id: 7))
    router.navigate(to: .editProfile(member))
    return EditProfileViewModel(user: member, updateUserProfileUseCase: useCase, router: router)
  }

  @Test func theFormStartsWithTheMembersValues() {
    let viewModel = makeViewModel()

    #expect(viewModel.name == member.name)
    #expect(viewModel.email == member.email)
    #expect(viewModel.bio == member.bio)
  }

  @Test func savingSendsTheEditedMemberAndGoesBackToTheProfile() async {
    let viewModel = makeViewModel()
    var edited = member
    edited.name = "Renamed"
    useCase.saves.enqueue(edited)

    viewModel.name = "Renamed"
    await viewModel.onTappedSave()

    #expect(useCase.saves.inputs == [edited])
    #expect(viewModel.save == .loaded(edited))
    #expect(router.path == [.profile(id: 7)])
  }

  @Test func theFormIsBusyWhileSaving() async {
    let viewModel = makeViewModel()
    useCase.saves.enqueueSuspension()

    let saving = Task { await viewModel.onTappedSave() }
    await useCase.saves.waitForSuspendedCalls(count: 1)
    #expect(viewModel.save.isLoading)
    #expect(!viewModel.canSave)

    useCase.saves.resumeSuspendedCall(returning: member)
    await saving.value
    #expect(viewModel.canSave)
  }

  @Test func aRefusedEditStaysOnTheFormWithItsMessage() async {
    let viewModel = makeViewModel()
    useCase.saves.enqueue(error: DomainError.invalidProfile)

    viewModel.email = "no address"
    await viewModel.onTappedSave()

    #expect(viewModel.save.error?.title == "Check the profile")
    #expect(viewModel.email == "no address")
    #expect(router.path == [.profile(id: 7), .editProfile(member)])
  }

  @Test func cancelGoesBackWithoutSaving() {
    let viewModel = makeViewModel()

    viewModel.onTappedCancel()

    #expect(useCase.saves.callCount == 0)
    #expect(router.path == [.profile(id: 7)])
  }
}
