#if canImport(SwiftUI)
  import Proscenium
  import SwiftUI

  extension AppRoute {
    /// The screen of this route (seed 001's `Route.view()`): the only place that maps routes to views.
    ///
    /// - Parameters:
    ///   - factory: Builds the screen's view model from Domain use cases.
    ///   - router: The router of the stack the screen is pushed on, so it navigates within the same tab.
    @MainActor
    @ViewBuilder
    func view(factory: ScreenFactory, router: Router<AppRoute>) -> some View {
      switch self {
      case .profile(let id):
        UserProfileView(viewModel: factory.makeUserProfileViewModel(userID: id, router: router))
      case .articles:
        #if canImport(UIKit)
          ArticleListScreen(repository: factory.articleRepository, router: router)
            .navigationTitle("Articles")
        #else
          ContentUnavailableView("Articles need UIKit", systemImage: "doc.text")
        #endif
      case .settings:
        SettingsView(viewModel: factory.makeSettingsViewModel())
      case .editProfile(let user):
        EditProfileView(viewModel: factory.makeEditProfileViewModel(user: user, router: router))
      case .contentList:
        ContentListView(viewModel: factory.makeContentListViewModel(router: router))
      }
    }
  }
#endif
