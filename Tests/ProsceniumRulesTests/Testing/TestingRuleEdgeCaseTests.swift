import ProsceniumCheck
import Testing

/// Edge cases of the testing family.
@Suite struct TestingRuleEdgeCaseTests {
  @Test func viewModelsOwnedByViewsNeedTestsEvenWithoutTheSuffix() throws {
    let code = """
      @Observable
      final class ProfileModel { func onAppear() {} }

      struct ProfileView: View {
        @State private var model = ProfileModel()
        var body: some View { Text("x") }
      }
      """
    #expect(try CatalogSnippet.lines("view_model_has_tests", code) == [2])
    let tested = try CatalogSnippet.lines(
      "view_model_has_tests", code, otherFiles: ["Tests/AppTests/ProfileModelTests.swift": "let m = ProfileModel()"])
    #expect(tested.isEmpty)
  }

  @Test func nestedViewModelsAreNamedWithTheirOuterTypes() throws {
    let code = "struct ProfileCard: View {\n  final class ViewModel: ObservableObject { func load() {} }\n}"
    let findings = try CatalogSnippet.findings("view_model_has_tests", code)
    #expect(
      findings.map(\.message) == ["add unit tests for view model 'ProfileCard.ViewModel': no test file mentions it"])
  }

  @Test func subclassedViewModelsAreCoveredByTheirSubclassesTests() throws {
    let code = """
      class ListViewModel { var items: [String] = [] }
      final class FeedViewModel: ListViewModel { func refresh() {} }
      """
    #expect(try CatalogSnippet.lines("view_model_has_tests", code) == [2])
  }

  @Test func viewModelsWithoutLogicNeedNoTests() throws {
    let code = """
      @Observable final class FieldModel {
        var name = ""
        init(name: String) { self.name = name }
      }
      struct FieldRow: View {
        @State var model: FieldModel
        var body: some View { Text(model.name) }
      }
      """
    #expect(try CatalogSnippet.lines("view_model_has_tests", code).isEmpty)
    let validation = "extension FieldModel { func validate() {} }"
    let extended = try CatalogSnippet.lines(
      "view_model_has_tests", code, otherFiles: ["Sources/App/FieldModel+Validation.swift": validation])
    #expect(extended == [1], "a method in another file's extension is logic")
  }

  @Test func liveServicesAreOnlyFlaggedInTests() throws {
    let code = "let session = URLSession.shared\nlet app = UIApplication.shared"
    #expect(try CatalogSnippet.lines("tests_no_live_services", code).isEmpty)
    #expect(try CatalogSnippet.lines("tests_no_live_services", code, path: "Tests/AppTests/AppTests.swift") == [1, 2])
  }

  @Test func localAndInterpolatedURLsAreNotLive() throws {
    let code = """
      func testLocal() async throws {
        _ = try await session.data(from: URL(string: "http://127.0.0.1:9000/x")!)
        _ = try await session.data(from: URL(string: "https://\\(host)/x")!)
        _ = try await session.data(for: URLRequest(url: URL(string: "https://api.example.com/x")!))
        _ = try String(contentsOf: URL(string: "file:///tmp/x")!)
        let task = session.dataTask(with: URLRequest(url: URL(string: "https://example.com")!))
      }
      """
    #expect(try CatalogSnippet.lines("tests_no_live_services", code, path: "Tests/AppTests/NetTests.swift") == [4])
  }
}
