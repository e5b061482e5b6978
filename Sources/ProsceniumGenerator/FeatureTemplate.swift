/// The shape of a feature's screen within its style (`--template`): what the view model does with its use case.
package enum FeatureTemplate: String, Sendable, CaseIterable {
  /// The rows loaded in one go, with loading, error and retry shown: the default.
  case list
  /// The rows loaded page by page through the runtime's `Paginator`, the next page as the end of the list comes into
  /// view, with pull to refresh and a retry for a failed page (seed 000's pagination pattern).
  case pagedList = "paged-list"
  /// Fields validated as they are typed and sent through a use case, with the sending and its error shown (seed
  /// 003's `@Bindable` form).
  case form

  /// One line for help and `--list-templates`.
  package var summary: String {
    switch self {
    case .list: "the rows loaded in one go, with loading, error and retry (the default)"
    case .pagedList: "the rows loaded page by page through Paginator, more as the end comes into view, pull to refresh"
    case .form: "fields validated as they are typed, sent through a use case with the sending and its error shown"
    }
  }

  /// The use case the view model is injected with when `--use-case` names none: `LoadOrders`, for a form
  /// `SubmitOrders`.
  package func defaultUseCase(for name: FeatureName) -> FeatureName {
    self == .form ? name.submitUseCase : name.loadUseCase
  }

  /// Whether `style` has this template: seed 004's MVP screen comes in one shape.
  package func isAvailable(in style: FeatureStyle) -> Bool {
    self == .list || style != .uikitMVP
  }

  /// The folder of `.proscenium/templates` that overrides the templates of `style` in this shape: `observable` for
  /// the default, `observable-paged-list` otherwise.
  package func overrideSet(for style: FeatureStyle) -> String {
    self == .list ? style.rawValue : style.rawValue + "-" + rawValue
  }
}
