/// The conditional sections a template may use: lines between `{{#tvOS}}` and `{{/tvOS}}` are kept only when the
/// feature targets tvOS, lines between `{{^tvOS}}` and `{{/tvOS}}` only when it does not. Each tag stands alone on
/// its line.
package enum TemplateSection: String, Sendable, CaseIterable {
  case tvOS
  /// Kept when the Domain module is not the module of the file, so it must be imported.
  case separateDomain
  /// Kept when the feature's route case carries values (`--route 'AppRoute.orderDetail(id: Int)'`).
  case routeValues

  package var summary: String {
    switch self {
    case .tvOS: "the tvOS adaptations (focus, grid layout), kept with --platform tvos or all"
    case .separateDomain: "kept when the Domain layer is a module of its own, for its import"
    case .routeValues: "kept when the feature's route case carries values, for {{routeProperties}}"
    }
  }
}
