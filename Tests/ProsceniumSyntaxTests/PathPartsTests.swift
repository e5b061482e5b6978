import ProsceniumSyntax
import Testing

@Suite struct PathPartsTests {
  @Test(arguments: [
    "/a//b/c.swift", "Sources/App/HomeView.swift", "", "/", "file.swift", "a/b/", "Fonctionnalités/Écran/Vue.swift",
  ])
  func splitsLikeTheStandardLibrary(path: String) {
    #expect(path.pathParts.map(String.init) == path.split(separator: "/").map(String.init))
    #expect(path.lastPathPart.map(String.init) == path.pathParts.last.map(String.init))
    #expect(path.fileName == path.pathParts.last.map(String.init) ?? path)
  }

}
