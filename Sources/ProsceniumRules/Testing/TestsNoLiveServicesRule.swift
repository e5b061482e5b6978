import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `tests_no_live_services`: unit tests stay off the network and off the shared application.
package final class TestsNoLiveServicesRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "tests_no_live_services",
    summary: "tests must not use live services such as 'URLSession.shared', 'UIApplication.shared' or real URLs",
    rationale: """
      The MVP template's presenter tests use "a spy view and a stub repository — no real network, \
      no UIApplication.shared". A test that reaches the network is slow, fails when offline or \
      when the server changes, and can change real data; a test that drives the shared \
      application opens URLs, changes badges and depends on the host app's state. Inject the \
      dependency behind a protocol (or a 'URLSession' configured with a stub 'URLProtocol') and \
      assert on a spy instead. In test files the rule flags 'URLSession.shared', \
      'UIApplication.shared', 'URLSession(configuration: .default)' and '.ephemeral' (a live \
      session that cannot carry a stub protocol), and a request sent to a literal remote URL: \
      'data(from:)', 'download(from:)', 'bytes(from:)', a resumed 'dataTask(with:)' and friends given \
      'URL(string: "https://…")' or 'URLRequest(url: URL(string: "https://…"))', and \
      'Data(contentsOf:)' / 'String(contentsOf:)' on such a URL. A literal URL on its own — a \
      fixture, an expected value, a request a stub inspects — is fine, and so is 'localhost'.
      """,
    sources: [
      PlaybookReference(
        .uikitMVP, "Tests … using a spy view and a stub repository — no real network, no UIApplication.shared"),
      PlaybookReference(.mvvmBaseViewModel, "Testing: Mock services for testing"),
    ],
    family: .testing,
    defaultSeverity: .warning,
    examples: [
      .flagged(
        """
        final class ArticleRepositoryTests: XCTestCase {
          func testFetchesLatest() async throws {
            let repository = ArticleRepository(session: ↓URLSession.shared)
            let (data, _) = try await session.↓data(from: URL(string: "https://api.example.com/articles")!)
            ↓UIApplication.shared.open(URL(string: "app://settings")!)
          }
        }
        """,
        path: "Tests/AppTests/ArticleRepositoryTests.swift"),
      .flagged(
        """
        func testLoads() async throws {
          let session = ↓URLSession(configuration: .default)
          stubbed.↓dataTask(with: URLRequest(url: URL(string: "http://example.com/feed")!)).resume()
          let body = try ↓Data(contentsOf: URL(string: "https://example.com/data.json")!)
        }
        """,
        path: "Tests/AppTests/FeedTests.swift"),
      .clean(
        """
        final class ApplicationTests: XCTestCase {
          func testOpensTheStop() {
            let handled = appDelegate.application(UIApplication.shared, open: stopURL, options: [:])
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            XCTAssertTrue(handled)
            XCTAssertNotNil(scene)
          }
        }
        """,
        path: "Tests/AppTests/ApplicationTests.swift",
        note: "an argument the app delegate's signature requires, and a scene to host a window in"),
      .clean(
        """
        final class ProfileViewControllerTests: XCTestCase {
          func testShowsTheName() {
            let controller = ProfileViewController(presenter: PresenterSpy())
            UIApplication.shared.keyWindow!.rootViewController = controller
            XCTAssertEqual(controller.nameLabel.text, "Ada")
          }
        }
        """,
        path: "Tests/AppTests/ProfileViewControllerTests.swift",
        note: "exemption 'a window to host the view': the application only gives the controller a window to load in"),
      .clean(
        """
        final class ArticleListPresenterTests: XCTestCase {
          func testLoadsOnViewDidLoad() async {
            let view = ArticleListViewSpy()
            let repository = ArticleRepositoryStub(result: .success([.fixture()]))
            let presenter = ArticleListPresenter(view: view, repository: repository)
            await presenter.onViewDidLoad()
            XCTAssertEqual(view.reloadListCallCount, 1)
          }

          func testBuildsRequest() throws {
            let request = URLRequest(url: URL(string: "https://api.example.com/articles")!)
            let expected = URL(string: "https://api.example.com/articles?page=2")
            XCTAssertEqual(Endpoint.latest(page: 2).request.url, expected)
            _ = request
          }

          func testStubbedSession() async throws {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.protocolClasses = [StubURLProtocol.self]
            let session = URLSession(configuration: configuration)
            _ = try await session.data(from: URL(string: "http://localhost:8080/articles")!)
          }
        }
        """,
        path: "Tests/AppTests/ArticleListPresenterTests.swift",
        note: "literal URLs in fixtures and requests to 'localhost' or through a stubbed session are fine"),
      .clean(
        """
        final class NetworkClient {
          init(session: URLSession = .shared) {}
          func ping() { UIApplication.shared.open(URL(string: "https://example.com")!) }
        }
        """,
        path: "Sources/App/NetworkClient.swift",
        note: "the rule only looks at tests"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.memberAccessExpr, .functionCallExpr]

  private static let sharedSingletons: Set<String> = ["URLSession", "UIApplication"]
  /// Calls that send a request as soon as they run.
  private static let sendingCalls: Set<String> = ["data", "download", "bytes", "upload"]
  /// Calls that create a task, which sends nothing until it is resumed.
  private static let taskCalls: Set<String> = ["dataTask", "downloadTask", "uploadTask", "webSocketTask"]

  package func visit(_ node: Syntax) {
    guard context.isTestFile else { return }
    if let member = MemberAccessExprSyntax(node) {
      checkShared(member)
    } else if let call = FunctionCallExprSyntax(node) {
      checkCall(call)
    }
  }

  private func checkShared(_ member: MemberAccessExprSyntax) {
    guard member.declName.baseName.text == "shared",
      let base = member.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.text,
      Self.sharedSingletons.contains(base), !Self.hostsInAWindow(member),
      base != "UIApplication" || !Self.isRequiredArgument(member)
    else { return }
    let hint =
      base == "URLSession"
      ? "inject a session with a stub 'URLProtocol' or a stub repository"
      : "put what you need behind a protocol and use a spy"
    context.report("don't use the live '\(base).shared' in tests: \(hint)", at: member)
  }

  /// Exemption "a window to host the view": `UIApplication.shared.keyWindow?.rootViewController =
  /// controller` (or `.windows.first`) only puts the view under test in a window so that it
  /// loads; the code under test does not use the application, so no spy could replace it.
  private static func hostsInAWindow(_ shared: MemberAccessExprSyntax) -> Bool {
    var names: [String] = []
    var current = Syntax(shared)
    while let parent = current.parent {
      if let member = MemberAccessExprSyntax(parent) {
        names.append(member.declName.baseName.text)
      } else if parent.kind != .optionalChainingExpr, parent.kind != .forceUnwrapExpr,
        parent.kind != .functionCallExpr, parent.kind != .subscriptCallExpr
      {
        break
      }
      current = parent
    }
    guard let first = names.first, ["keyWindow", "windows", "connectedScenes"].contains(first) else { return false }
    // A window scene is only ever taken to make a window for the view under test.
    if first == "connectedScenes" || names.last == "addSubview" || names.last == "makeKeyAndVisible" { return true }
    // Setting the root controller hosts a view; reading it would use the app's live state.
    guard names.last == "rootViewController", let list = current.parent.flatMap({ ExprListSyntax($0) }) else {
      return false
    }
    let elements = Array(list)
    guard let position = elements.firstIndex(where: { $0.id == current.id }), position + 1 < elements.count else {
      return false
    }
    return elements[position + 1].is(AssignmentExprSyntax.self)
  }

  /// Exemption "an argument the API requires": `delegate.application(UIApplication.shared, …)`
  /// hands the application to a method whose signature takes one; the test does not use it. (A
  /// live session handed to the code under test, `Repository(session: URLSession.shared)`, stays
  /// flagged.)
  private static func isRequiredArgument(_ shared: MemberAccessExprSyntax) -> Bool {
    guard let argument = shared.parent.flatMap({ LabeledExprSyntax($0) }) else { return false }
    return argument.parent?.parent.map { $0.is(FunctionCallExprSyntax.self) } ?? false
  }

  private func checkCall(_ call: FunctionCallExprSyntax) {
    let arguments = call.arguments
    if let reference = DeclReferenceExprSyntax(call.calledExpression) {
      switch reference.baseName.text {
      case "URLSession":
        guard let first = arguments.first, first.label?.text == "configuration",
          let member = MemberAccessExprSyntax(first.expression),
          ["default", "ephemeral"].contains(member.declName.baseName.text),
          member.base == nil
            || member.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.text == "URLSessionConfiguration"
        else { return }
        context.report(
          "don't create a live 'URLSession' in tests: configure 'protocolClasses' with a stub 'URLProtocol', or inject a stub repository",
          at: call.calledExpression)
      case "Data", "String":
        guard let first = arguments.first, first.label?.text == "contentsOf",
          let url = Self.remoteURL(in: first.expression)
        else { return }
        context.report(
          "don't load '\(url)' over the network in a test: read a bundled fixture or use a stub",
          at: call.calledExpression)
      default:
        return
      }
      return
    }
    guard let member = MemberAccessExprSyntax(call.calledExpression) else { return }
    let name = member.declName.baseName.text
    let sends =
      Self.sendingCalls.contains(name)
      || (Self.taskCalls.contains(name)
        && call.parent.flatMap({ MemberAccessExprSyntax($0) })?.declName.baseName.text == "resume")
    guard sends, let first = arguments.first,
      ["from", "with", "for"].contains(first.label?.text ?? ""), let url = Self.requestedURL(in: first.expression)
    else { return }
    context.report(
      "don't send a request to '\(url)' from a test: stub the session or the repository instead",
      at: member.declName)
  }

  /// The remote URL a request expression targets: `URL(string: "https://…")` (possibly
  /// unwrapped) or `URLRequest(url: URL(string: "https://…"))`.
  private static func requestedURL(in expression: ExprSyntax) -> String? {
    if let url = remoteURL(in: expression) { return url }
    let unwrapped = unwrap(expression)
    guard let call = FunctionCallExprSyntax(unwrapped), call.calledName == "URLRequest",
      let first = call.arguments.first, first.label?.text == "url"
    else { return nil }
    return remoteURL(in: first.expression)
  }

  /// The literal of `URL(string: "http…")`, unless it points at this machine.
  private static func remoteURL(in expression: ExprSyntax) -> String? {
    guard let call = unwrap(expression).as(FunctionCallExprSyntax.self), call.calledName == "URL",
      let first = call.arguments.first, first.label?.text == "string",
      let literal = StringLiteralExprSyntax(first.expression), literal.segments.count == 1,
      let segment = literal.segments.first.flatMap({ StringSegmentSyntax($0) })
    else { return nil }
    let text = segment.content.text
    guard text.hasPrefix("https://") || text.hasPrefix("http://") else { return nil }
    let host = text.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first ?? ""
    let hostName = host.split(separator: ":").first.map(String.init) ?? ""
    if ["localhost", "127.0.0.1", "[::1]"].contains(hostName) { return nil }
    return text
  }

  private static func unwrap(_ expression: ExprSyntax) -> ExprSyntax {
    if let forced = ForceUnwrapExprSyntax(expression) { return unwrap(forced.expression) }
    if let optional = OptionalChainingExprSyntax(expression) { return unwrap(optional.expression) }
    return expression
  }
}
