import Foundation
import ProsceniumTestSupport
import Testing

@testable import ProsceniumCheck

@Suite struct ManifestReadingCacheTests {
  static func manifest(iOS version: Int) -> String {
    """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
      name: "Feature",
      platforms: [.iOS(.v\(version))],
      targets: [.target(name: "Feature", path: "Sources/Feature")]
    )
    """
  }

  func readings(_ cache: TemporaryFolder, _ project: TemporaryFolder, identity: String = "test 1")
    -> ManifestReadingCache
  {
    ManifestReadingCache(
      options: CheckCacheOptions(folder: cache.root, toolIdentity: identity), currentDirectory: project.root)
  }

  @Test func anUnchangedManifestIsReadFromTheCacheAndAChangedOneParsedAgain() throws {
    let project = try TemporaryFolder(files: ["Package.swift": Self.manifest(iOS: 16)])
    let cache = try TemporaryFolder()
    let path = project.path("Package.swift")

    let first = readings(cache, project)
    let parsed = try #require(first.read(at: path))
    #expect(first.parsedCount == 1)
    #expect(parsed.parsed != nil)  // the tree is kept for checking the file
    #expect(parsed.manifest.platforms["iOS"]?.hasPrefix("16") == true)
    #expect(first.save() == nil)

    let second = readings(cache, project)
    let cached = try #require(second.read(at: path))
    #expect(second.parsedCount == 0)
    #expect(cached.manifest == parsed.manifest)
    #expect(cached.isValidUTF8)
    #expect(second.save() == nil)

    try project.write("Package.swift", Self.manifest(iOS: 17))
    let third = readings(cache, project)
    let changed = try #require(third.read(at: path))
    #expect(third.parsedCount == 1)
    #expect(changed.manifest != parsed.manifest)
    #expect(changed.manifest.platforms["iOS"]?.hasPrefix("17") == true)
  }

  /// A project whose manifest (iOS 16) a first run read and saved, and the cache file's path.
  func primed() throws -> (project: TemporaryFolder, cache: TemporaryFolder, manifest: String, file: String) {
    let project = try TemporaryFolder(files: ["Package.swift": Self.manifest(iOS: 16)])
    let cache = try TemporaryFolder()
    let manifest = project.path("Package.swift")
    let first = readings(cache, project)
    _ = first.read(at: manifest)
    #expect(first.save() == nil)
    return (project, cache, manifest, first.path)
  }

  @Test func readingsOfAnotherBuildOrADamagedFileAreNotTrusted() throws {
    let (project, cache, path, file) = try primed()
    let otherBuild = readings(cache, project, identity: "test 2")
    _ = otherBuild.read(at: path)
    #expect(otherBuild.parsedCount == 1)

    try Data("{\"tool\": 3".utf8).write(to: URL(fileURLWithPath: file))
    let damaged = readings(cache, project)
    #expect(damaged.read(at: path)?.manifest.platforms["iOS"]?.hasPrefix("16") == true)
    #expect(damaged.parsedCount == 1)
    #expect(damaged.save() == nil)
    #expect(readings(cache, project).read(at: path) != nil)
  }

  @Test func aManifestThatIsGoneReadsAsNone() throws {
    let (project, cache, path, _) = try primed()
    try FileManager.default.removeItem(atPath: path)
    #expect(readings(cache, project).read(at: path) == nil)
  }

  @Test func aWarmRunReportsWhatTheColdRunDid() throws {
    let project = try TemporaryFolder(files: [
      "Package.swift": Self.manifest(iOS: 16),
      "Sources/Feature/HomeView.swift":
        "import SwiftUI\nstruct HomeView: View {\n  var body: some View { Text(\"Hi\") }\n}\n",
    ])
    let cache = try TemporaryFolder()
    let engine = CheckEngine(catalog: TestCatalog.catalog)
    var request = CheckRequest(paths: [project.root], jobs: 1)
    request.cache = CheckCacheOptions(folder: cache.root, toolIdentity: "test 1")
    let cold = try engine.run(request)
    let files = try FileManager.default.contentsOfDirectory(atPath: cache.root)
    #expect(files.contains { $0.hasPrefix("manifests-") && $0.hasSuffix(".json") })
    let warm = try engine.run(request)
    #expect(warm.findings.map(\.message) == cold.findings.map(\.message))
    #expect(warm.notes == cold.notes)
    #expect(warm.decisions == cold.decisions)
    #expect(!cold.decisions.isEmpty)
  }
}
