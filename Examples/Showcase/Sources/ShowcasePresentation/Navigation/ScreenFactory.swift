import Proscenium
import ShowcaseDomain

/// Builds each screen's view model from the Domain use cases the composition root hands over.
///
/// Presentation depends only on Domain (seed 002): the app target picks the Data implementations and passes them
/// in here as protocols, so no view or view model ever names a concrete repository.
@MainActor
public struct ScreenFactory {
  private let listUsers: any ListUsersUseCaseProtocol
  private let deleteUser: any DeleteUserUseCaseProtocol
  private let getUserProfile: any GetUserProfileUseCaseProtocol
  private let updateUserProfile: any UpdateUserProfileUseCaseProtocol
  private let searchUsers: any SearchUsersUseCaseProtocol
  private let listArticles: any ListArticlesUseCaseProtocol
  private let notificationPreferences: any NotificationPreferencesUseCaseProtocol
  /// The repository of the UIKit MVP screen, whose template talks to a repository directly (seed 004).
  public let articleRepository: any ArticleRepository

  public init(
    listUsers: any ListUsersUseCaseProtocol,
    deleteUser: any DeleteUserUseCaseProtocol,
    getUserProfile: any GetUserProfileUseCaseProtocol,
    updateUserProfile: any UpdateUserProfileUseCaseProtocol,
    searchUsers: any SearchUsersUseCaseProtocol,
    listArticles: any ListArticlesUseCaseProtocol,
    notificationPreferences: any NotificationPreferencesUseCaseProtocol,
    articleRepository: any ArticleRepository
  ) {
    self.listUsers = listUsers
    self.deleteUser = deleteUser
    self.getUserProfile = getUserProfile
    self.updateUserProfile = updateUserProfile
    self.searchUsers = searchUsers
    self.listArticles = listArticles
    self.notificationPreferences = notificationPreferences
    self.articleRepository = articleRepository
  }

  public func makeHomeViewModel(router: Router<AppRoute>) -> HomeViewModel {
    HomeViewModel(listUsersUseCase: listUsers, deleteUserUseCase: deleteUser, router: router)
  }

  public func makeUserProfileViewModel(userID: Int, router: Router<AppRoute>) -> UserProfileViewModel {
    UserProfileViewModel(userID: userID, getUserProfileUseCase: getUserProfile, router: router)
  }

  public func makeEditProfileViewModel(user: User, router: Router<AppRoute>) -> EditProfileViewModel {
    EditProfileViewModel(user: user, updateUserProfileUseCase: updateUserProfile, router: router)
  }

  public func makeContentListViewModel(router: Router<AppRoute>) -> ContentListViewModel {
    ContentListViewModel(listArticlesUseCase: listArticles, router: router)
  }

  public func makeSearchViewModel(router: Router<AppRoute>) -> SearchViewModel {
    SearchViewModel(searchUsersUseCase: searchUsers, router: router)
  }

  public func makeSettingsViewModel() -> SettingsViewModel {
    SettingsViewModel(preferencesUseCase: notificationPreferences)
  }
}
