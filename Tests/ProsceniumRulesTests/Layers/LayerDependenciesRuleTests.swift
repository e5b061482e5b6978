import Testing

@Suite struct LayerDependenciesRuleTests {
  @Test func explainsWhichLayersAreAllowed() throws {
    let found = try RuleCheck.findings(
      "layer_dependencies", path: "Sources/HomePresentation/HomeViewModel.swift", "import HomeData\n")
    #expect(
      found.map(\.message) == [
        "layer 'Presentation' may depend only on 'Domain': remove the import of 'HomeData' (layer 'Data')"
      ])
  }

  @Test func modulesOfTheSameLayerMayImportEachOther() throws {
    let found = try RuleCheck.findings(
      "layer_dependencies", path: "Sources/HomePresentation/HomeView.swift",
      "import SharedPresentation\nimport HomeDomain\nimport Networking\n")
    #expect(found.isEmpty)
  }

  @Test func customModulePatternsMapModulesToLayers() throws {
    let options = #"{"module_layers": ["Feature*: Presentation", "Core: Domain", "*Repositories: Data"]}"#
    let found = try RuleCheck.findings(
      "layer_dependencies", path: "Sources/FeatureHome/HomeViewModel.swift",
      "import Core\nimport ItemRepositories\nimport FeatureSettings\n", options: options)
    #expect(found.map(\.line) == [2])
  }

  @Test func aRootManifestIsCheckedTargetByTarget() throws {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "App",
        targets: [
          .target(name: "Domain", dependencies: ["Data"]),
          .target(name: "Data", dependencies: ["Domain"]),
          .target(name: "Presentation", dependencies: ["Domain", .target(name: "Data")]),
          .executableTarget(name: "App", dependencies: ["Presentation", "Data", "Domain"]),
          .testTarget(name: "DomainTests", dependencies: ["Domain", "Data"]),
        ]
      )
      """
    let found = try RuleCheck.findings("layer_dependencies", path: "Package.swift", manifest)
    #expect(found.map(\.line) == [7, 9])
    #expect(
      found.first?.message
        == "layer 'Domain' may depend on no other layer: remove the dependency of 'Domain' on 'Data' (layer 'Data')")
  }

  @Test func aFileNamedLikeAManifestElsewhereIsOnlyCheckedForImports() throws {
    let found = try RuleCheck.findings(
      "layer_dependencies", path: "Sources/Domain/MyPackage.swift",
      "let package = Package(name: \"A\", targets: [.target(name: \"Domain\", dependencies: [\"Data\"])])\n")
    #expect(found.isEmpty)
  }
}
