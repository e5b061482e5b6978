import Observation
import Proscenium
import ShowcaseDomain

/// One member's profile: seed 001's `@MainActor @Observable final class`, state exposed `private(set)`, user
/// actions named `on…`, the use case injected as a protocol and navigation through `Router<AppRoute>`.
@MainActor
@Observable
public final class UserProfileViewModel {
  // MARK: State

  /// The profile in all its phases, so the view switches on one value instead of three flags.
  public private(set) var profile: LoadingState<User> = .idle

  // MARK: Dependencies

  private let userID: Int
  private let getUserProfileUseCase: any GetUserProfileUseCaseProtocol
  private let router: Router<AppRoute>

  // MARK: Initialization

  public init(userID: Int, getUserProfileUseCase: any GetUserProfileUseCaseProtocol, router: Router<AppRoute>) {
    self.userID = userID
    self.getUserProfileUseCase = getUserProfileUseCase
    self.router = router
  }

  // MARK: Lifecycle

  /// Loads the profile the first time the screen appears; coming back to it (from the edit form) reloads it
  /// without replacing what is shown by a spinner.
  public func onAppear() async {
    switch profile {
    case .idle:
      await loadProfile()
    case .loaded:
      await refreshProfile()
    case .loading, .failed:
      return
    }
  }

  // MARK: Actions

  public func onTappedRetry() async {
    await loadProfile()
  }

  public func onTappedArticles() {
    router.navigate(to: .articles)
  }

  /// Pushes the edit form for the member on screen; does nothing before the profile has loaded.
  public func onTappedEditProfile() {
    guard case .loaded(let user) = profile else { return }
    router.navigate(to: .editProfile(user))
  }
}

// MARK: - Private Functions

private extension UserProfileViewModel {
  func loadProfile() async {
    profile = .loading
    do {
      profile = .loaded(try await getUserProfileUseCase.execute(userID: userID))
    } catch {
      // A cancellation (the screen went away) is not a failure to show.
      profile = LoadingState(failure: error) ?? .idle
    }
  }

  /// Reloads a shown profile in place; a failure replaces it (the member may be gone), a cancellation keeps it.
  func refreshProfile() async {
    do {
      profile = .loaded(try await getUserProfileUseCase.execute(userID: userID))
    } catch {
      if let failed = LoadingState<User>(failure: error) { profile = failed }
    }
  }
}

// MARK: - Previews

#if DEBUG
  extension UserProfileViewModel {
    /// A view model frozen in `state`, for previews of every state of the screen.
    static func preview(_ state: LoadingState<User>) -> UserProfileViewModel {
      let viewModel = UserProfileViewModel(
        userID: 1,
        getUserProfileUseCase: PreviewGetUserProfileUseCase(),
        router: Router()
      )
      viewModel.profile = state
      return viewModel
    }
  }

  /// A use case for previews; never called because preview view models start past `.idle`.
  private struct PreviewGetUserProfileUseCase: GetUserProfileUseCaseProtocol {
    func execute(userID: Int) async throws -> User {
      User(id: userID, name: "Preview Member", email: "preview@example.com")
    }
  }
#endif
