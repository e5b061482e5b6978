import ProsceniumGenerator
import ProsceniumTestSupport
import Testing

struct CoordinatorWiringTests {
  let coordinator = """
    #if canImport(UIKit)
      import UIKit

      /// Builds the app's screens.
      @MainActor
      final class AppCoordinator {
        private let navigationController = UINavigationController()

        func start() {}
      }
    #endif

    """

  @Test func addsTheMakeCallAndTheDelegateConformanceKeepingTheRest() throws {
    let wiring = CoordinatorWiring(coordinator: "AppCoordinator", name: try FeatureName("Orders"))

    let file = try wiring.plan(sources: ["/p/AppCoordinator.swift": coordinator])

    #expect(file.isEdit)
    #expect(
      file.contents == """
        #if canImport(UIKit)
          import UIKit

          /// Builds the app's screens.
          @MainActor
          final class AppCoordinator {
            private let navigationController = UINavigationController()

            func start() {}

            /// Orders, fully wired; the only caller of its `make(...)`.
            func makeOrders() -> OrdersViewController {
              OrdersViewController.make(repository: <#any OrdersRepository#>, delegate: self)
            }
          }

          // MARK: - OrdersCoordinatorDelegate

          extension AppCoordinator: OrdersCoordinatorDelegate {
            func orders(didSelect item: OrdersItem) {
              <#show the selected item#>
            }
          }
        #endif

        """)
  }

  @Test func aMissingOrAlreadyWiredCoordinatorIsAnError() throws {
    let name = try FeatureName("Orders")
    #expect(throws: GeneratorError.self) {
      try CoordinatorWiring(coordinator: "Missing", name: name).plan(sources: ["/p/A.swift": coordinator])
    }
    let wired = coordinator + "extension AppCoordinator: OrdersCoordinatorDelegate {}\n"
    #expect(throws: GeneratorError.self) {
      try CoordinatorWiring(coordinator: "AppCoordinator", name: name).plan(sources: ["/p/A.swift": wired])
    }
  }

  @Test func theCommandWiresAnMVPScreenAndRefusesOtherStyles() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)
    try folder.write("Sources/ShopPresentation/AppCoordinator.swift", coordinator)

    let refused = proscenium(
      "new", "feature", "Orders", "--style", "observable", "--coordinator", "AppCoordinator", "--project", folder.root)
    #expect(refused.code == 2)
    #expect(!folder.exists("Sources/ShopPresentation/Features/Orders"))

    let run = proscenium(
      "new", "feature", "Orders", "--style", "uikit-mvp", "--coordinator", "AppCoordinator", "--project", folder.root)
    #expect(run.code == 0, "\(run.errors)")
    #expect(
      folder.read("Sources/ShopPresentation/AppCoordinator.swift")?.contains(
        "extension AppCoordinator: OrdersCoordinatorDelegate {") == true)
    #expect(folder.exists("Sources/ShopPresentation/Features/Orders/OrdersViewController.swift"))
  }
}
