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

  /// The feature's repository file as the built-in template writes it, with its default implementation.
  let plannedRepository = PlannedFile(
    path: "/p/Features/Orders/OrdersRepository.swift",
    contents: """
      protocol OrdersRepository: Sendable {
        func items(refresh: Bool) async throws -> [OrdersItem]
      }

      struct DefaultOrdersRepository: OrdersRepository {
        func items(refresh: Bool) async throws -> [OrdersItem] {
          []
        }
      }

      """)

  func wire(_ sources: [String: String], planned: [PlannedFile]? = nil) throws -> String {
    let wiring = CoordinatorWiring(coordinator: "AppCoordinator", name: try FeatureName("Orders"))
    return try wiring.plan(sources: sources, planned: planned ?? [plannedRepository]).contents
  }

  /// The `repository:` argument of the generated `make(...)` call.
  func repositoryArgument(_ edited: String) -> String? {
    guard let start = edited.range(of: "make(repository: "),
      let end = edited[start.upperBound...].range(of: ", delegate")
    else { return nil }
    return String(edited[start.upperBound..<end.lowerBound])
  }

  @Test func addsTheMakeCallAndTheDelegateConformanceKeepingTheRest() throws {
    let wiring = CoordinatorWiring(coordinator: "AppCoordinator", name: try FeatureName("Orders"))

    let file = try wiring.plan(sources: ["/p/AppCoordinator.swift": coordinator], planned: [plannedRepository])

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
              OrdersViewController.make(repository: DefaultOrdersRepository(), delegate: self)
            }
          }

          // MARK: - OrdersCoordinatorDelegate

          extension AppCoordinator: OrdersCoordinatorDelegate {
            func orders(didSelect item: OrdersItem) {
              // Navigation from Orders: push or present the screen for `item` here.
            }
          }
        #endif

        """)
  }

  @Test func theCoordinatorsOwnRepositoryIsPassedWhateverItsSpelling() throws {
    for declaration in [
      "private let ordersRepository: any OrdersRepository",
      "let ordersRepository: OrdersRepository",
      "private let ordersRepository: (any OrdersRepository)!",
      "private var ordersRepository: any OrdersRepository { dependencies.orders }",
    ] {
      let source = coordinator.replacingOccurrences(
        of: "func start() {}", with: declaration + "\n\n    func start() {}")
      #expect(repositoryArgument(try wire(["/p/AppCoordinator.swift": source])) == "ordersRepository", "\(declaration)")
    }
  }

  @Test func aPropertyOfAConformingTypeIsPassedAndAnOptionalOrStaticOneIsNot() throws {
    let remote = """
      struct RemoteOrdersRepository {
        let client: HTTPClient
      }

      extension RemoteOrdersRepository: OrdersRepository {
        func items(refresh: Bool) async throws -> [OrdersItem] { [] }
      }

      """
    let holding = coordinator.replacingOccurrences(
      of: "func start() {}",
      with: """
        weak var parentRepository: (any OrdersRepository)?
            static let sharedRepository: any OrdersRepository = DefaultOrdersRepository()
            private let remote = RemoteOrdersRepository(client: .shared)

            func start() {}
        """)
    let sources = ["/p/AppCoordinator.swift": holding, "/p/Data/RemoteOrdersRepository.swift": remote]
    #expect(repositoryArgument(try wire(sources)) == "remote")
  }

  @Test func withoutAPropertyAConformingTypeBuiltWithoutArgumentsIsConstructed() throws {
    let sources = [
      "/p/AppCoordinator.swift": coordinator,
      // Needs an argument, so it cannot be built here.
      "/p/Data/RemoteOrdersRepository.swift": """
      struct RemoteOrdersRepository: OrdersRepository {
        let client: HTTPClient
        func items(refresh: Bool) async throws -> [OrdersItem] { [] }
      }

      """,
      "/p/Sources/Data/CachedOrdersRepository.swift": """
      final class CachedOrdersRepository: OrdersRepository, Sendable {
        init(capacity: Int = 100) {}
        func items(refresh: Bool) async throws -> [OrdersItem] { [] }
      }

      """,
    ]
    #expect(repositoryArgument(try wire(sources)) == "CachedOrdersRepository()", "the project's own comes first")
    #expect(
      repositoryArgument(try wire(["/p/AppCoordinator.swift": coordinator])) == "DefaultOrdersRepository()",
      "else the feature's default")
  }

  @Test func withNoRepositoryToPassTheEditIsRefusedNotLeftWithAPlaceholder() throws {
    let overridden = PlannedFile(
      path: plannedRepository.path,
      contents: "protocol OrdersRepository: Sendable {}\nstruct OrdersStore: OrdersRepository { let url: String }\n")
    let error = #expect(throws: GeneratorError.self) {
      try wire(["/p/AppCoordinator.swift": coordinator], planned: [overridden])
    }
    #expect(
      error?.message.contains("no property of type 'any OrdersRepository'") == true, "\(String(describing: error))")
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
    let edited = folder.read("Sources/ShopPresentation/AppCoordinator.swift") ?? ""
    #expect(edited.contains("OrdersViewController.make(repository: DefaultOrdersRepository(), delegate: self)"))
    #expect(!edited.contains("<#"), "no editor placeholder is written")
    #expect(
      folder.read("Sources/ShopPresentation/Features/Orders/OrdersRepository.swift")?.contains(
        "struct DefaultOrdersRepository: OrdersRepository {") == true)
  }

  @Test func theCommandPassesARepositoryFromElsewhereInTheProject() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)
    try folder.write(
      "Sources/ShopPresentation/AppCoordinator.swift",
      coordinator.replacingOccurrences(
        of: "func start() {}", with: "private let dependencies = AppDependencies()\n\n    func start() {}"))
    try folder.write(
      "Sources/ShopPresentation/LiveOrders.swift",
      "struct LiveOrdersRepository {\n  init() {}\n}\n\nextension LiveOrdersRepository: OrdersRepository {}\n")

    let run = proscenium(
      "new", "feature", "Orders", "--style", "uikit-mvp", "--coordinator", "AppCoordinator", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    #expect(
      folder.read("Sources/ShopPresentation/AppCoordinator.swift")?.contains(
        "OrdersViewController.make(repository: LiveOrdersRepository(), delegate: self)") == true)
  }
}
