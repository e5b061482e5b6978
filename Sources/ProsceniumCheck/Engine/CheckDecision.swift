import Foundation

/// Something a check decided about how to judge the code, kept as a value until a report words it
/// (`description`): `check` prints each as a note, the HTML report lists them.
package enum CheckDecision: Sendable, Equatable, CustomStringConvertible {
  /// Where the checked files' deployment targets came from.
  case deploymentTargets(DeploymentTargetTally)
  /// How many checked files have no known iOS or tvOS deployment target, and the rules that need one.
  /// `paths` names them, for `--verbose`.
  case unknownDeploymentTarget(files: Int, rules: [String], paths: [String] = [])
  /// The presets chosen from the code for a configuration that names none; `configurationFile`
  /// names that configuration when several governed the run.
  case detectedPresets(PresetChoice, configurationFile: String?)

  /// The files the decision is about, named one a line under `--verbose`.
  package var paths: [String] {
    if case .unknownDeploymentTarget(_, _, let paths) = self { return paths }
    return []
  }

  package var description: String {
    switch self {
    case .deploymentTargets(let tally):
      return "deployment targets of the checked files: " + tally.description
    case .unknownDeploymentTarget(let count, let rules, _):
      let files = count == 1 ? "1 checked file has" : "\(count) checked files have"
      let rules = rules.map { "'\($0)'" }.joined(separator: ", ")
      return
        "\(files) no known iOS or tvOS deployment target (no Xcode or package target compiles them, or it does not "
        + "say, and no 'deployment_target' is configured): \(rules) cannot check availability there "
        + "and offer no fix that writes a newer API; set \"deployment_target\" in .proscenium.json to say which"
    case .detectedPresets(let choice, let file):
      let presets = choice.presets
      let names = presets.isEmpty ? "no preset" : "preset \(presets.map { "'\($0)'" }.joined(separator: " + "))"
      let sentence =
        "\(names) (detected: \(choice.reason)); name one with \"preset\" in .proscenium.json to choose"
      guard let file else { return sentence }
      return "\(relativePath(file, to: FileManager.default.currentDirectoryPath)): \(sentence)"
    }
  }
}

/// How many checked files took their deployment target from where: the configuration's
/// `deployment_target`, or the build target that compiles them.
package struct DeploymentTargetTally: Sendable, Equatable, CustomStringConvertible {
  /// The files of one build target.
  package struct Share: Sendable, Equatable {
    package var target: BuildTarget
    package var files: Int

    package init(target: BuildTarget, files: Int) {
      self.target = target
      self.files = files
    }
  }

  /// Files whose configuration sets `deployment_target`.
  package var configured: Int
  /// The other files by build target, most files first.
  package var shares: [Share]

  package init(configured: Int, shares: [Share]) {
    self.configured = configured
    self.shares = shares
  }

  /// "3 from the configuration's 'deployment_target', 12 from target 'App' of 'App.xcodeproj'
  /// (iOS 17.0)": the three largest targets, then a count of the rest.
  package var description: String {
    var parts: [String] = []
    if configured > 0 { parts.append("\(configured) from the configuration's 'deployment_target'") }
    for share in shares.prefix(3) {
      let targets = share.target.deploymentTargets
      let versions = targets.isEmpty ? "unknown" : ProjectSettings.describe(targets)
      parts.append("\(share.files) from \(share.target.description) (\(versions))")
    }
    if shares.count > 3 {
      parts.append("\(shares.dropFirst(3).reduce(0) { $0 + $1.files }) from \(shares.count - 3) more targets")
    }
    return parts.joined(separator: ", ")
  }
}
