/// Picks the presets that fit a project whose configuration names none, from the indexed code
/// and the deployment target, and says why in one human sentence.
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

  /// Detects the presets for `index` under `settings`.
  ///
  /// - Parameter targetOrigin: where the deployment target came from ("'Package.swift'"), for the
  ///   reason; `nil` leaves it out.
  /// - Returns: preset names in the order they should apply, and the reason; no presets when the
  ///   code gives no clue.
  /// - Parameter paths: the files whose code counts; `nil` counts every file of the index.
  package static func detect(
    index: ProjectIndex, settings: ProjectSettings, targetOrigin: String? = nil, paths: Set<String>? = nil
  ) -> (presets: [String], reason: String) {
    let census = Census(index: index, paths: paths)
    var presets: [String] = []
    var reasons: [String] = []

    let target = settings.lowestPresentationTarget
    var targetText: String?
    if target != nil {
      let presentation = settings.deploymentTargets.filter { $0.key == .iOS || $0.key == .tvOS }
      targetText =
        "deployment target \(ProjectSettings.describe(presentation))"
        + (targetOrigin.map { " from \($0)" } ?? "")
    }

    let swiftUISide = census.views + census.viewModels.count
    if census.presenters > 0, census.presenters + census.viewControllers > swiftUISide {
      presets.append("uikit-mvp")
      reasons.append(
        "uikit-mvp: \(plural(census.presenters, "presenter")) and \(plural(census.viewControllers, "view controller")) "
          + "against \(plural(census.views, "SwiftUI view")) and \(plural(census.viewModels.count, "view model"))")
    } else {
      let total = census.viewModels.count
      let observable = census.viewModels.filter { $0.isObservable }.count
      let objects = census.viewModels.filter { $0.isObservableObject }.count
      var evidence: [String] = []
      let choice: String?
      if observable > objects {
        choice = "observable"
        evidence.append("\(observable) of \(plural(total, "view model")) \(total == 1 ? "is" : "are") @Observable")
      } else if objects > observable {
        choice = "observable-object"
        evidence.append("\(objects) of \(plural(total, "view model")) \(total == 1 ? "is an" : "are") ObservableObject")
      } else if let target {
        choice = target >= OSVersion(17) ? "observable" : "observable-object"
        evidence.append(
          total == 0
            ? "no view models found"
            : "\(observable) of \(plural(total, "view model")) @Observable and \(objects) ObservableObject")
      } else {
        choice = nil
      }
      if let choice {
        presets.append(choice)
        if let targetText { evidence.append(targetText) }
        reasons.append("\(choice): " + evidence.joined(separator: ", "))
      }
    }

    if census.layers.count >= 2 {
      presets.append("clean-layers")
      let modules = census.layerModules.sorted()
      let shown =
        modules.prefix(4).joined(separator: ", ") + (modules.count > 4 ? " and \(modules.count - 4) more" : "")
      reasons.append("clean-layers: layer modules \(shown)")
    }

    if presets.isEmpty {
      let clue = targetText.map { "; \($0)" } ?? ""
      return (
        [], "no preset: no view models or presenters tell the pattern, and no deployment target decides it\(clue)"
      )
    }
    return (presets, reasons.joined(separator: "; "))
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
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
