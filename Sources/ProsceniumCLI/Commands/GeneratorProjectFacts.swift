import Foundation
import ProsceniumCheck
import ProsceniumGenerator
import ProsceniumSyntax

/// What `new` and `init` read from the project before writing, the way `check` reads it: the root, the
/// `.proscenium.json` presets, the deployment target, and when no preset is named the presets the checker detects.
struct GeneratorProjectFacts {
  let layout: ProjectLayout
  /// The root's `.proscenium.json`, when it has one.
  let configuration: Configuration?
  let deploymentTargets: [ApplePlatform: OSVersion]
  /// Where the deployment target came from, for notes.
  let targetOrigin: DeploymentTargetOrigin?

  /// Reads the project holding `folder` (absolute).
  ///
  /// - Throws: `CommandLineError` for a `.proscenium.json` that cannot be read.
  static func read(from folder: String, catalog: RuleCatalog) throws(CommandLineError) -> GeneratorProjectFacts {
    var layout = ProjectLayout.find(from: folder)
    var configuration: Configuration?
    let configurationPath = layout.root + "/" + CheckEngine.configurationFileName
    if FileManager.default.fileExists(atPath: configurationPath) {
      do {
        configuration = try CheckEngine(catalog: catalog).loadConfiguration(at: configurationPath)
      } catch let error as ConfigurationError {
        throw CommandLineError(
          error.description, hint: error.hint ?? "the configuration format is described in docs/configuration.md")
      } catch {
        throw CommandLineError("cannot read '\(configurationPath)': \(error)")
      }
    }
    if let configuration, let moduleLayers = Self.moduleLayers(in: configuration, catalog: catalog) {
      layout.moduleLayers = moduleLayers
    }
    var targets: [ApplePlatform: OSVersion] = configuration?.deploymentTargets ?? [:]
    var origin: DeploymentTargetOrigin? = targets.isEmpty ? nil : .configuration
    if targets.isEmpty, let manifest = layout.manifest {
      targets = Self.versions(manifest.platforms)
      origin = targets.isEmpty ? nil : .package
    }
    if targets.isEmpty, let project = layout.xcodeProjectName,
      let xcodeProject = try? XcodeProject.read(projectAt: layout.root + "/\(project).xcodeproj")
    {
      targets = Self.lowest(xcodeProject)
      origin = targets.isEmpty ? nil : .xcodeProject(name: project)
    }
    return GeneratorProjectFacts(
      layout: layout, configuration: configuration, deploymentTargets: targets, targetOrigin: origin)
  }

  /// The `module_layers` of `layer_dependencies` as the configuration sets them, so `--layers` finds the modules the
  /// checker will judge as Domain and Data; `nil` when the configuration leaves the option alone.
  static func moduleLayers(in configuration: Configuration, catalog: RuleCatalog) -> ModuleLayers? {
    let ruleID = "layer_dependencies"
    guard let options = configuration.rules[ruleID]?.options,
      let configured = try? catalog.rule(id: ruleID)?.configured(options: options),
      case .object(let fields) = configured.options,
      case .array(let values) = fields.first(where: { $0.key == "module_layers" })?.value
    else { return nil }
    return ModuleLayers(values.compactMap { if case .string(let entry) = $0 { entry } else { nil } })
  }

  /// The lowest deployment target per platform over the project's app and library targets (their
  /// own settings already fall back to the project's), or the project's when it has no such target.
  private static func lowest(_ project: XcodeProject) -> [ApplePlatform: OSVersion] {
    var lowest: [ApplePlatform: OSVersion] = [:]
    for target in project.targets where !target.isTest {
      for (platform, version) in versions(target.deploymentTargets) where lowest[platform].map({ version < $0 }) ?? true
      {
        lowest[platform] = version
      }
    }
    return lowest.isEmpty ? versions(project.deploymentTargets) : lowest
  }

  private static func versions(_ named: [String: String]) -> [ApplePlatform: OSVersion] {
    var versions: [ApplePlatform: OSVersion] = [:]
    for (name, text) in named {
      guard let platform = ApplePlatform.allCases.first(where: { $0.displayName == name }),
        let version = OSVersion(parsing: text)
      else { continue }
      versions[platform] = version
    }
    return versions
  }

  /// The lowest iOS or tvOS deployment target.
  var presentationTarget: OSVersion? {
    ProjectSettings(deploymentTargets: deploymentTargets).lowestPresentationTarget
  }

  /// The presets the checker would detect for the project's code, and why.
  func detectPresets(catalog: RuleCatalog) throws(CommandLineError) -> PresetChoice {
    let result: CheckResult
    do {
      result = try CheckEngine(catalog: catalog).run(CheckRequest(paths: [layout.root]))
    } catch let error as ConfigurationError {
      throw CommandLineError(error.description, hint: error.hint)
    } catch {
      throw CommandLineError("cannot read the project: \(error)")
    }
    return PresetDetector.detect(
      index: result.index, settings: ProjectSettings(deploymentTargets: deploymentTargets), targetOrigin: targetOrigin)
  }

  /// The style a feature gets when `--style` is not given, and why: the configured preset, else the detected one,
  /// else the deployment target (below 17: `observable-object`).
  func defaultStyle(catalog: RuleCatalog) throws(CommandLineError) -> (style: FeatureStyle, reason: String) {
    let configured = configuration?.presets ?? []
    if let style = Self.style(for: configured) {
      return (style, "style '\(style.rawValue)' from the preset in '\(CheckEngine.configurationFileName)'")
    }
    if configured.isEmpty {
      let detected = try detectPresets(catalog: catalog)
      if let style = Self.style(for: detected.presets) {
        return (style, "style '\(style.rawValue)' from the detected preset (\(detected.reason))")
      }
    }
    if let target = presentationTarget, target < OSVersion(17) {
      return (
        .observableObject,
        "style 'observable-object': deployment target \(ProjectSettings.describe(deploymentTargets)) is below 17"
      )
    }
    return (.observable, "style 'observable': no preset names a style; pass --style to choose")
  }

  /// The style of the first preset that names one.
  static func style(for presets: [String]) -> FeatureStyle? {
    presets.lazy.compactMap { FeatureStyle(rawValue: $0) }.first
  }
}

extension CommandLineError {
  /// The generator's refusal, as the CLI prints it.
  init(_ error: GeneratorError) {
    self.init(error.message, hint: error.hint)
  }
}
