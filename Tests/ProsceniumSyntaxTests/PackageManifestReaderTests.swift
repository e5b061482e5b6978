import ProsceniumSyntax
import Testing

@Suite struct PackageManifestReaderTests {
  @Test func readsPlatformsWrittenAsMembersStringsAndMinorVersions() {
    let manifest = PackageManifestReader.read(
      source: """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
          name: "Feature",
          platforms: [.iOS(.v17), .tvOS("17.0"), .macOS(.v10_15), .watchOS(.v10_2)],
          targets: [.target(name: "Feature")]
        )
        """)
    #expect(manifest.name == "Feature")
    #expect(manifest.platforms == ["iOS": "17", "tvOS": "17.0", "macOS": "10.15", "watchOS": "10.2"])
  }

  @Test func readsMinorVersionMembers() {
    let manifest = PackageManifestReader.read(
      source: "let package = Package(name: \"A\", platforms: [.iOS(.v17_2)], targets: [])")
    #expect(manifest.platforms == ["iOS": "17.2"])
  }

  /// Local packages (`path:`) are read for the project model; remote ones (`url:`) are not local.
  @Test func readsTheLocalPackageDependenciesPaths() {
    let manifest = PackageManifestReader.read(
      source: """
        let package = Package(
          name: "App",
          dependencies: [
            .package(path: "../Core"),
            .package(name: "Proscenium", path: "../..", traits: []),
            .package(url: "https://example.com/kit.git", from: "1.0.0"),
          ],
          targets: [.target(name: "App", dependencies: [.product(name: "Core", package: "Core")])]
        )
        package.dependencies += [.package(path: "/opt/Shared")]
        """)
    #expect(manifest.localDependencyPaths == ["../Core", "../..", "/opt/Shared"])
    #expect(manifest.targets.map(\.name) == ["App"])
  }

  @Test func dependencyReferencesAreNotTakenForTargets() {
    let source = """
      let package = Package(
        name: "Presentation",
        targets: [
          .target(name: "Presentation", dependencies: [.product(name: "Domain", package: "Domain"), "Shared"]),
          .testTarget(name: "PresentationTests", dependencies: [.target(name: "Presentation")]),
        ]
      )
      """
    let manifest = PackageManifestReader.read(source: source)
    #expect(manifest.targets.map(\.name) == ["Presentation", "PresentationTests"])
    #expect(manifest.targets.map(\.kind) == [.regular, .test])
    #expect(manifest.targets[0].dependencies == ["Domain", "Shared"])
    #expect(manifest.targets[1].dependencies == ["Presentation"])
    #expect(manifest.targets[0].line == 4)
  }

  @Test func dependencySpansCoverEachEntry() throws {
    let source =
      "let p = Package(name: \"A\", targets: [.target(name: \"A\", dependencies: [\"Data\", .target(name: \"B\")])])"
    let manifest = PackageManifestReader.read(source: source)
    let target = try #require(manifest.targets.first)
    let texts = target.dependencySpans.map { span in
      String(decoding: Array(source.utf8)[span], as: UTF8.self)
    }
    #expect(texts == ["\"Data\"", ".target(name: \"B\")"])
  }

  @Test func platformsMissingOrComputedLeaveNoEntry() {
    let manifest = PackageManifestReader.read(
      source: "let platforms: [SupportedPlatform] = []\nlet package = Package(name: \"A\", platforms: platforms)")
    #expect(manifest.platforms.isEmpty)
  }

  @Test func readsTargetKindsPathsSourcesAndExcludes() {
    let manifest = PackageManifestReader.read(
      source: """
        let package = Package(name: "Shop", targets: [
          .target(name: "Kit", exclude: ["Legacy", "README.md"]),
          .target(name: "Data", path: "Modules/Data", sources: ["Store.swift", "Cache"]),
          .executableTarget(name: "tool"),
          .testTarget(name: "KitTests", dependencies: ["Kit"]),
        ])
        """)
    #expect(manifest.targets.map(\.name) == ["Kit", "Data", "tool", "KitTests"])
    #expect(manifest.targets.map(\.kind) == [.regular, .regular, .executable, .test])
    #expect(manifest.targets.map(\.sourceFolder) == ["Sources/Kit", "Modules/Data", "Sources/tool", "Tests/KitTests"])
    #expect(manifest.targets.map(\.sources) == [nil, ["Store.swift", "Cache"], nil, nil])
    #expect(manifest.targets[0].exclude == ["Legacy", "README.md"])
  }

  @Test func readsMainActorDefaultIsolation() {
    let manifest = PackageManifestReader.read(
      source: """
        let package = Package(name: "App", targets: [
          .target(name: "UI", swiftSettings: [.enableUpcomingFeature("X"), .defaultIsolation(MainActor.self)]),
          .target(name: "Core", swiftSettings: [.defaultIsolation(nil)]),
          .target(name: "Plain"),
        ])
        """)
    #expect(manifest.targets.map(\.isMainActorByDefault) == [true, false, false])
  }

  @Test func readsMainActorDefaultIsolationThroughNamedSettings() {
    let manifest = PackageManifestReader.read(
      source: """
        let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]
        let strict = mainActorByDefault
        let other: [SwiftSetting] = [.enableUpcomingFeature("X")]
        let package = Package(name: "App", targets: [
          .target(name: "UI", swiftSettings: mainActorByDefault),
          .target(name: "Feature", swiftSettings: other + strict),
          .target(name: "Core", swiftSettings: other),
        ])
        """)
    #expect(manifest.targets.map(\.isMainActorByDefault) == [true, true, false])
  }

  @Test func readsMainActorDefaultIsolationGivenToEveryTargetInALoop() {
    let manifest = PackageManifestReader.read(
      source: """
        let package = Package(name: "App", targets: [.target(name: "UI"), .target(name: "Core")])
        for target in package.targets {
          target.swiftSettings = (target.swiftSettings ?? []) + [.defaultIsolation(MainActor.self)]
        }
        """)
    #expect(manifest.targets.map(\.isMainActorByDefault) == [true, true])
  }

  @Test func aLoopThatTurnsDefaultIsolationOffDoesNotCount() {
    let manifest = PackageManifestReader.read(
      source: """
        let package = Package(name: "App", targets: [.target(name: "UI")])
        for target in package.targets {
          target.swiftSettings = [.defaultIsolation(nil)]  // MainActor.self was too strict
          let actor = MainActor.self
        }
        """)
    #expect(manifest.targets.map(\.isMainActorByDefault) == [false])
  }
}
