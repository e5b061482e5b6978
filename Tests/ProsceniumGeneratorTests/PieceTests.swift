import ProsceniumGenerator
import ProsceniumTestSupport
import Testing

/// `new use-case` and `new repository`: each piece in the module of its layer.
struct PieceTests {
  let layered = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Shop",
      targets: [
        .target(name: "ShopDomain"),
        .target(name: "ShopData", dependencies: ["ShopDomain"]),
        .target(name: "ShopPresentation", dependencies: ["ShopDomain"]),
      ]
    )
    """

  @Test func aUseCaseGoesInTheDomainModule() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", layered)

    let run = proscenium("new", "use-case", "GetOrders", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    let text = folder.read("Sources/ShopDomain/UseCases/GetOrdersUseCase.swift") ?? ""
    #expect(text.contains("public protocol GetOrdersUseCaseProtocol: Sendable {"))
    #expect(text.contains("public struct GetOrdersUseCase: GetOrdersUseCaseProtocol {"))
  }

  @Test func aRepositoryProtocolGoesInDomainAndItsImplementationInDataImportingDomain() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", layered)

    let run = proscenium("new", "repository", "Orders", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    #expect(
      folder.read("Sources/ShopDomain/Repositories/OrdersRepository.swift")?.contains(
        "public protocol OrdersRepository: Sendable {}") == true)
    let implementation = folder.read("Sources/ShopData/Repositories/DefaultOrdersRepository.swift") ?? ""
    #expect(implementation.hasPrefix("import ShopDomain\n\n/// The production Order"))
    #expect(implementation.contains("public struct DefaultOrdersRepository: OrdersRepository {"))
  }

  @Test func withoutADataModuleTheImplementationGoesInThePresentationTarget() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)

    let layers = ProjectLayout.find(from: folder.root).layers()
    let plan = try FeatureGenerator(templates: TemplateSource(projectRoot: nil))
      .plan(.repository, name: FeatureName("Orders"), layers: layers, indentation: .templateDefault)

    #expect(layers.domainModule == "ShopDomain")
    #expect(layers.dataModule == "ShopPresentation")
    #expect(
      plan.map(\.path) == [
        folder.path("Sources/ShopDomain/Repositories/OrdersRepository.swift"),
        folder.path("Sources/ShopPresentation/Repositories/DefaultOrdersRepository.swift"),
      ])
    #expect(plan[1].contents.hasPrefix("import ShopDomain\n"))
  }

  @Test func inASingleModuleNothingIsImported() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Package.swift",
      "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")])\n"
    )

    let run = proscenium("new", "repository", "Orders", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    #expect(
      folder.read("Sources/App/Repositories/DefaultOrdersRepository.swift")?.hasPrefix("/// The production") == true)
    #expect(folder.exists("Sources/App/Repositories/OrdersRepository.swift"))
  }

  @Test func piecesRefuseToReplaceFilesToo() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", layered)
    try folder.write("Sources/ShopDomain/UseCases/GetOrdersUseCase.swift", "// mine\n")

    let run = proscenium("new", "use-case", "GetOrders", "--project", folder.root)

    #expect(run.code == 2)
    #expect(folder.read("Sources/ShopDomain/UseCases/GetOrdersUseCase.swift") == "// mine\n")
  }
}
