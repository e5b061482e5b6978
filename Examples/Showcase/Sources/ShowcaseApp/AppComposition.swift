import Proscenium
import ShowcaseData
import ShowcaseDomain
import ShowcasePresentation

/// The composition root: the one place that sees every layer and picks the Data implementations (seed 002).
///
/// Swapping the fixture repositories for network ones changes this file only.
@MainActor
public enum AppComposition {
  /// The view-model factory, wired to the Data layer over bundled JSON fixtures.
  public static func makeScreenFactory() -> ScreenFactory {
    let users = FixtureUserRepository()
    let articles = FixtureArticleRepository()
    return ScreenFactory(
      listUsers: ListUsersUseCase(repository: users),
      deleteUser: DeleteUserUseCase(repository: users),
      getUserProfile: GetUserProfileUseCase(repository: users),
      updateUserProfile: UpdateUserProfileUseCase(repository: users),
      searchUsers: SearchUsersUseCase(repository: users),
      listArticles: ListArticlesUseCase(repository: articles),
      notificationPreferences: NotificationPreferencesUseCase(repository: InMemoryPreferencesRepository()),
      articleRepository: articles
    )
  }

  /// The navigation root, with one router per tab and the app's deep links.
  public static func makeRootViewModel() -> RootViewModel {
    RootViewModel(tabs: TabRouter(selection: .home), toasts: ToastCenter(), links: AppDeepLinks.make())
  }
}
