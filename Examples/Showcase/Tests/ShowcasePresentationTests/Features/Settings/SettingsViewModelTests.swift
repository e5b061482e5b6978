import Proscenium
import ProsceniumTesting
import ShowcaseDomain
import ShowcasePresentation
import Testing

@MainActor
struct SettingsViewModelTests {
  let useCase = StubNotificationPreferencesUseCase()
  let stored = NotificationPreferences(notificationsEnabled: true, soundEnabled: false, hapticsEnabled: true)

  func makeLoadedViewModel() async -> SettingsViewModel {
    let viewModel = SettingsViewModel(preferencesUseCase: useCase)
    useCase.loads.enqueue(stored)
    await viewModel.onAppear()
    return viewModel
  }

  @Test func onAppearPutsTheStoredPreferencesInTheForm() async {
    let viewModel = await makeLoadedViewModel()

    #expect(viewModel.loadState == .loaded(stored))
    #expect(viewModel.preferences == stored)
  }

  @Test func aFailedLoadShowsTheErrorAndRetryLoadsAgain() async {
    let viewModel = SettingsViewModel(preferencesUseCase: useCase)
    useCase.loads.enqueue(error: DomainError.unavailable)

    await viewModel.onAppear()
    #expect(viewModel.loadState.error != nil)

    useCase.loads.enqueue(stored)
    await viewModel.onTappedRetry()
    #expect(viewModel.loadState == .loaded(stored))
    #expect(useCase.loads.callCount == 2)
  }

  @Test func anUnchangedFormSavesNothing() async {
    let viewModel = await makeLoadedViewModel()

    await viewModel.onChangedPreferences()

    #expect(useCase.saves.callCount == 0)
  }

  @Test func anEditIsSavedAndTheUseCasesAnswerReplacesTheForm() async {
    let viewModel = await makeLoadedViewModel()
    let normalised = NotificationPreferences(notificationsEnabled: false, soundEnabled: false, hapticsEnabled: false)
    useCase.saves.enqueue(normalised)

    viewModel.preferences.notificationsEnabled = false
    await viewModel.onChangedPreferences()

    #expect(useCase.saves.inputs == [NotificationPreferences(notificationsEnabled: false, soundEnabled: false)])
    #expect(viewModel.preferences == normalised)
    #expect(viewModel.loadState == .loaded(normalised))
  }

  @Test func aFailedSaveKeepsTheEditAndShowsTheErrorUntilASaveSucceeds() async {
    let viewModel = await makeLoadedViewModel()
    useCase.saves.enqueue(error: DomainError.unavailable)

    viewModel.preferences.soundEnabled = true
    await viewModel.onChangedPreferences()
    #expect(viewModel.preferences.soundEnabled)
    #expect(viewModel.saveError != nil)

    useCase.saves.enqueue(viewModel.preferences)
    await viewModel.onChangedPreferences()
    #expect(viewModel.saveError == nil)
  }

  @Test func aSaveCancelledByANewerEditShowsNoError() async {
    let viewModel = await makeLoadedViewModel()
    useCase.saves.enqueue(error: CancellationError())

    viewModel.preferences.hapticsEnabled = false
    await viewModel.onChangedPreferences()

    #expect(viewModel.saveError == nil)
  }
}
