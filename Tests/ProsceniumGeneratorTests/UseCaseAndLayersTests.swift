import ProsceniumGenerator
import ProsceniumTestSupport
import Testing

/// `new feature --use-case NAME` and `--layers`: the use case's name reaches every file, and the layered files land in
/// seed 002's modules with the manifest's dependencies judged before writing.
struct UseCaseAndLayersTests {
  func package(presentationDependencies: String) -> String {
    """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Shop",
      targets: [
        .target(name: "ShopDomain"),
        .target(name: "ShopData", dependencies: ["ShopDomain"]),
        .target(name: "ShopPresentation", dependencies: [\(presentationDependencies)]),
        .testTarget(name: "ShopPresentationTests", dependencies: ["ShopPresentation", "ShopDomain"]),
      ]
    )
    """
  }

  @Test func theNamedUseCaseIsDeclaredImplementedStubbedAndInjected() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", package(presentationDependencies: ""))

    let run = proscenium(
      "new", "feature", "OrderHistory", "--style", "observable", "--use-case", "GetOrdersUseCase", "--project",
      folder.root)

    #expect(run.code == 0, "\(run.errors)")
    let useCase = folder.read("Sources/ShopPresentation/Features/OrderHistory/UseCase/GetOrdersUseCase.swift") ?? ""
    #expect(useCase.contains("protocol GetOrdersUseCaseProtocol: Sendable {"), "the trailing 'UseCase' is dropped")
    #expect(useCase.contains("struct GetOrdersUseCase: GetOrdersUseCaseProtocol {"))
    let viewModel =
      folder.read("Sources/ShopPresentation/Features/OrderHistory/ViewModel/OrderHistoryViewModel.swift") ?? ""
    #expect(viewModel.contains("init(getOrdersUseCase: any GetOrdersUseCaseProtocol) {"))
    #expect(!viewModel.contains("LoadOrderHistory"))
    let stub = folder.read("Tests/ShopPresentationTests/Features/OrderHistory/StubGetOrdersUseCase.swift") ?? ""
    #expect(stub.contains("final class StubGetOrdersUseCase: GetOrdersUseCaseProtocol {"))
    let tests =
      folder.read("Tests/ShopPresentationTests/Features/OrderHistory/OrderHistoryViewModelTests.swift") ?? ""
    #expect(tests.contains("OrderHistoryViewModel(getOrdersUseCase: useCase)"))
    #expect(!tests.contains("import ShopDomain"), "nothing is imported from a layer the feature does not use")
  }

  @Test func withoutUseCaseTheFeatureLoadsThroughLoadName() throws {
    let folder = try TemporaryFolder()
    let plan = try FeatureGenerator(templates: TemplateSource(projectRoot: nil)).plan(
      FeatureRequest(
        name: try FeatureName("Inbox"), style: .observableObject, sourcesFolder: folder.path("Sources/App"),
        testsFolder: folder.path("Tests/AppTests"), module: "App"))

    #expect(
      plan.map { String($0.path.dropFirst(folder.root.count + 1)) } == [
        "Sources/App/UseCases/LoadInboxUseCase.swift",
        "Sources/App/ViewModels/InboxViewModel.swift",
        "Sources/App/Views/Inbox/InboxView.swift",
        "Tests/AppTests/StubLoadInboxUseCase.swift",
        "Tests/AppTests/InboxViewModelTests.swift",
      ])
    #expect(plan[1].contents.contains("init(loadInboxUseCase: any LoadInboxUseCaseProtocol) {"))
  }

  @Test func aUseCaseNameIsValidatedLikeAFeatureName() {
    #expect(throws: GeneratorError.self) { try FeatureName(useCase: "../GetOrders") }
    #expect(throws: GeneratorError.self) { try FeatureName(useCase: "getOrders") }
    #expect((try? FeatureName(useCase: "UseCase"))?.typeName == "UseCase", "a name that is only the suffix stays")
    #expect((try? FeatureName(useCase: "GetOrdersUseCaseProtocol"))?.typeName == "GetOrders")
  }

  @Test func layersPutTheEntityUseCaseAndRepositoryInDomainAndTheImplementationInData() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", package(presentationDependencies: #""ShopDomain""#))

    let run = proscenium(
      "new", "feature", "OrderHistory", "--style", "observable", "--layers", "--use-case", "GetOrders", "--project",
      folder.root)

    #expect(run.code == 0, "\(run.errors)")
    #expect(!run.errors.contains("warning:"), "\(run.errors)")
    #expect(
      folder.files().filter { $0.hasSuffix(".swift") && $0 != "Package.swift" } == [
        "Sources/ShopData/Repositories/DefaultOrderHistoryRepository.swift",
        "Sources/ShopDomain/Entities/OrderHistoryItem.swift",
        "Sources/ShopDomain/Repositories/OrderHistoryRepository.swift",
        "Sources/ShopDomain/UseCases/GetOrdersUseCase.swift",
        "Sources/ShopPresentation/Features/OrderHistory/View/OrderHistoryView.swift",
        "Sources/ShopPresentation/Features/OrderHistory/ViewModel/OrderHistoryViewModel.swift",
        "Tests/ShopPresentationTests/Features/OrderHistory/OrderHistoryViewModelTests.swift",
        "Tests/ShopPresentationTests/Features/OrderHistory/StubGetOrdersUseCase.swift",
      ])
    let useCase = folder.read("Sources/ShopDomain/UseCases/GetOrdersUseCase.swift") ?? ""
    #expect(useCase.contains("public struct GetOrdersUseCase: GetOrdersUseCaseProtocol {"))
    #expect(useCase.contains("try await repository.items()"))
    #expect(!useCase.contains("import "), "Domain imports no other layer")
    let data = folder.read("Sources/ShopData/Repositories/DefaultOrderHistoryRepository.swift") ?? ""
    #expect(data.hasPrefix("import ShopDomain\n\n"))
    for presentation in [
      "Sources/ShopPresentation/Features/OrderHistory/ViewModel/OrderHistoryViewModel.swift",
      "Sources/ShopPresentation/Features/OrderHistory/View/OrderHistoryView.swift",
      "Tests/ShopPresentationTests/Features/OrderHistory/OrderHistoryViewModelTests.swift",
      "Tests/ShopPresentationTests/Features/OrderHistory/StubGetOrdersUseCase.swift",
    ] {
      let text = folder.read(presentation) ?? ""
      #expect(text.contains("import ShopDomain\n"), "\(presentation)")
      #expect(!text.contains("import ShopData\n"), "\(presentation)")
    }
  }

  @Test func layersWarnAboutDependenciesTheImportsNeedOrTheLayersForbid() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", package(presentationDependencies: #""ShopData""#))

    let run = proscenium("new", "feature", "Orders", "--style", "observable", "--layers", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    #expect(
      run.errors.contains(
        "warning: 'ShopPresentation' does not depend on 'ShopDomain', so its generated 'import ShopDomain' will not "
          + "build"))
    #expect(
      run.errors.contains(
        "warning: 'ShopPresentation' depends on 'ShopData'; layer_dependencies allows Presentation to depend on Domain "
          + "only"))
    #expect(folder.exists("Sources/ShopDomain/UseCases/LoadOrdersUseCase.swift"))
  }

  @Test func withoutLayerModulesEverythingGoesInTheOneModuleWithANote() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Package.swift",
      """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(name: "App", targets: [.target(name: "App")])
      """)

    let run = proscenium("new", "feature", "Orders", "--style", "observable", "--layers", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    #expect(run.errors.contains("note: the project has no module in the Domain layer"))
    #expect(folder.exists("Sources/App/UseCases/LoadOrdersUseCase.swift"))
    #expect(folder.exists("Sources/App/Repositories/DefaultOrdersRepository.swift"))
    #expect(folder.read("Sources/App/Repositories/DefaultOrdersRepository.swift")?.contains("import ") == false)
  }

  @Test func uikitMVPAndThePiecesRefuseUseCaseAndLayers() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", package(presentationDependencies: #""ShopDomain""#))

    for arguments in [
      ["new", "feature", "Orders", "--style", "uikit-mvp", "--layers"],
      ["new", "feature", "Orders", "--style", "uikit-mvp", "--use-case", "GetOrders"],
      ["new", "use-case", "GetOrders", "--layers"],
      ["new", "feature", "Orders", "--use-case", "../Up"],
    ] {
      let run = proscenium(arguments: arguments + ["--project", folder.root])
      #expect(run.code == 2, "\(arguments)")
      #expect(run.errors.hasPrefix("error: "), "\(arguments): \(run.errors)")
    }
    #expect(folder.files() == ["Package.swift"])
  }

  @Test func layeredTemplatesAreOverriddenInTheStyleFolderAndListed() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", package(presentationDependencies: #""ShopDomain""#))
    try folder.write(".proscenium/templates/observable/Entity.swift", "public struct {{Name}}Item: Sendable {}\n")

    let listed = proscenium("new", "--list-templates", "--project", folder.root)
    #expect(listed.code == 0, "\(listed.errors)")
    let lines = listed.output.split(separator: "\n")
    let entity = lines.first { $0.contains("Entity.swift") } ?? ""
    #expect(entity.contains("override ") && entity.contains("/observable/Entity.swift (--layers)"), "\(entity)")
    let domainUseCase = lines.first { $0.contains("DomainUseCase.swift") } ?? ""
    #expect(domainUseCase.contains("built-in (--layers)"), "\(domainUseCase)")
    #expect(lines.contains { $0.contains("UseCaseStub.swift") && !$0.contains("--layers") })

    let run = proscenium("new", "feature", "Orders", "--style", "observable", "--layers", "--project", folder.root)
    #expect(run.code == 0, "\(run.errors)")
    #expect(folder.read("Sources/ShopDomain/Entities/OrdersItem.swift") == "public struct OrdersItem: Sendable {}\n")
  }
}
