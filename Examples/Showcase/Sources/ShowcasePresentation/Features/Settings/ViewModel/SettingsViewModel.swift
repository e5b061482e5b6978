import Observation
import Proscenium
import ShowcaseDomain

/// The Settings form (seed 003): `@Observable` so the form binds its toggles through `@Bindable`, with the
/// business rule about what may be on left to the use case.
@MainActor
@Observable
public final class SettingsViewModel {
  // MARK: State

  /// What the form shows and edits; the toggles bind to it, so it is settable from the view.
  public var preferences = NotificationPreferences()

  /// The first load, so the view shows a spinner until the stored preferences arrive and an error if they can't.
  public private(set) var loadState: LoadingState<NotificationPreferences> = .idle

  /// The last save's failure, shown under the form without discarding the user's edits.
  public private(set) var saveError: PresentableError?

  // MARK: Dependencies

  private let preferencesUseCase: any NotificationPreferencesUseCaseProtocol

  // MARK: Initialization

  public init(preferencesUseCase: any NotificationPreferencesUseCaseProtocol) {
    self.preferencesUseCase = preferencesUseCase
  }

  // MARK: Lifecycle

  /// Loads the stored preferences the first time the screen appears.
  public func onAppear() async {
    guard case .idle = loadState else { return }
    await load()
  }

  // MARK: Actions

  public func onTappedRetry() async {
    await load()
  }

  /// Saves the edited preferences; the view calls it from `.task(id: viewModel.preferences)`, so a newer edit
  /// cancels an older save. The saved value replaces the form's when the use case changed it.
  public func onChangedPreferences() async {
    guard case .loaded(let stored) = loadState, stored != preferences else { return }
    do {
      let saved = try await preferencesUseCase.save(preferences)
      loadState = .loaded(saved)
      preferences = saved
      saveError = nil
    } catch {
      // A save cancelled by a newer edit is not a failure to show.
      saveError = PresentableError.presenting(error)
    }
  }
}

// MARK: - Private Functions

private extension SettingsViewModel {
  func load() async {
    loadState = .loading
    do {
      let stored = try await preferencesUseCase.load()
      preferences = stored
      loadState = .loaded(stored)
    } catch {
      loadState = LoadingState(failure: error) ?? .idle
    }
  }
}

// MARK: - Previews

#if DEBUG
  extension SettingsViewModel {
    /// A view model frozen in `state`, for previews of every state of the screen.
    static func preview(_ state: LoadingState<NotificationPreferences>) -> SettingsViewModel {
      let viewModel = SettingsViewModel(preferencesUseCase: PreviewPreferencesUseCase())
      viewModel.loadState = state
      if case .loaded(let preferences) = state { viewModel.preferences = preferences }
      return viewModel
    }
  }

  /// A use case for previews; never asked to load because preview view models start past `.idle`.
  private struct PreviewPreferencesUseCase: NotificationPreferencesUseCaseProtocol {
    func load() async throws -> NotificationPreferences { NotificationPreferences() }
    func save(_ preferences: NotificationPreferences) async throws -> NotificationPreferences { preferences }
  }
#endif
