import Foundation
import Proscenium
import ShowcasePresentation
import Testing

struct AppDeepLinksTests {
  let links = AppDeepLinks.make()

  @Test(arguments: ["showcase://profile/7", "https://showcase.example.com/profile/7"])
  func profileLinksOpenTheProfile(_ text: String) throws {
    let url = try #require(URL(string: text))

    #expect(try links.routes(for: url) == [.profile(id: 7)])
  }

  @Test func aProfileIDMustBeANumber() throws {
    let url = try #require(URL(string: "showcase://profile/seven"))

    #expect(throws: DeepLinkError.self) { try links.routes(for: url) }
  }

  @Test func routesBuildShareableLinks() {
    #expect(links.url(for: .profile(id: 7))?.absoluteString == "https://showcase.example.com/profile/7")
    #expect(links.url(for: .articles)?.absoluteString == "https://showcase.example.com/articles")
  }
}
