import Testing

@testable import ProsceniumCheck

@Suite struct ModuleMapTests {
  static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "Shop",
      platforms: [.iOS(.v16), .tvOS("17.2"), .macOS(.v10_15)],
      products: [.library(name: "ShopKit", targets: ["ShopKit"])],
      dependencies: [.package(url: "https://example.com/kit.git", from: "1.0.0")],
      targets: [
        .target(name: "ShopKit", dependencies: ["Domain", .product(name: "Kit", package: "kit"), .target(name: "Data")]),
        .target(name: "Domain"),
        .target(name: "Data", path: "Modules/DataLayer"),
        .executableTarget(name: "shop-cli", dependencies: ["ShopKit"]),
        .testTarget(name: "ShopKitTests", dependencies: ["ShopKit"]),
        .testTarget(name: "Snapshots", dependencies: ["ShopKit"], path: "UITests/Snapshots"),
      ]
    )
    """

  @Test func readsTargetsKindsPathsAndDependencies() {
    let manifest = PackageManifestReader.read(source: Self.manifest)
    #expect(manifest.name == "Shop")
    #expect(manifest.targets.map(\.name) == ["ShopKit", "Domain", "Data", "shop-cli", "ShopKitTests", "Snapshots"])
    #expect(manifest.targets.map(\.kind) == [.regular, .regular, .regular, .executable, .test, .test])
    #expect(manifest.targets[0].dependencies == ["Domain", "Kit", "Data"])
    #expect(
      manifest.targets.map(\.sourceFolder) == [
        "Sources/ShopKit", "Sources/Domain", "Modules/DataLayer", "Sources/shop-cli", "Tests/ShopKitTests",
        "UITests/Snapshots",
      ])
    #expect(manifest.targets[0].line == 10)
  }

  @Test func readsPlatforms() {
    let manifest = PackageManifestReader.read(source: Self.manifest)
    #expect(manifest.platforms == ["iOS": "16", "tvOS": "17.2", "macOS": "10.15"])
  }

  @Test func mapsFilesToTargetsOfTheNearestPackage() throws {
    let folder = try TemporaryFolder(files: ["Shop/Package.swift": Self.manifest])
    let map = ModuleMap()
    func membership(_ path: String) -> String {
      let found = map.membership(ofAbsolutePath: folder.url(path))
      return "\(found.module ?? "-") \(found.isTest ? "test" : "code")"
    }
    #expect(membership("Shop/Sources/ShopKit/Views/Home.swift") == "ShopKit code")
    #expect(membership("Shop/Modules/DataLayer/Store.swift") == "Data code")
    #expect(membership("Shop/Tests/ShopKitTests/HomeTests.swift") == "ShopKitTests test")
    #expect(membership("Shop/UITests/Snapshots/HomeSnapshot.swift") == "Snapshots test")
    #expect(membership("Shop/Sources/shop-cli/main.swift") == "shop-cli code")
    // Inside the package but in no target: folder conventions decide.
    #expect(membership("Shop/Sources/Orphan/File.swift") == "Orphan code")
    #expect(membership("Shop/Scripts/Tool.swift") == "- code")
  }

  @Test func customTargetPathsWinOverLongerConventionalOnes() throws {
    let manifest = """
      let package = Package(name: "P", targets: [
        .target(name: "All", path: "Sources"),
        .target(name: "Special", path: "Sources/Special"),
      ])
      """
    let folder = try TemporaryFolder(files: ["Package.swift": manifest])
    let map = ModuleMap()
    #expect(map.membership(ofAbsolutePath: folder.url("Sources/Special/A.swift")).module == "Special")
    #expect(map.membership(ofAbsolutePath: folder.url("Sources/Other/A.swift")).module == "All")
  }

  @Test(
    arguments: [
      ("Sources/Feature/Home.swift", "Feature", false),
      ("App/Tests/FeatureTests/HomeTests.swift", "FeatureTests", true),
      ("MyApp/MyAppTests/HomeTests.swift", "MyAppTests", true),
      ("MyApp/Screens/HomeViewModel.swift", nil, false),
      ("MyApp/Screens/HomeViewModelMock.swift", nil, true),
      ("MyApp/Screens/HomeSpec.swift", nil, true),
    ] as [(String, String?, Bool)])
  func conventionsNameModulesOutsidePackages(path: String, module: String?, isTest: Bool) {
    let membership = ModuleMap.conventionalMembership(components: path.split(separator: "/").map(String.init))
    #expect(membership.module == module)
    #expect(membership.isTest == isTest)
  }

  @Test func checkedFilesCarryTheirModule() throws {
    let folder = try TemporaryFolder(files: [
      "Package.swift": Self.manifest,
      "Sources/ShopKit/Home.swift": "struct Home {}\n",
      "Tests/ShopKitTests/HomeTests.swift": "final class HomeTests { let home = Home() }\n",
    ])
    let result = try CheckEngine(catalog: TestCatalog.catalog).run(CheckRequest(paths: [folder.path], jobs: 2))
    let facts = result.index.files.values.filter { !$0.path.hasSuffix("Package.swift") }.sorted { $0.path < $1.path }
    #expect(facts.map(\.module) == ["ShopKit", "ShopKitTests"])
    #expect(facts.map(\.isTestFile) == [false, true])
    #expect(result.index.testFiles(mentioning: "Home") == [folder.url("Tests/ShopKitTests/HomeTests.swift")])
  }
}
