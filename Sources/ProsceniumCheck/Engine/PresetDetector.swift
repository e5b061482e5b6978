/// Picks the presets that fit a project whose configuration names none, from the indexed code
/// and the deployment target, with the evidence for each (`PresetChoice`).
///
/// - UIKit presenters with view controllers outnumbering SwiftUI views and view models →
///   `uikit-mvp`.
/// - Otherwise, view models mostly `@Observable` → `observable`; mostly `ObservableObject` (or
///   extending a `…ViewModel` base class) → `observable-object`; when they are even or there are
///   none, a presentation target of 17 or later → `observable`, an older one → `observable-object`.
/// - Modules of at least two clean-architecture layers (named or ending in `Presentation`,
///   `Domain`, `Data`) → also `clean-layers`.
package enum PresetDetector {
  /// The layer names a module name may be or end with.
  static let layerNames = ["Presentation", "Domain", "Data"]
  /// Apple frameworks whose names end like a layer.
  static let platformModules: Set<String> = ["CoreData", "SwiftData"]

  /// Every preset list `detect` can answer: at most one pattern preset, then `clean-layers` or
  /// not. The engine runs the rules of all of them until the code decides, so this list must
  /// follow `detect`.
  static let possibleChoices: [[String]] = [nil, "uikit-mvp", "observable", "observable-object"].flatMap {
    pattern in
    let first = pattern.map { [$0] } ?? []
    return [first, first + ["clean-layers"]]
  }

  /// Detects the presets for `index` under `settings`.
  ///
  /// - Parameters:
  ///   - targetOrigin: where the deployment target came from, for the reason; `nil` leaves it out.
  ///   - paths: the files whose code counts; `nil` counts every file of the index.
  /// - Returns: the presets in the order they should apply, with the evidence for each; no
  ///   presets when the code gives no clue.
  package static func detect(
    index: ProjectIndex, settings: ProjectSettings, targetOrigin: DeploymentTargetOrigin? = nil,
    paths: Set<String>? = nil
  ) -> PresetChoice {
    let census = Census(index: index, paths: paths)
    let target = settings.lowestPresentationTarget
    var choice = PresetChoice(
      presets: [], evidence: [],
      presentationTargets: settings.deploymentTargets.filter { $0.key == .iOS || $0.key == .tvOS },
      targetOrigin: targetOrigin)
    func choose(_ preset: String, _ evidence: PresetChoice.Evidence) {
      choice.presets.append(preset)
      choice.evidence.append(evidence)
    }

    let swiftUISide = census.views + census.viewModels.count
    if census.presenters > 0, census.presenters + census.viewControllers > swiftUISide {
      choose(
        "uikit-mvp",
        .uikitScreens(
          presenters: census.presenters, viewControllers: census.viewControllers, views: census.views,
          viewModels: census.viewModels.count))
    } else {
      let total = census.viewModels.count
      let observable = census.viewModels.filter { $0.isObservable }.count
      let objects = census.viewModels.filter { $0.isObservableObject }.count
      if observable > objects {
        choose("observable", .observableViewModels(count: observable, total: total))
      } else if objects > observable {
        choose("observable-object", .observableObjectViewModels(count: objects, total: total))
      } else if let target {
        choose(
          target >= OSVersion(17) ? "observable" : "observable-object",
          .deploymentTargetDecides(observable: observable, objects: objects, total: total))
      }
    }

    if census.layers.count >= 2 {
      choose("clean-layers", .layerModules(census.layerModules.sorted()))
    }
    return choice
  }

  /// What the detector counts, from non-test declarations only.
  struct Census {
    struct ViewModel {
      var name: String
      var isObservable: Bool
      var isObservableObject: Bool
    }

    var viewModels: [ViewModel] = []
    var views = 0
    var presenters = 0
    var viewControllers = 0
    var layers: Set<String> = []
    var layerModules: Set<String> = []

    init(index: ProjectIndex, paths: Set<String>? = nil) {
      for (name, all) in index.declarations {
        let declarations = all.filter { declaration in
          index.files[declaration.path]?.isTestFile != true && (paths?.contains(declaration.path) ?? true)
        }
        guard declarations.contains(where: { $0.kind != .extension }) else { continue }
        let isClass = declarations.contains { $0.kind == .class }
        let roles = index.roles(of: name)
        if roles.contains(.viewModel), isClass {
          let observable = declarations.contains { $0.attributes.contains("Observable") }
          let supertypes = index.supertypes(of: name)
          let object =
            supertypes.contains("ObservableObject")
            || (!observable && supertypes.contains { $0.hasSuffix("ViewModel") && $0 != name })
          viewModels.append(ViewModel(name: name, isObservable: observable, isObservableObject: object))
        } else if roles.contains(.presenter), isClass {
          presenters += 1
        } else if roles.contains(.viewController), isClass {
          viewControllers += 1
        } else if roles.contains(.view), declarations.contains(where: { $0.kind == .struct }) {
          views += 1
        }
      }
      for file in index.files.values where !file.isTestFile && (paths?.contains(file.path) ?? true) {
        guard let module = file.module, !PresetDetector.platformModules.contains(module),
          let layer = PresetDetector.layerNames.first(where: { module.hasSuffix($0) })
        else { continue }
        layers.insert(layer)
        layerModules.insert(module)
      }
    }
  }
}
