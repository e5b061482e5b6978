import Foundation
import ProsceniumCheck
import Testing

/// A run's decisions are values; only their `description` words them, the way `check` prints them.
@Suite struct CheckDecisionTests {
  static func target(_ name: String, files: Int, iOS: Int? = nil) -> DeploymentTargetTally.Share {
    DeploymentTargetTally.Share(
      target: BuildTarget(
        name: name, origin: .xcodeProject("/work/App/App.xcodeproj"), isTest: false,
        deploymentTargets: iOS.map { [.iOS: OSVersion($0)] } ?? [:]),
      files: files)
  }

  @Test func deploymentTargetsNameTheThreeLargestTargetsAndCountTheRest() {
    let tally = DeploymentTargetTally(
      configured: 2,
      shares: [
        Self.target("App", files: 40, iOS: 17), Self.target("Widgets", files: 9, iOS: 18),
        Self.target("Kit", files: 5), Self.target("Intents", files: 3, iOS: 17), Self.target("Clip", files: 1),
      ])
    #expect(
      CheckDecision.deploymentTargets(tally).description
        == "deployment targets of the checked files: 2 from the configuration's 'deployment_target', "
        + "40 from target 'App' of 'App.xcodeproj' (iOS 17.0), 9 from target 'Widgets' of 'App.xcodeproj' (iOS 18.0), "
        + "5 from target 'Kit' of 'App.xcodeproj' (unknown), 4 from 2 more targets")
  }

  @Test func filesWithoutATargetNameTheRulesThatNeedOne() {
    let one = CheckDecision.unknownDeploymentTarget(files: 1, rules: ["availability_guard"])
    #expect(one.description.hasPrefix("1 checked file has no known iOS or tvOS deployment target "))
    #expect(one.description.contains("): 'availability_guard' cannot check availability there"))
    let many = CheckDecision.unknownDeploymentTarget(files: 3, rules: ["availability_guard", "navigation_stack"])
    #expect(many.description.hasPrefix("3 checked files have no known"))
    #expect(many.description.contains("'availability_guard', 'navigation_stack' cannot"))
  }

  @Test func aDetectionNamesItsConfigurationRelativeToTheCurrentFolder() {
    let choice = PresetChoice(
      presets: ["observable-object"], evidence: [.observableObjectViewModels(count: 1, total: 1)])
    let sentence =
      "preset 'observable-object' (detected: observable-object: 1 of 1 view model is an ObservableObject); "
      + "name one with \"preset\" in .proscenium.json to choose"
    #expect(CheckDecision.detectedPresets(choice, configurationFile: nil).description == sentence)
    let file = FileManager.default.currentDirectoryPath + "/Sub/.proscenium.json"
    #expect(
      CheckDecision.detectedPresets(choice, configurationFile: file).description
        == "Sub/.proscenium.json: " + sentence)
    let none = PresetChoice(presets: [], evidence: [])
    #expect(
      CheckDecision.detectedPresets(none, configurationFile: nil).description
        == "no preset (detected: no preset: no view models or presenters tell the pattern, and no deployment "
        + "target decides it); name one with \"preset\" in .proscenium.json to choose")
  }
}
