import ProsceniumTestSupport
import Testing

/// `invalid_suppression` and `superfluous_suppression` with the rules they judge running, as a
/// project's configuration turns them on.
@Suite struct SuppressionHygieneTests {
  func check(_ source: String, configuration: String, only: String) throws -> [String] {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": source], configuration: configuration)
    let outcome = proscenium(arguments: ["check", "--only", only, "--format", "xcode", project.root])
    return outcome.output.split(separator: "\n").map { String($0).replacing(project.root + "/", with: "") }
  }

  static let source = """
    import SwiftUI

    struct HomeView: View {
      // proscenium:disable:next navigation_stak
      var body: some View {
        // proscenium:disable:next navigation_stack
        NavigationView { Text("Home") }
      }
      // proscenium:disable:next navigation_stack -- kept for the iOS 15 host
      var footer: some View { Text("Footer") }
    }
    """

  @Test func anUnknownIdIsReportedWithADidYouMean() throws {
    let lines = try check(Self.source, configuration: "{}", only: "invalid_suppression,navigation_stack")
    #expect(
      lines == [
        "Sources/App/HomeView.swift:4:3: warning: 'navigation_stak' is not a rule, so this comment does not silence it; did you mean 'navigation_stack'? (invalid_suppression)"
      ])
  }

  @Test func aRequiredReasonIsReportedWhereItIsMissing() throws {
    let configuration = #"{"rules": {"invalid_suppression": {"options": {"require_reason": true}}}}"#
    let lines = try check(Self.source, configuration: configuration, only: "invalid_suppression,navigation_stack")
    #expect(lines.count == 3)
    #expect(
      lines.filter { $0.contains("say why the rule is silenced here") }.map { $0.prefix(30) } == [
        "Sources/App/HomeView.swift:4:3", "Sources/App/HomeView.swift:6:5",
      ])
  }

  @Test func aDirectiveThatSilencesNothingIsSuperfluousWhenEnabled() throws {
    let configuration = #"{"rules": {"superfluous_suppression": true}}"#
    let lines = try check(
      Self.source, configuration: configuration, only: "superfluous_suppression,navigation_stack")
    #expect(
      lines == [
        "Sources/App/HomeView.swift:9:3: warning: this 'proscenium:' directive silences no finding of 'navigation_stack' here: remove it (superfluous_suppression)"
      ])
    // Off by default.
    let project = try TemporaryProject(["Sources/App/HomeView.swift": Self.source])
    let outcome = proscenium(arguments: ["check", "--format", "xcode", project.root])
    #expect(!outcome.output.contains("superfluous_suppression"))
    #expect(outcome.output.contains("invalid_suppression"))
  }
}
