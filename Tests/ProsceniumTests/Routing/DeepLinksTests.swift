import Foundation
import Proscenium
import Testing

@Suite("Deep links")
struct DeepLinksTests {
  struct NotANumber: Error {}

  static func links(hosts: [String] = ["example.com"]) -> DeepLinks<TestRoute> {
    var links = DeepLinks<TestRoute>(schemes: ["myapp"], hosts: hosts)
    links.register("/profile/:id") { parameters in
      [.a, .profile(id: try parameters.int("id"))]
    } reverse: { route in
      guard case .profile(let id) = route else { return nil }
      return ["id": String(id)]
    }
    links.register("/profile/me") { _ in [.settings] }
    links.register("/search?q=:query&page=:page?") { parameters in
      _ = try parameters.string("query")
      return [.b]
    } reverse: { route in
      route == .b ? ["query": "swift ui", "page": "2"] : nil
    }
    links.register("/") { _ in
      []
    } reverse: {
      $0 == .a ? [:] : nil
    }
    links.register("/legacy/:code") { _ in throw NotANumber() }
    links.register("/flags?beta=on") { _ in [.d] }
    return links
  }

  func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

  @Test(arguments: [
    "myapp://profile/42",
    "myapp:///profile/42",
    "myapp:profile/42",
    "MYAPP://profile/42/",
    "https://example.com/profile/42",
    "http://EXAMPLE.com/profile/42?utm=x",
    "/profile/42",
  ])
  func customSchemeUniversalLinkAndBarePathMatchTheSamePattern(link: String) throws {
    #expect(try Self.links().routes(for: url(link)) == [.a, .profile(id: 42)])
  }

  @Test func literalPatternBeatsParameterPatternWhateverTheOrder() throws {
    #expect(try Self.links().routes(for: url("myapp://profile/me")) == [.settings])
  }

  @Test func queryItemsBecomeParameters() throws {
    let match = try Self.links().match(url("https://example.com/search?q=swift%20ui&page=3&extra=1"))
    #expect(match.routes == [.b])
    #expect(match.pattern == "/search?q=:query&page=:page?")
    #expect(match.parameters["query"] == "swift ui")
    #expect(match.parameters["page"] == "3")
    #expect(match.parameters["extra"] == "1")
    #expect(match.tab == nil)
  }

  @Test func optionalQueryItemMayBeAbsent() throws {
    #expect(try Self.links().routes(for: url("myapp://search?q=x")) == [.b])
  }

  @Test func missingRequiredQueryItemIsReported() throws {
    #expect(throws: DeepLinkError.missingParameter("q")) {
      try Self.links().routes(for: url("myapp://search"))
    }
  }

  @Test func literalQueryRequirementMustMatch() throws {
    #expect(try Self.links().routes(for: url("myapp://flags?beta=on")) == [.d])
    #expect(throws: DeepLinkError.noMatchingPattern(path: "/flags")) {
      try Self.links().routes(for: url("myapp://flags?beta=off"))
    }
  }

  @Test func deepLinkThatMatchesNothingReportsNoMatch() throws {
    #expect(throws: DeepLinkError.noMatchingPattern(path: "/orders/1")) {
      try Self.links().routes(for: url("myapp://orders/1"))
    }
    #expect(throws: DeepLinkError.noMatchingPattern(path: "/profile/1/edit")) {
      try Self.links().routes(for: url("https://example.com/profile/1/edit"))
    }
  }

  @Test func unknownSchemeIsReported() throws {
    #expect(throws: DeepLinkError.unknownScheme("otherapp")) {
      try Self.links().routes(for: url("otherapp://profile/1"))
    }
  }

  @Test func unknownHostIsReported() throws {
    #expect(throws: DeepLinkError.unknownHost("evil.example")) {
      try Self.links().routes(for: url("https://evil.example/profile/1"))
    }
    #expect(throws: DeepLinkError.unknownHost("example.com")) {
      try Self.links(hosts: []).routes(for: url("https://example.com/profile/1"))
    }
  }

  @Test func badParameterIsReportedWithItsValue() throws {
    #expect(throws: DeepLinkError.badParameter(name: "id", value: "abc")) {
      try Self.links().routes(for: url("myapp://profile/abc"))
    }
  }

  @Test func otherBuilderErrorsAreWrapped() throws {
    #expect(throws: DeepLinkError.buildFailed("NotANumber()")) {
      try Self.links().routes(for: url("myapp://legacy/7"))
    }
  }

  @Test func percentEncodedSegmentsAreDecoded() throws {
    var links = DeepLinks<TestRoute>(schemes: ["myapp"])
    links.register("/user/:name") { parameters in
      parameters["name"] == "a b/c" ? [.a] : [.b]
    }
    #expect(try links.routes(for: url("myapp://user/a%20b%2Fc")) == [.a])
  }

  @Test func rootPathMatchesTheRootPattern() throws {
    #expect(try Self.links().routes(for: url("https://example.com/")) == [])
    #expect(try Self.links().routes(for: url("myapp://")) == [])
  }

  @Test func urlForRouteUsesTheUniversalLinkHost() throws {
    let links = Self.links()
    #expect(links.url(for: .profile(id: 42))?.absoluteString == "https://example.com/profile/42")
    #expect(links.url(for: .b)?.absoluteString == "https://example.com/search?q=swift%20ui&page=2")
    #expect(links.url(for: .a)?.absoluteString == "https://example.com/")
    #expect(links.url(for: .c) == nil)
  }

  @Test func urlForRouteFallsBackToTheCustomScheme() {
    let links = Self.links(hosts: [])
    #expect(links.url(for: .profile(id: 42))?.absoluteString == "myapp://profile/42")
  }

  @Test func urlForRouteRoundTripsThroughRoutesForURL() throws {
    for links in [Self.links(), Self.links(hosts: [])] {
      let link = try #require(links.url(for: .profile(id: 9)))
      #expect(try links.routes(for: link) == [.a, .profile(id: 9)])
      let search = try #require(links.url(for: .b))
      #expect(try links.match(search).parameters["query"] == "swift ui")
    }
  }

  @Test func reverseMissingAPathParameterSkipsThePattern() {
    var links = DeepLinks<TestRoute>(hosts: ["example.com"])
    links.register("/profile/:id") { _ in
      []
    } reverse: { _ in
      [:]
    }
    #expect(links.url(for: .a) == nil)
  }

  @Test func errorsDescribeThemselvesLikeDiagnostics() {
    #expect(DeepLinkError.unknownHost("x.com").description == "unknown link host 'x.com'")
    #expect(DeepLinkError.unknownScheme("").description == "the link has no scheme")
    #expect(
      DeepLinkError.badParameter(name: "id", value: "q").description
        == "link parameter 'id' has the unusable value 'q'")
  }

  @Test func tableWithoutSchemesRejectsCustomSchemesButAcceptsBarePaths() throws {
    var links = DeepLinks<TestRoute>()
    links.register("/a") { _ in [.a] }
    #expect(throws: DeepLinkError.unknownScheme("myapp")) { try links.routes(for: url("myapp://a")) }
    #expect(try links.routes(for: url("/a")) == [.a])
  }

  @Test(arguments: ["//evil.com/profile/7", "//example.com/profile/7", "//EVIL.com/"])
  func aSchemeRelativeURLNamingAHostIsRejected(link: String) throws {
    let links = Self.links()
    #expect(throws: DeepLinkError.self) { try links.routes(for: url(link)) }
    #expect(throws: DeepLinkError.unknownHost("evil.com")) { try links.routes(for: url("//evil.com/profile/7")) }
  }

  @Test func onlyTheConfiguredHostsMatchUniversalLinks() throws {
    let links = Self.links()
    #expect(throws: DeepLinkError.unknownHost("evil.com")) { try links.routes(for: url("https://evil.com/profile/7")) }
    #expect(try links.routes(for: url("https://example.com/profile/7")) == [.a, .profile(id: 7)])
    #expect(try links.routes(for: url("/profile/7")) == [.a, .profile(id: 7)])
  }

  @Test func emptyTableMatchesNothing() throws {
    let links = DeepLinks<TestRoute>(schemes: ["myapp"])
    #expect(throws: DeepLinkError.noMatchingPattern(path: "/")) { try links.routes(for: url("myapp://")) }
    #expect(links.registeredPatterns.isEmpty)
  }

  @Test func equallySpecificPatternsAreTriedInRegistrationOrder() throws {
    var links = DeepLinks<TestRoute>(schemes: ["myapp"])
    links.register("/item/:id") { _ in [.a] }
    links.register("/:kind/7") { _ in [.b] }
    links.register("/:kind/:id") { _ in [.c] }
    #expect(try links.routes(for: url("myapp://item/7")) == [.a])
    #expect(try links.routes(for: url("myapp://other/7")) == [.b])
    #expect(try links.routes(for: url("myapp://other/8")) == [.c])
    #expect(links.registeredPatterns == ["/item/:id", "/:kind/7", "/:kind/:id"])
  }

  @Test func laterPatternIsTriedWhenAnEarlierOneFailsToBuild() throws {
    var links = DeepLinks<TestRoute>(schemes: ["myapp"])
    links.register("/user/:id") { [.profile(id: try $0.int("id"))] }
    links.register("/user/:name") { _ in [.b] }
    #expect(try links.routes(for: url("myapp://user/42")) == [.profile(id: 42)])
    #expect(try links.routes(for: url("myapp://user/ann")) == [.b])
  }

  @Test func fragmentsAndEmptySegmentsAreIgnored() throws {
    #expect(try Self.links().routes(for: url("myapp://profile//42#top")) == [.a, .profile(id: 42)])
  }

  @Test func patternTabIsReportedInTheMatch() throws {
    var links = DeepLinks<TestRoute>(schemes: ["myapp"])
    links.register("/a", tab: TestTab.search) { _ in [.a] }
    #expect(try links.match(url("myapp://a")).tab as? TestTab == .search)
  }

  @Test func parameterAccessorsReportMissingAndBadValues() throws {
    let parameters = DeepLinkParameters(["n": "4", "x": "four", "flag": "true"])
    #expect(try parameters.int("n") == 4)
    #expect(try parameters.value("flag", as: Bool.self))
    #expect(try parameters.value("n", as: Double.self) == 4)
    #expect(throws: DeepLinkError.badParameter(name: "x", value: "four")) { try parameters.int("x") }
    #expect(throws: DeepLinkError.missingParameter("y")) { try parameters.string("y") }
    #expect(parameters["y"] == nil)
  }

  @MainActor
  @Test func routerOpenDismissesModalsAndReplacesTheStack() async throws {
    let router = Router<TestRoute>(path: [.c, .d], pacer: .immediate)
    router.present(.settings)
    let outcome = try await router.open(url("myapp://profile/5"), using: Self.links())
    #expect(outcome == .completed)
    #expect(router.state == NavigationState(path: [.a, .profile(id: 5)]))
  }

  @MainActor
  @Test func routerOpenOfAnUnmatchedLinkThrowsAndLeavesStateAlone() async throws {
    let router = Router<TestRoute>(path: [.c], pacer: .immediate)
    router.present(.settings)
    let before = router.state
    let link = try url("myapp://nowhere")
    await #expect(throws: DeepLinkError.noMatchingPattern(path: "/nowhere")) {
      try await router.open(link, using: Self.links())
    }
    #expect(router.state == before)
  }

  @MainActor
  @Test func routerOpenAppliesGuards() async throws {
    let router = Router<TestRoute>(pacer: .immediate)
    router.addGuard { if case .profile = $0 { .redirect(.login) } else { .allow } }
    let outcome = try await router.open(url("myapp://profile/5"), using: Self.links())
    #expect(outcome == .redirected(to: .login))
    #expect(router.path == [.a, .login])
  }
}
