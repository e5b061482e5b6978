import ProsceniumTestSupport
import Testing

@testable import ProsceniumCheck

/// Rules written in a configuration's `custom_rules`: how they decode, what they flag, and how a
/// run treats them like built-in rules.
@Suite struct DeclarativeRuleTests {
  func decode(_ customRules: String, rules: String = "{}") throws -> Configuration {
    try ConfigurationDecoder.decode(
      "{\"rules\": \(rules), \"custom_rules\": \(customRules)}", file: "p/.proscenium.json", root: "p",
      catalog: TestCatalog.catalog)
  }

  func error(_ customRules: String) throws -> ConfigurationError {
    try #require(throws: ConfigurationError.self) { try decode(customRules) }
  }

  /// The findings of `definition` on `files` (path to source), checked together.
  func findings(_ definition: DeclarativeRuleDefinition, _ files: [String: String]) throws -> [Finding] {
    let rule = try RuleType(definition: definition).configured()
    let inputs = files.sorted { $0.key < $1.key }.map { InMemoryChecker.File(path: $0.key, source: $0.value) }
    return InMemoryChecker.check(inputs, rules: [rule]).findings
  }

  @Test func decodesADefinitionAndLetsRulesTuneIt() throws {
    let configuration = try decode(
      """
      {"views_stay_offline": {
        "message": "views do not talk to the network",
        "severity": "error",
        "types": {"roles": ["view", "view_model"], "names": ["*Screen"]},
        "forbid": {"imports": ["Networking"], "calls": ["URLSession.shared"], "supertypes": ["NSObject"]},
        "examples": {"flagged": ["a"], "clean": ["b", "c"]}
      }}
      """, rules: "{\"views_stay_offline\": \"warning\"}")
    let definition = try #require(configuration.customRules.first)
    #expect(definition.id == "views_stay_offline")
    #expect(definition.severity == .error)
    #expect(definition.roles == [.view, .viewModel])
    #expect(definition.names == ["*Screen"])
    #expect(definition.forbiddenImports == ["Networking"])
    #expect(definition.forbiddenCalls == ["URLSession.shared"])
    #expect(definition.forbiddenSupertypes == ["NSObject"])
    #expect(definition.flaggedExamples == ["a"])
    #expect(definition.cleanExamples == ["b", "c"])
    #expect(configuration.rules["views_stay_offline"]?.severity == .warning)
  }

  @Test func namesTheKeyOfEveryMistake() throws {
    #expect(try error("[]").keyPath == "custom_rules")
    #expect(try error("{\"Bad-Id\": {}}").keyPath == "custom_rules.Bad-Id")
    let builtIn = try error("{\"test_struct\": {\"message\": \"m\", \"forbid\": {\"imports\": [\"A\"]}}}")
    #expect(builtIn.reason.contains("built-in rule"))
    let noMessage = try error("{\"r\": {\"forbid\": {\"imports\": [\"A\"]}}}")
    #expect(noMessage.keyPath == "custom_rules.r.message")
    let nothingForbidden = try error("{\"r\": {\"message\": \"m\"}}")
    #expect(nothingForbidden.keyPath == "custom_rules.r.forbid")
    let role = try error(
      "{\"r\": {\"message\": \"m\", \"types\": {\"roles\": [\"viewmodel\"]}, \"forbid\": {\"imports\": [\"A\"]}}}")
    #expect(role.keyPath == "custom_rules.r.types.roles[0]")
    #expect(role.hint == "did you mean 'view_model'?")
    let typo = try error("{\"r\": {\"message\": \"m\", \"forbid\": {\"import\": [\"A\"]}}}")
    #expect(typo.keyPath == "custom_rules.r.forbid.import")
    #expect(typo.hint == "did you mean 'imports'?")
    let call = try error("{\"r\": {\"message\": \"m\", \"forbid\": {\"calls\": [\"URLSession..shared\"]}}}")
    #expect(call.keyPath == "custom_rules.r.forbid.calls[0]")
  }

  @Test func aCustomRuleHasNoOptions() throws {
    let failure = try #require(throws: ConfigurationError.self) {
      try decode(
        "{\"r\": {\"message\": \"m\", \"forbid\": {\"imports\": [\"A\"]}}}", rules: "{\"r\": {\"options\": {\"x\": 1}}}"
      )
    }
    #expect(failure.keyPath == "rules.r.options")
  }

  @Test func flagsForbiddenImportsOfFilesThatDeclareAJudgedType() throws {
    let definition = DeclarativeRuleDefinition(
      id: "view_models_stay_offline", message: "view models do not import the network layer", roles: [.viewModel],
      forbiddenImports: ["Networking"])
    let found = try findings(
      definition,
      [
        "Sources/App/ProfileViewModel.swift": """
        import Foundation
        import Networking
        import Observation

        @Observable final class ProfileViewModel {}
        """,
        "Sources/App/Client.swift": """
        import Networking

        final class Client {}
        """,
      ])
    #expect(found.map(\.path) == ["Sources/App/ProfileViewModel.swift"])
    #expect(found.first?.start.line == 2)
    #expect(found.first?.message == "view models do not import the network layer (imports 'Networking')")
  }

  @Test func flagsTheInnermostForbiddenCallOfAJudgedTypeAndItsExtensions() throws {
    let definition = DeclarativeRuleDefinition(
      id: "no_shared_session", message: "inject the session", names: ["*Screen"],
      forbiddenCalls: ["URLSession.shared", "print"])
    let found = try findings(
      definition,
      [
        "Sources/App/Screens.swift": """
        struct ProfileScreen {
          func load(url: URL) {
            URLSession.shared.dataTask(with: url).resume()
          }
        }

        extension ProfileScreen {
          func log() { print("loaded") }
        }

        struct Loader {
          func load(url: URL) { URLSession.shared.dataTask(with: url).resume() }
        }
        """
      ])
    #expect(found.map(\.start.line) == [3, 8])
    #expect(found.first?.start.column == 5)
    #expect(found.first?.message == "inject the session ('ProfileScreen' calls 'URLSession.shared')")
  }

  @Test func flagsForbiddenSupertypesWrittenWithAModuleOrGenericArguments() throws {
    let definition = DeclarativeRuleDefinition(
      id: "plain_view_models", message: "view models are plain Swift classes", names: ["*ViewModel"],
      forbiddenSupertypes: ["NSObject", "Store"])
    let found = try findings(
      definition,
      [
        "Sources/App/Models.swift": """
        final class SettingsViewModel: Foundation.NSObject {}
        final class CartViewModel: Store<CartState>, Identifiable {}
        final class Player: NSObject {}
        """
      ])
    #expect(
      found.map(\.message) == [
        "view models are plain Swift classes ('SettingsViewModel' inherits from 'NSObject')",
        "view models are plain Swift classes ('CartViewModel' inherits from 'Store')",
      ])
  }

  @Test func aRunReportsSuppressesAndListsCustomRulesLikeBuiltInOnes() throws {
    let folder = try TemporaryFolder(files: [
      ".proscenium.json": """
      {"custom_rules": {"no_shared_defaults": {
        "message": "read settings through the store",
        "forbid": {"calls": ["UserDefaults.standard"]}
      }}}
      """,
      "Sources/App/Settings.swift": """
      struct Settings {
        func load() -> Bool { UserDefaults.standard.bool(forKey: "a") }
        // proscenium:disable:next no_shared_defaults
        func legacy() -> Bool { UserDefaults.standard.bool(forKey: "b") }
      }
      """,
    ])
    let result = try CheckEngine(catalog: TestCatalog.catalog).run(CheckRequest(paths: [folder.root], jobs: 1))
    let custom = result.findings.filter { $0.ruleID == "no_shared_defaults" }
    #expect(custom.map(\.start.line) == [2])
    #expect(result.customRules.map(\.id) == ["no_shared_defaults"])
    #expect(result.customRules.first?.summary == "read settings through the store")
  }

  @Test func aNestedConfigurationKeepsItsParentsRulesAndReplacesOnesWithTheSameID() throws {
    let rule = { (id: String, module: String) in
      "\"\(id)\": {\"message\": \"m\", \"forbid\": {\"imports\": [\"\(module)\"]}}"
    }
    let parent = try decode("{\(rule("a", "A")), \(rule("b", "B"))}")
    let child = try ConfigurationDecoder.decode(
      "{\"custom_rules\": {\(rule("b", "C"))}}", file: "p/Sub/.proscenium.json", root: "p/Sub",
      catalog: TestCatalog.catalog)
    let merged = child.nested(inside: parent)
    #expect(merged.customRules.map(\.id) == ["a", "b"])
    #expect(merged.customRules.last?.forbiddenImports == ["C"])
  }
}
