import Foundation
import ProsceniumTestSupport
import Testing

@testable import ProsceniumCheck

@Suite struct FileDiscoveryTests {
  @Test func skipsBuildProductsDependenciesAndHiddenFolders() throws {
    let folder = try TemporaryFolder(files: [
      "App/Home.swift": "",
      "App/.build/debug/Generated.swift": "",
      "App/DerivedData/Gen.swift": "",
      "Pods/Alamofire/Request.swift": "",
      "Carthage/Checkouts/Kit.swift": "",
      ".git/hooks/Hook.swift": "",
      ".swiftpm/Config.swift": "",
      "App/.hidden/Secret.swift": "",
      "App/Assets.xcassets/Fake.swift": "",
      "App/README.md": "",
      "App/.Hidden.swift": "",
      "Tests/HomeTests.swift": "",
    ])
    let result = FileDiscovery.swiftFiles(in: [folder.root])
    #expect(result.files.map(\.displayPath) == [folder.path("App/Home.swift"), folder.path("Tests/HomeTests.swift")])
    #expect(result.problems.isEmpty)
  }

  @Test func ordersFilesByPathWhateverTheCreationOrder() throws {
    let folder = try TemporaryFolder()
    for name in ["b/Z.swift", "a/Y.swift", "B.swift", "a.swift", "a/b/X.swift", "A.swift"] {
      try folder.write(name, "")
    }
    let first = FileDiscovery.swiftFiles(in: [folder.root]).files.map(\.displayPath)
    let second = FileDiscovery.swiftFiles(in: [folder.root]).files.map(\.displayPath)
    #expect(first == second)
    #expect(first == first.sorted())
    #expect(first.count == 6)
  }

  @Test func survivesASymlinkLoopAndVisitsEachRealFolderOnce() throws {
    let folder = try TemporaryFolder(files: ["Sources/App/Home.swift": ""])
    try folder.link("Sources/App/Loop", to: "..")
    try folder.link("Sources/Alias", to: "App")
    let result = FileDiscovery.swiftFiles(in: [folder.root])
    // `Alias` sorts before `App`, so the file is reached through the link first, and only once.
    #expect(result.files.map(\.displayPath) == [folder.path("Sources/Alias/Home.swift")])
  }

  @Test func aFolderReachedDirectlyAndThroughALinkIsWalkedOnce() throws {
    let folder = try TemporaryFolder(files: ["App/Home.swift": ""])
    try folder.link("Linked", to: "App")
    try folder.link("Alias.swift", to: "App/Home.swift")
    try folder.link("Dangling.swift", to: "Nowhere.swift")
    let result = FileDiscovery.swiftFiles(in: [folder.root])
    // `App` sorts first: its real path is its parent's plus its name, and the link's, resolved
    // in full, must be the same for `Linked` to be known as walked. A link to a file is a file;
    // a link to nothing is passed over.
    #expect(result.files.map(\.displayPath) == [folder.path("Alias.swift"), folder.path("App/Home.swift")])
    #expect(result.problems.isEmpty)
  }

  @Test func showsRelativePathsAsGiven() throws {
    let folder = try TemporaryFolder(files: ["Sources/App/Home.swift": ""])
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(folder.root)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    #expect(FileDiscovery.swiftFiles(in: ["Sources/"]).files.map(\.displayPath) == ["Sources/App/Home.swift"])
    #expect(FileDiscovery.swiftFiles(in: ["."]).files.map(\.displayPath) == ["Sources/App/Home.swift"])
  }

  @Test func takesExplicitFilesEvenInsideSkippedFolders() throws {
    let folder = try TemporaryFolder(files: [
      ".build/checkouts/Generated.swift": "",
      "Scripts/tool": "",
    ])
    let explicit = folder.path(".build/checkouts/Generated.swift")
    let result = FileDiscovery.swiftFiles(in: [explicit])
    #expect(result.files.map(\.displayPath) == [explicit])
    #expect(result.files.first?.realPath == explicit)
  }

  @Test func excludedFoldersAreNotEntered() throws {
    let folder = try TemporaryFolder(files: ["App/Home.swift": "", "App/Generated/Strings.swift": ""])
    let result = FileDiscovery.swiftFiles(in: [folder.root]) { $0.hasSuffix("/Generated") }
    #expect(result.files.map(\.displayPath) == [folder.path("App/Home.swift")])
  }

  @Test func reportsMissingPathsAsProblems() throws {
    let folder = try TemporaryFolder(files: ["Home.swift": ""])
    let missing = folder.path("Missing")
    let result = FileDiscovery.swiftFiles(in: [missing, folder.root])
    #expect(result.files.count == 1)
    #expect(result.problems == [FileDiscovery.Problem(path: missing, reason: "no such file or folder")])
  }
}

/// A file whose name is not UTF-8 is still found, shown with its bad bytes escaped, and read.
@Suite struct NonUTF8FileNameTests {
  @Test func filesWithNamesThatAreNotUTF8AreCheckedAndShownEscaped() throws {
    let folder = try TemporaryFolder()
    let name = Array(folder.root.utf8) + Array("/Bad".utf8) + [0xFF] + Array(".swift".utf8) + [0]
    let descriptor = name.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
    }
    try #require(descriptor >= 0)
    _ = Array("struct Bad {}\n".utf8).withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
    close(descriptor)
    let result = try CheckEngine(catalog: TestCatalog.catalog).run(
      CheckRequest(paths: [folder.root], choices: .init(only: ["test_struct"]), jobs: 1))
    #expect(result.fileCount == 1)
    #expect(result.findings.map(\.message) == ["struct 'Bad'"])
    #expect(result.findings.first?.path == folder.root + "/Bad\\x{FF}.swift")
  }
}
