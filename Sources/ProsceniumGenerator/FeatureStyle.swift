/// The screen architectures the generator writes, one per playbook and checker preset.
package enum FeatureStyle: String, Sendable, CaseIterable {
  /// Seeds 001 and 003: an `@Observable` view model exposing a `LoadingState`, a view switching over it.
  case observable
  /// Seed 000: a view model extending the runtime's `BaseViewModel`, its loading and error alert shown by the view.
  case observableObject = "observable-object"
  /// Seed 004: contract, UIKit view and view controller, a UIKit-free presenter, presenter tests.
  case uikitMVP = "uikit-mvp"

  /// One line for help and `--list-templates`.
  package var summary: String {
    switch self {
    case .observable: "@Observable view model with a LoadingState, SwiftUI view, Swift Testing tests (seeds 001, 003)"
    case .observableObject: "view model extending BaseViewModel, SwiftUI view with an error alert, tests (seed 000)"
    case .uikitMVP: "contract, UIView, view controller with make(...), presenter without UIKit, tests (seed 004)"
    }
  }

  /// Whether the screen loads through a use case, so `--use-case` names it and `--layers` moves it to Domain. A
  /// seed 004 presenter loads through a repository instead.
  package var supportsLayers: Bool { self != .uikitMVP }

  /// The checker preset whose rules the generated files satisfy.
  package var preset: String { rawValue }

  /// The folder layout the style's preset expects.
  var layout: FeatureLayout {
    switch self {
    case .observable, .uikitMVP: .features
    case .observableObject: .viewsViewModels
    }
  }
}

/// Where a feature's files go below the destination folder, after the layouts `feature_layout` knows.
enum FeatureLayout {
  /// Seed 001: `<Feature>/View/`, `<Feature>/ViewModel/` (MVP screens keep their five files in `<Feature>/`).
  case features
  /// Seed 000: `Views/<Feature>/`, `ViewModels/`.
  case viewsViewModels
}
