#if canImport(SwiftUI) && canImport(UIKit)
  import Proscenium
  import ShowcaseDomain
  import SwiftUI
  import UIKit

  /// Hosts the UIKit MVP article list inside the SwiftUI app; its coordinator turns a selection into a route.
  struct ArticleListScreen: UIViewControllerRepresentable {
    let repository: any ArticleRepository
    let router: Router<AppRoute>

    func makeCoordinator() -> ArticleListCoordinator {
      ArticleListCoordinator(repository: repository) { [router] article in
        router.navigate(to: .profile(id: article.authorID))
      }
    }

    func makeUIViewController(context: Context) -> UIViewController {
      context.coordinator.start()
    }

    func updateUIViewController(_ viewController: UIViewController, context: Context) {}
  }
#endif
