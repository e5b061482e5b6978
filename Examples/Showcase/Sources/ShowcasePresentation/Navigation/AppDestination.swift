#if canImport(SwiftUI)
import Proscenium
import SwiftUI

/// Draws the screen of a route: the only place that maps `AppRoute` values to views.
struct AppDestination: View {
  let route: AppRoute
  let factory: ScreenFactory
  /// The router of the stack this screen is pushed on, so its view model navigates within the same tab.
  @Environment(Router<AppRoute>.self) private var router

  var body: some View {
    switch route {
    case .profile(let id):
      UserProfileView(viewModel: factory.makeUserProfileViewModel(userID: id, router: router))
    case .articles:
      #if canImport(UIKit)
      ArticleListScreen(repository: factory.articleRepository, router: router)
        .navigationTitle("Articles")
      #else
      ContentUnavailableView("Articles need UIKit", systemImage: "doc.text")
      #endif
    }
  }
}
#endif
