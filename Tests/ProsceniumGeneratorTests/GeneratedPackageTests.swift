import Foundation
import ProsceniumTestSupport
import Testing

/// THE SLOW TEST (a minute or more on a cold cache): the generator's guarantee, checked for real.
///
/// Every style and template (and the use-case and repository pieces) is generated into ONE temporary Swift package
/// that depends on this repository's runtime by path; the
/// package must build, its generated tests must pass, and `proscenium check --strict` must find nothing in each
/// style's files under that style's preset (with the opt-in style rules the presets leave off turned on as well).
/// When the runtime's API changes, this is the test that says the templates no longer fit it.
///
/// The package lives in `.build/generator-guarantee/` so the runtime it depends on is compiled once and reused.
@Suite(.serialized)
struct GeneratedPackageTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
  static let packageRoot = repository + "/.build/generator-guarantee/GeneratedFeatures"

  /// The feature of each style (the SwiftUI ones also with `--layers`), its other options, and the rules turned on
  /// beyond its preset. The single-module features go in `GeneratedFeatures` by `--into`, since the package's
  /// `LayeredPresentation` target is where features go by default.
  static let features: [(style: String, name: String, options: [String], configuration: String)] = [
    (
      "observable", "Catalog",
      [
        "--platform", "all", "--use-case", "GetCatalog", "--route", "AppRoute.catalog(shelf: String)", "--into",
        "Sources/GeneratedFeatures/Features",
      ],
      #"{"preset": ["observable"], "rules": {"feature_layout": {"enabled": true}, "mark_sections": {"enabled": true}, "previews_cover_states": {"enabled": true}}}"#
    ),
    (
      "observable-object", "Inbox",
      ["--platform", "tvos", "--route", "AppRoute", "--into", "Sources/GeneratedFeatures"],
      #"{"preset": ["observable-object"], "rules": {"feature_layout": {"enabled": true}, "mark_sections": {"enabled": true}, "previews_cover_states": {"enabled": true}}}"#
    ),
    (
      "uikit-mvp", "Orders", ["--coordinator", "ShopCoordinator", "--into", "Sources/GeneratedFeatures/Features"],
      #"{"preset": ["uikit-mvp"], "rules": {"mark_sections": {"enabled": true}}}"#
    ),
    (
      "observable", "Feed",
      ["--template", "paged-list", "--platform", "all", "--into", "Sources/GeneratedFeatures/Features"],
      #"{"preset": ["observable"], "rules": {"feature_layout": {"enabled": true}, "mark_sections": {"enabled": true}, "previews_cover_states": {"enabled": true}}}"#
    ),
    (
      "observable-object", "Archive",
      ["--template", "paged-list", "--use-case", "BrowseArchive", "--into", "Sources/GeneratedFeatures"],
      #"{"preset": ["observable-object"], "rules": {"feature_layout": {"enabled": true}, "mark_sections": {"enabled": true}, "previews_cover_states": {"enabled": true}}}"#
    ),
    (
      "observable", "Contact",
      [
        "--template", "form", "--route", "AppRoute.contact(topic: String)", "--into",
        "Sources/GeneratedFeatures/Features",
      ],
      #"{"preset": ["observable"], "rules": {"feature_layout": {"enabled": true}, "mark_sections": {"enabled": true}, "previews_cover_states": {"enabled": true}}}"#
    ),
    (
      "observable-object", "Feedback",
      ["--template", "form", "--platform", "all", "--into", "Sources/GeneratedFeatures"],
      #"{"preset": ["observable-object"], "rules": {"feature_layout": {"enabled": true}, "mark_sections": {"enabled": true}, "previews_cover_states": {"enabled": true}}}"#
    ),
    (
      "observable", "Shelf", ["--layers", "--use-case", "BrowseShelf"],
      #"{"preset": ["observable", "clean-layers"], "rules": {"feature_layout": {"enabled": true}, "mark_sections": {"enabled": true}, "previews_cover_states": {"enabled": true}}}"#
    ),
    (
      "observable-object", "Mailbox", ["--layers", "--platform", "all"],
      #"{"preset": ["observable-object", "clean-layers"], "rules": {"feature_layout": {"enabled": true}, "mark_sections": {"enabled": true}, "previews_cover_states": {"enabled": true}}}"#
    ),
  ]

  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    // Written by GeneratedPackageTests: every generator style in one package, against the runtime by path.
    let package = Package(
      name: "GeneratedFeatures",
      platforms: [.iOS(.v17), .tvOS(.v17), .macOS(.v14)],
      dependencies: [
        .package(name: "Proscenium", path: "\(repository)")
      ],
      targets: [
        .target(
          name: "GeneratedFeatures",
          dependencies: [.product(name: "Proscenium", package: "Proscenium")]
        ),
        .testTarget(
          name: "GeneratedFeaturesTests",
          dependencies: [
            "GeneratedFeatures",
            .product(name: "Proscenium", package: "Proscenium"),
            .product(name: "ProsceniumTesting", package: "Proscenium"),
          ]
        ),
        // Seed 002's layers, for `--layers`: Presentation and Data depend on Domain, Domain on nothing.
        .target(name: "LayeredDomain"),
        .target(name: "LayeredData", dependencies: ["LayeredDomain"]),
        .target(
          name: "LayeredPresentation",
          dependencies: ["LayeredDomain", .product(name: "Proscenium", package: "Proscenium")]
        ),
        .testTarget(
          name: "LayeredPresentationTests",
          dependencies: [
            "LayeredPresentation", "LayeredDomain",
            .product(name: "Proscenium", package: "Proscenium"),
            .product(name: "ProsceniumTesting", package: "Proscenium"),
          ]
        ),
      ],
      swiftLanguageModes: [.v6]
    )

    """

  @Test func everyStyleBuildsPassesItsTestsAndTheChecker() throws {
    let fileManager = FileManager.default
    // Fresh sources every run; the package's own .build is kept for speed.
    for folder in ["Sources", "Tests", "configurations"] {
      try? fileManager.removeItem(atPath: Self.packageRoot + "/" + folder)
    }
    try fileManager.createDirectory(atPath: Self.packageRoot + "/configurations", withIntermediateDirectories: true)
    try Data(Self.manifest.utf8).write(to: URL(fileURLWithPath: Self.packageRoot + "/Package.swift"))

    // Seed 001's route enum, its view builder and a deep link table, which `--route` extends. The builder is SwiftUI,
    // so on Linux it is parsed and checked, not compiled; the enum and the links compile, and a test of the package
    // opens the generated links.
    for (path, text) in Self.routeFiles + Self.coordinatorFiles {
      let url = URL(fileURLWithPath: Self.packageRoot + "/" + path)
      try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }

    var filesByFeature: [String: [String]] = [:]
    for feature in Self.features {
      let options = feature.options.map { $0.hasPrefix("Sources/") ? Self.packageRoot + "/" + $0 : $0 }
      let run = proscenium(
        arguments: ["new", "feature", feature.name, "--style", feature.style, "--project", Self.packageRoot] + options)
      try #require(run.code == 0, "new \(feature.style) \(feature.name): \(run.errors)")
      #expect(!run.errors.contains("warning:"), "the layers fit the manifest: \(run.errors)")
      filesByFeature[feature.name] = Self.createdFiles(run.output)
      #expect(filesByFeature[feature.name]?.count ?? 0 >= 5, "\(run.output)")
    }
    #expect(
      filesByFeature["Shelf"]?.contains(Self.packageRoot + "/Sources/LayeredDomain/UseCases/BrowseShelfUseCase.swift")
        == true)
    #expect(
      filesByFeature["Mailbox"]?.contains(
        Self.packageRoot + "/Sources/LayeredData/Repositories/DefaultMailboxRepository.swift") == true)

    // The pieces of seed 002 on their own, in the Domain and Data modules.
    for (kind, name) in [("use-case", "SyncSettings"), ("repository", "Settings")] {
      let run = proscenium("new", kind, name, "--project", Self.packageRoot)
      try #require(run.code == 0, "new \(kind): \(run.errors)")
      filesByFeature["Shelf", default: []] += Self.createdFiles(run.output)
    }

    let build = try Self.swift(["build", "--build-tests"])
    try #require(build.status == 0, "swift build failed:\n\(build.output)")
    let test = try Self.swift(["test", "--skip-build"])
    #expect(test.status == 0, "swift test failed:\n\(test.output)")
    #expect(test.output.contains("generatedLinksOpenAndShareTheirRoutes"), "the deep links were not tested")
    #expect(test.output.contains("theWiredCoordinatorBuildsTheScreen"), "the coordinator's edit was not tested")
    for feature in Self.features {
      #expect(
        test.output.contains("\(feature.name)") && !test.output.contains("✘"),
        "the \(feature.style) tests did not all run and pass:\n\(test.output)")
    }

    for feature in Self.features {
      let configuration = Self.packageRoot + "/configurations/\(feature.name).json"
      try Data(feature.configuration.utf8).write(to: URL(fileURLWithPath: configuration))
      // The layered features' check reads the manifest too, where layer_dependencies checks the targets.
      let manifest = feature.options.contains("--layers") ? [Self.packageRoot + "/Package.swift"] : []
      let files = (filesByFeature[feature.name] ?? []) + manifest
      let check = proscenium(arguments: ["check", "--strict", "--config", configuration] + files)
      #expect(check.code == 0, "check of \(feature.name) under '\(feature.style)':\n\(check.output)\(check.errors)")
    }
  }

  static let routeFiles = [
    (
      "Sources/GeneratedFeatures/Navigation/AppRoute.swift",
      """
      /// Every screen the app navigates to.
      enum AppRoute: Hashable {
        case home
      }

      """
    ),
    (
      "Sources/GeneratedFeatures/Navigation/AppLinks.swift",
      """
      import Foundation
      import Proscenium

      /// The links the app opens, and shares back.
      enum AppLinks {
        static let table: DeepLinks<AppRoute> = {
          var links = DeepLinks<AppRoute>(schemes: ["shop"], hosts: ["shop.example"])
          links.register("/home") { _ in [.home] }
          return links
        }()
      }

      """
    ),
    (
      "Tests/GeneratedFeaturesTests/AppLinksTests.swift",
      """
      import Foundation
      import Testing

      @testable import GeneratedFeatures

      /// The links `--route` registered open their screens with the values they carry, and give them back.
      struct AppLinksTests {
        @Test func generatedLinksOpenAndShareTheirRoutes() throws {
          let catalog = try #require(URL(string: "shop://catalog/fiction"))
          #expect(try AppLinks.table.routes(for: catalog) == [.catalog(shelf: "fiction")])
          let inbox = try #require(URL(string: "https://shop.example/inbox"))
          #expect(try AppLinks.table.routes(for: inbox) == [.inbox])
          #expect(AppLinks.table.url(for: .catalog(shelf: "fiction"))?.absoluteString == "https://shop.example/catalog/fiction")
        }
      }

      """
    ),
    (
      "Sources/GeneratedFeatures/Navigation/AppRoute+View.swift",
      """
      #if canImport(SwiftUI)
        import SwiftUI

        extension AppRoute {
          /// The screen of each route.
          @ViewBuilder
          func view() -> some View {
            switch self {
            case .home:
              Text("Home")
            }
          }
        }
      #endif

      """
    ),
  ]

  /// A coordinator `--coordinator` edits, written without UIKit so Linux compiles the `make(...)` call and delegate
  /// conformance added to it, against a stand-in for the UIKit view controller with the same `make(...)`; a test of
  /// the package builds the screen through it.
  static let coordinatorFiles = [
    (
      "Sources/GeneratedFeatures/Navigation/ShopCoordinator.swift",
      """
      /// Builds the shop's MVP screens.
      @MainActor
      final class ShopCoordinator {
        // MARK: Lifecycle

        func start() {}
      }

      """
    ),
    (
      "Sources/GeneratedFeatures/Navigation/OrdersViewControllerStandIn.swift",
      """
      #if !canImport(UIKit)
        /// Where UIKit does not exist, a stand-in for the generated view controller with the same `make(...)`.
        @MainActor
        final class OrdersViewController {
          let repository: any OrdersRepository
          weak var delegate: (any OrdersCoordinatorDelegate)?

          private init(repository: any OrdersRepository) {
            self.repository = repository
          }

          static func make(
            repository: any OrdersRepository, delegate: any OrdersCoordinatorDelegate
          ) -> OrdersViewController {
            let viewController = OrdersViewController(repository: repository)
            viewController.delegate = delegate
            return viewController
          }
        }
      #endif

      """
    ),
    (
      "Tests/GeneratedFeaturesTests/ShopCoordinatorTests.swift",
      """
      #if !canImport(UIKit)
        import Testing

        @testable import GeneratedFeatures

        /// The coordinator `--coordinator` edited builds the screen with the feature's default repository and
        /// becomes its delegate.
        @MainActor
        struct ShopCoordinatorTests {
          @Test func theWiredCoordinatorBuildsTheScreen() async throws {
            let coordinator = ShopCoordinator()

            let screen = coordinator.makeOrders()

            #expect(screen.repository is DefaultOrdersRepository)
            #expect(screen.delegate === coordinator)
            #expect(try await screen.repository.items(refresh: false).isEmpty)
          }
        }
      #endif

      """
    ),
  ]

  /// The absolute paths of the `created …` and `edited …` lines of `new`'s output.
  static func createdFiles(_ output: String) -> [String] {
    output.split(separator: "\n").compactMap { line in
      for prefix in ["created ", "edited "] where line.hasPrefix(prefix) { return String(line.dropFirst(prefix.count)) }
      return nil
    }.map { $0.hasPrefix("/") ? $0 : FileManager.default.currentDirectoryPath + "/" + $0 }
  }

  /// Runs `swift` in the generated package and returns its exit status and combined output.
  static func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments + ["--package-path", packageRoot]
    var environment = ProcessInfo.processInfo.environment
    // Settings of the outer `swift test` must not leak into the inner build.
    for key in environment.keys where key.hasPrefix("SWIFTPM_") || key == "XCTestConfigurationFilePath" {
      environment[key] = nil
    }
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
