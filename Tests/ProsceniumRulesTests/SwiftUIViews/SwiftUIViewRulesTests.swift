import ProsceniumCheck
import ProsceniumRules
import ProsceniumTestSupport
import Testing

/// Behaviour of the SwiftUI view rules that their examples cannot show: messages with counts,
/// which findings carry a fix, option effects and validation, default severities.
@Suite struct SwiftUIViewRulesTests {
  private func findings(
    _ id: String, _ code: String, options: String? = nil, otherFiles: [String: String] = [:]
  ) throws -> [Finding] {
    let rule = try #require(ExampleHarness.rule(id))
    let example = RuleExample.clean(code, otherFiles: otherFiles, options: options)
    return ExampleHarness.findings(of: try ExampleHarness.configured(rule, example), code: code, example: example)
  }

  @Test func bodyLengthCountsCodeLinesOnlyAndMultiLineStrings() throws {
    let code = """
      struct Terms: View {
        var body: some View {
          VStack {

            // The legal text, verbatim.
            /* kept
               as is */
            Text(\"""
              First line
              Second line
              \""")
          }
        }
      }
      """
    let result = try findings("view_body_length", code, options: #"{"max_lines": 2}"#)
    #expect(
      result.map(\.message) == ["'body' has 6 lines of code (more than 2): extract subviews or '@ViewBuilder' members"])
  }

  @Test func bodyLengthRejectsAZeroLimit() throws {
    let rule = try #require(ExampleHarness.rule("view_body_length"))
    #expect(throws: ConfigurationError.self) {
      try rule.configured(options: try JSONParser.parse(#"{"max_lines": 0}"#))
    }
  }

  @Test func privateStateWithoutInitialValueIsFlaggedWithoutFix() throws {
    let code = """
      struct Row: View {
        @State var isOn: Bool
        @State internal var count = 0
        @State private(set) var label = ""
        init(isOn: Bool) { _isOn = State(initialValue: isOn) }
        var body: some View { Text("\\(count)") }
      }
      """
    let result = try findings("private_view_state", code)
    #expect(result.count == 3)
    #expect(result.map { $0.fix != nil } == [false, true, false])
    let fixed = ExampleHarness.applyFixes(result, to: code)
    #expect(fixed.contains("@State private var count = 0"))
  }

  @Test func swallowedErrorTellsEmptyFromLogOnlyCatchesAndHonoursTheOption() throws {
    let code = """
      @MainActor final class FeedViewModel: ObservableObject {
        func load() async {
          do { try await service.load() } catch { print(error) }
          do { try await service.save() } catch {}
        }
      }
      """
    // By default catch clauses are not judged; 'catches' turns them on.
    #expect(try findings("swallowed_error", code).isEmpty)
    let messages = try findings("swallowed_error", code, options: #"{"catches": true}"#).map(\.message)
    #expect(messages.count == 2)
    #expect(messages.first?.hasPrefix("present the error, not only log it") == true)
    #expect(messages.last?.hasPrefix("handle the error in this empty 'catch'") == true)
    let lenient = try findings("swallowed_error", code, options: #"{"catches": true, "allow_logging_only": true}"#)
    #expect(lenient.count == 1)
  }

  @Test func serviceCallsInAnExtensionOfATypeDeclaredElsewhereAreLeftToThePropertyFinding() throws {
    let code = """
      extension LoginView {
        func submit() { Task { try await authService.login(email: email) } }
      }
      """
    let other = """
      struct LoginView: View {
        let authService: AuthService
        var body: some View { Button("Login") { submit() } }
      }
      """
    #expect(try findings("no_service_in_view", code, otherFiles: ["Sources/App/LoginView.swift": other]).isEmpty)
  }

  @Test func tapGestureIgnoredViewsAreConfigurable() throws {
    let code = """
      struct Search: View {
        var body: some View { SearchField(text: $text).onTapGesture { startSearching() } }
      }
      """
    let everyView = #"{"only_images_and_text": false"#
    #expect(try findings("button_not_tap_gesture", code, options: everyView + "}").count == 1)
    #expect(
      try findings("button_not_tap_gesture", code, options: everyView + #", "ignored_views": ["SearchField"]}"#)
        .isEmpty)
  }

  @Test func ownershipMistakesAreErrorsAndHeuristicsWarnings() throws {
    let catalog = RuleRegistry.catalog
    #expect(catalog.rule(id: "state_object_for_owned_model")?.description.defaultSeverity == .error)
    let family = catalog.rules.filter { $0.description.family == .swiftUIViews }
    #expect(family.count == 19)
    for rule in family where rule.id != "state_object_for_owned_model" {
      #expect(rule.description.defaultSeverity == .warning, "\(rule.id)")
    }
  }
}
