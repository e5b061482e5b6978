import ProsceniumSyntax
import Testing

@Suite struct PathComponentsTests {
  @Test(arguments: [
    "/a//b/c.swift", "Sources/App/HomeView.swift", "", "/", "file.swift", "a/b/", "Fonctionnalités/Écran/Vue.swift",
  ])
  func splitsLikeTheStandardLibrary(path: String) {
    #expect(path.pathComponents.map(String.init) == path.split(separator: "/").map(String.init))
  }

}
