import Observation
import Proscenium
import ShowcaseDomain

/// Editing a profile (seed 001): reached through `Router<AppRoute>` from the profile, saved through a use case
/// that owns the validation, and left by popping the same router.
@MainActor
@Observable
public final class EditProfileViewModel {
  // MARK: State

  /// The form's fields; the text fields bind to them, so they are settable from the view.
  public var name: String
  public var email: String
  public var bio: String

  /// The save in all its phases: the view disables the form while saving and shows a refused edit's message.
  public private(set) var save: LoadingState<User> = .idle

  /// Whether Save does anything: a save in flight is not started twice.
  public var canSave: Bool {
    !save.isLoading
  }

  // MARK: Dependencies

  private let original: User
  private let updateUserProfileUseCase: any UpdateUserProfileUseCaseProtocol
  private let router: Router<AppRoute>

  // MARK: Initialization

  public init(user: User, updateUserProfileUseCase: any UpdateUserProfileUseCaseProtocol, router: Router<AppRoute>) {
    self.original = user
    self.name = user.name
    self.email = user.email
    self.bio = user.bio
    self.updateUserProfileUseCase = updateUserProfileUseCase
    self.router = router
  }

  // MARK: Actions

  /// Saves the edit and goes back to the profile; a refused or failed save stays on the form with its message.
  public func onTappedSave() async {
    guard canSave else { return }
    save = .loading
    var edited = original
    edited.name = name
    edited.email = email
    edited.bio = bio
    do {
      save = .loaded(try await updateUserProfileUseCase.execute(edited))
      router.pop()
    } catch {
      // A cancellation (the screen went away) is not a failure to show.
      save = LoadingState(failure: error) ?? .idle
    }
  }

  public func onTappedCancel() {
    router.pop()
  }
}

// MARK: - Previews

#if DEBUG
  extension EditProfileViewModel {
    /// A view model frozen with its save in `state`, for previews of every state of the screen.
    static func preview(_ state: LoadingState<User>) -> EditProfileViewModel {
      let viewModel = EditProfileViewModel(
        user: User(id: 1, name: "Member 1", email: "member1@example.com"),
        updateUserProfileUseCase: PreviewUpdateUserProfileUseCase(),
        router: Router()
      )
      viewModel.save = state
      return viewModel
    }
  }

  /// A use case for previews that saves whatever it is given.
  private struct PreviewUpdateUserProfileUseCase: UpdateUserProfileUseCaseProtocol {
    func execute(_ user: User) async throws -> User { user }
  }
#endif
