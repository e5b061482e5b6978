import SwiftUI
import UIKit

/// Hosts the article list in the tab bar, wiring the screen by hand instead of through a coordinator.
struct ArticlesTab: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UINavigationController {
    let controller = ArticleListViewController()
    controller.presenter = ArticleListPresenter(view: controller)
    return UINavigationController(rootViewController: controller)
  }

  func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}
