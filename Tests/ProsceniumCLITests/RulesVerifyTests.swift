import ProsceniumTestSupport
import Testing

/// `proscenium rules --verify` and `--config`: the rules a configuration writes in
/// `custom_rules`, listed and their examples run.
@Suite struct RulesVerifyTests {
  static let configuration = """
    {"custom_rules": {"view_models_stay_offline": {
      "message": "view models do not import the network layer",
      "types": {"roles": ["view_model"]},
      "forbid": {"imports": ["Networking"]},
      "examples": {
        "flagged": ["↓import Networking\\n\\n@Observable final class CartViewModel {}\\n"],
        "clean": ["import Networking\\n\\nfinal class CartClient {}\\n"]
      }
    }}}
    """

  @Test func examplesThatHoldExitZero() throws {
    let project = try TemporaryProject([:], configuration: Self.configuration)
    let outcome = proscenium("rules", "--verify", "--config", project.path(".proscenium.json"))
    #expect(outcome.code == 0, "\(outcome.errors)")
    #expect(outcome.output.contains("ok      view_models_stay_offline (2 examples)"))
    #expect(outcome.output.contains("every example holds"))
  }

  @Test func anExampleThatDoesNotHoldExitsOneAndSaysWhy() throws {
    let broken = Self.configuration.replacingOccurrences(
      of: "final class CartClient", with: "@Observable final class CartViewModel")
    let project = try TemporaryProject([:], configuration: broken)
    let outcome = proscenium("rules", "--verify", "--config", project.path(".proscenium.json"))
    #expect(outcome.code == 1)
    #expect(outcome.output.contains("failed  view_models_stay_offline"))
    #expect(outcome.output.contains("example 2 (clean) should be clean"))
  }

  @Test func aFlaggedExampleWithoutAMarkerFails() throws {
    let unmarked = Self.configuration.replacingOccurrences(of: "↓", with: "")
    let project = try TemporaryProject([:], configuration: unmarked)
    let outcome = proscenium("rules", "--verify", "--config", project.path(".proscenium.json"))
    #expect(outcome.code == 1)
    #expect(outcome.output.contains("has no '↓' marker"))
  }

  @Test func aBrokenDefinitionIsAConfigurationError() throws {
    let project = try TemporaryProject([:], configuration: "{\"custom_rules\": {\"r\": {\"message\": \"m\"}}}")
    let outcome = proscenium("rules", "--verify", "--config", project.path(".proscenium.json"))
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("'custom_rules.r.forbid'"))
  }

  @Test func listingWithAConfigurationShowsItsCustomRules() throws {
    let project = try TemporaryProject([:], configuration: Self.configuration)
    let outcome = proscenium("rules", "--config", project.path(".proscenium.json"))
    #expect(outcome.code == 0)
    let line = outcome.output.split(separator: "\n").first { $0.hasPrefix("view_models_stay_offline ") }
    #expect(line?.split(separator: " ").dropFirst().first == "custom")
    #expect(!proscenium("rules").output.contains("view_models_stay_offline"))
  }

  @Test func checkReportsACustomRuleAndNamesItInSARIF() throws {
    let project = try TemporaryProject(
      [
        "Sources/App/CartViewModel.swift": "import Networking\n\n@Observable final class CartViewModel {}\n",
        "Sources/App/OrdersViewModel.swift": """
        // proscenium:disable:next view_models_stay_offline
        import Networking

        @Observable final class OrdersViewModel {}
        """,
      ],
      configuration: Self.configuration)
    let json = proscenium("check", "--format", "json", project.path())
    #expect(json.output.contains("\"view_models_stay_offline\": 1"), "one finding: \(json.output)")
    #expect(!json.output.contains("OrdersViewModel.swift"), "the suppression names a known rule and silences it")
    let outcome = proscenium("check", "--format", "sarif", project.path())
    #expect(outcome.output.contains("\"ruleId\": \"view_models_stay_offline\""))
    #expect(outcome.output.contains("\"text\": \"view models do not import the network layer\""))
  }
}
