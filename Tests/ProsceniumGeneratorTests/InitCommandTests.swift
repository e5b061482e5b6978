import ProsceniumTestSupport
import Testing

struct InitCommandTests {
  @Test func writesTheChosenPresetsAndNothingElse() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)

    let run = proscenium("init", folder.root, "--preset", "observable,clean-layers")

    #expect(run.code == 0, "\(run.errors)")
    #expect(folder.read(".proscenium.json") == "{\n  \"preset\": [\"observable\", \"clean-layers\"]\n}\n")
    #expect(folder.files() == [".proscenium.json", "Package.swift"])
  }

  @Test func detectsThePresetsTheCheckerWould() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)
    try folder.write(
      "Sources/ShopPresentation/HomeViewModel.swift",
      "import Observation\n\n@MainActor\n@Observable\nfinal class HomeViewModel {\n  private(set) var count = 0\n}\n")
    try folder.write("Sources/ShopDomain/Item.swift", "struct Item {}\n")

    let run = proscenium("init", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    #expect(run.errors.contains("note: detected observable"), "\(run.errors)")
    #expect(folder.read(".proscenium.json") == "{\n  \"preset\": [\"observable\", \"clean-layers\"]\n}\n")
  }

  @Test func theWrittenConfigurationIsValidForCheck() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)
    #expect(proscenium("init", folder.root, "--preset", "uikit-mvp").code == 0)
    let check = proscenium("check", folder.root)
    #expect(check.code == 0, "\(check.errors)")
  }

  @Test func anExistingConfigurationNeedsForceAndIsKept() throws {
    let folder = try TemporaryFolder()
    try folder.write(".proscenium.json", #"{"preset": "observable"}"#)

    let refused = proscenium("init", folder.root, "--preset", "uikit-mvp")
    #expect(refused.code == 2)
    #expect(folder.read(".proscenium.json") == #"{"preset": "observable"}"#)

    let forced = proscenium("init", folder.root, "--preset", "uikit-mvp", "--force")
    #expect(forced.code == 0, "\(forced.errors)")
    #expect(folder.read(".proscenium.json.bak") == #"{"preset": "observable"}"#)
    #expect(folder.read(".proscenium.json")?.contains("uikit-mvp") == true)
  }

  @Test func anUnknownPresetIsAUsageErrorWithASuggestion() {
    let run = proscenium("init", ".", "--preset", "observabel")
    #expect(run.code == 2)
    #expect(run.errors.contains("did you mean 'observable'?"))
  }
}
