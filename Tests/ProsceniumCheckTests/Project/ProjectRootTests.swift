import ProsceniumTestSupport
import Testing

@testable import ProsceniumCheck

@Suite struct ProjectRootTests {
  @Test func aGitFolderOrAnXcodeProjectMarksTheRoot() throws {
    let folder = try TemporaryFolder(files: [
      "repo/.git/HEAD": "ref: refs/heads/main\n",
      "repo/App/Features/Home/HomeView.swift": "",
      "other/App.xcodeproj/project.pbxproj": ProjectFixtures.appProject,
      "other/App/HomeView.swift": "",
    ])
    let cache = PackageManifestCache()
    #expect(
      ProjectRoot.find(for: folder.path("repo/App/Features/Home/HomeView.swift"), manifests: cache)
        == folder.path("repo")
    )
    #expect(ProjectRoot.find(for: folder.path("repo/App/Features"), manifests: cache) == folder.path("repo"))
    #expect(ProjectRoot.find(for: folder.path("other/App"), manifests: cache) == folder.path("other"))
  }

  @Test func aPackageIsTheRootOnlyOfWhatItsTargetsOwn() throws {
    let folder = try TemporaryFolder(files: [
      "repo/.git/HEAD": "",
      "repo/Package.swift": ProjectFixtures.helperManifest,
      "repo/Scripts/Generate/main.swift": "",
      "repo/App/HomeView.swift": "",
      "repo/Shop/Package.swift": ProjectFixtures.shopManifest,
      "repo/Shop/Sources/ShopKit/Home.swift": "",
    ])
    let cache = PackageManifestCache()
    #expect(
      ProjectRoot.find(for: folder.path("repo/Shop/Sources/ShopKit/Home.swift"), manifests: cache)
        == folder.path("repo/Shop"))
    #expect(ProjectRoot.find(for: folder.path("repo/Shop"), manifests: cache) == folder.path("repo/Shop"))
    #expect(ProjectRoot.find(for: folder.path("repo/App/HomeView.swift"), manifests: cache) == folder.path("repo"))
  }

  @Test func withNoMarkerTheNearestConfigurationOrThePathIsTheRoot() throws {
    let folder = try TemporaryFolder(files: [
      "work/.proscenium.json": "{}",
      "work/App/HomeView.swift": "",
      "loose/HomeView.swift": "",
    ])
    let cache = PackageManifestCache()
    #expect(ProjectRoot.find(for: folder.path("work/App/HomeView.swift"), manifests: cache) == folder.path("work"))
    #expect(ProjectRoot.find(for: folder.path("loose/HomeView.swift"), manifests: cache) == folder.path("loose"))
  }
}
