/// The presets `PresetDetector` chose for code whose configuration names none, with the evidence
/// for each as values: `check`, `init` and `new` word it only when they show it (`reason`).
package struct PresetChoice: Sendable, Hashable {
  /// What the code showed that decided one preset.
  package enum Evidence: Sendable, Hashable {
    /// More presenters and view controllers than SwiftUI views and view models: `uikit-mvp`.
    case uikitScreens(presenters: Int, viewControllers: Int, views: Int, viewModels: Int)
    /// More `@Observable` view models than `ObservableObject` ones: `observable`.
    case observableViewModels(count: Int, total: Int)
    /// More `ObservableObject` view models than `@Observable` ones: `observable-object`.
    case observableObjectViewModels(count: Int, total: Int)
    /// As many of each, or none: the deployment target chose.
    case deploymentTargetDecides(observable: Int, objects: Int, total: Int)
    /// Modules of at least two layers: `clean-layers`.
    case layerModules([String])
  }

  /// Preset names in the order they apply; empty when the code gives no clue.
  package var presets: [String]
  /// Why each of `presets` was chosen, in the same order.
  package var evidence: [Evidence]
  /// The iOS and tvOS deployment targets the choice read.
  package var presentationTargets: [ApplePlatform: OSVersion]
  /// Where those targets were read, when the caller knows.
  package var targetOrigin: DeploymentTargetOrigin?

  package init(
    presets: [String], evidence: [Evidence], presentationTargets: [ApplePlatform: OSVersion] = [:],
    targetOrigin: DeploymentTargetOrigin? = nil
  ) {
    self.presets = presets
    self.evidence = evidence
    self.presentationTargets = presentationTargets
    self.targetOrigin = targetOrigin
  }

  /// One sentence for a person: "observable: 2 of 3 view models are @Observable, deployment
  /// target iOS 17.0 from 'Package.swift'".
  package var reason: String {
    let target =
      presentationTargets.isEmpty
      ? nil
      : "deployment target \(ProjectSettings.describe(presentationTargets))"
        + (targetOrigin.map { " from \($0)" } ?? "")
    if presets.isEmpty {
      return "no preset: no view models or presenters tell the pattern, and no deployment target decides it"
        + (target.map { "; \($0)" } ?? "")
    }
    return zip(presets, evidence).map { preset, evidence in
      "\(preset): " + Self.describe(evidence, target: target)
    }.joined(separator: "; ")
  }

  private static func describe(_ evidence: Evidence, target: String?) -> String {
    func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
    let withTarget = { (text: String) in ([text] + (target.map { [$0] } ?? [])).joined(separator: ", ") }
    switch evidence {
    case .uikitScreens(let presenters, let viewControllers, let views, let viewModels):
      return "\(plural(presenters, "presenter")) and \(plural(viewControllers, "view controller")) "
        + "against \(plural(views, "SwiftUI view")) and \(plural(viewModels, "view model"))"
    case .observableViewModels(let count, let total):
      return withTarget("\(count) of \(plural(total, "view model")) \(total == 1 ? "is" : "are") @Observable")
    case .observableObjectViewModels(let count, let total):
      return withTarget("\(count) of \(plural(total, "view model")) \(total == 1 ? "is an" : "are") ObservableObject")
    case .deploymentTargetDecides(let observable, let objects, let total):
      return withTarget(
        total == 0
          ? "no view models found"
          : "\(observable) of \(plural(total, "view model")) @Observable and \(objects) ObservableObject")
    case .layerModules(let modules):
      return "layer modules "
        + modules.prefix(4).joined(separator: ", ") + (modules.count > 4 ? " and \(modules.count - 4) more" : "")
    }
  }
}
