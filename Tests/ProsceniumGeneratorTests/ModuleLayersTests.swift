import ProsceniumGenerator
import ProsceniumTestSupport
import Testing

/// `--layers` places files in the modules `layer_dependencies`' `module_layers` names, as the checker reads them.
struct ModuleLayersTests {
  @Test func patternsMatchAsTheRuleMatchesThem() {
    let layers = ModuleLayers(["Core: Domain", "*Service: Data", "App*: Presentation", "*Kit*: Data", "no colon"])

    #expect(layers.entries.count == 4, "an entry without 'pattern: Layer' is skipped")
    #expect(layers.layer(of: "Core") == "Domain")
    #expect(layers.layer(of: "CoreUI") == nil, "a pattern without '*' matches the whole name only")
    #expect(layers.layer(of: "OrdersService") == "Data")
    #expect(layers.layer(of: "AppFeatures") == "Presentation")
    #expect(layers.layer(of: "NetworkKitExtras") == "Data")
    #expect(ModuleLayers.standard.layer(of: "ShopDomain") == "Domain")
    #expect(ModuleLayers.standard.layer(of: "CoreData") == nil, "Apple's CoreData is no Data layer")
    #expect(ModuleLayers(["CoreData: Data"]).layer(of: "CoreData") == "Data", "unless named exactly")
  }

  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Shop",
      platforms: [.iOS(.v17)],
      targets: [
        .target(name: "Core"),
        .target(name: "Networking", dependencies: ["Core"]),
        .target(name: "Screens", dependencies: ["Core"]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "Core"]),
      ]
    )
    """

  static let configuration = """
    {
      "preset": ["observable", "clean-layers"],
      "rules": {
        "layer_dependencies": {
          "options": { "module_layers": ["Core: Domain", "Networking: Data", "Screens: Presentation"] }
        }
      }
    }
    """

  @Test func layersFollowTheConfiguredModuleLayersAndPassCheck() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", Self.manifest)
    try folder.write(".proscenium.json", Self.configuration)

    let run = proscenium("new", "feature", "Orders", "--layers", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    #expect(!run.errors.contains("warning:"), "the manifest fits the configured layers: \(run.errors)")
    #expect(!run.errors.contains("has no"), "the Domain module is found: \(run.errors)")
    #expect(folder.exists("Sources/Core/Entities/OrdersItem.swift"))
    #expect(folder.exists("Sources/Core/UseCases/LoadOrdersUseCase.swift"))
    #expect(folder.exists("Sources/Core/Repositories/OrdersRepository.swift"))
    #expect(folder.exists("Sources/Networking/Repositories/DefaultOrdersRepository.swift"))
    #expect(folder.exists("Sources/Screens/Features/Orders/ViewModel/OrdersViewModel.swift"))
    #expect(folder.exists("Tests/ScreensTests/Features/Orders/OrdersViewModelTests.swift"))
    #expect(
      folder.read("Sources/Networking/Repositories/DefaultOrdersRepository.swift")?.contains("import Core\n") == true)
    #expect(
      folder.read("Sources/Screens/Features/Orders/ViewModel/OrdersViewModel.swift")?.contains("import Core\n") == true)

    // The same map judges the result: no import crosses a layer the configuration forbids.
    let check = proscenium(
      "check", "--strict", folder.path("Sources"), folder.path("Tests"), folder.path("Package.swift"))
    #expect(check.code == 0, "\(check.output)\(check.errors)")
  }

  @Test func theConfiguredMapAlsoPlacesTheStandalonePieces() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", Self.manifest)
    try folder.write(".proscenium.json", Self.configuration)

    let run = proscenium("new", "repository", "Settings", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    #expect(folder.exists("Sources/Core/Repositories/SettingsRepository.swift"))
    #expect(folder.exists("Sources/Networking/Repositories/DefaultSettingsRepository.swift"))
  }

  @Test func withoutTheOptionTheDefaultSuffixesStillApply() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", Self.manifest)
    try folder.write(".proscenium.json", #"{"preset": ["observable"]}"#)

    let run = proscenium("new", "feature", "Orders", "--layers", "--project", folder.root, "--dry-run")

    #expect(run.code == 0, "\(run.errors)")
    #expect(run.errors.contains("note: the project has no module in the Domain layer"), "\(run.errors)")
    // No target is named for a layer, so the first target takes the feature and all its layers.
    #expect(
      run.output.contains("create: \(folder.path("Sources/Core/Features/Orders/ViewModel/OrdersViewModel.swift"))"))
    #expect(run.output.contains("create: \(folder.path("Sources/Core/Entities/OrdersItem.swift"))"))
  }
}
