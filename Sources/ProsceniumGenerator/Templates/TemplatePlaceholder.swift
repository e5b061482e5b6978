/// The placeholders a template may use, built-in or overridden; each is written `{{Name}}` and replaced whole.
package enum TemplatePlaceholder: String, Sendable, CaseIterable {
  /// The feature's type name: `OrderHistory`.
  case name = "Name"
  /// The same with a lowercase head, for properties: `orderHistory`.
  case lowerName = "name"
  /// The name in words, for titles: `Order History`.
  case title = "Title"
  /// The module the feature's source files compile into, for `@testable import` in tests.
  case module = "Module"
  /// The Domain layer's module (seed 002).
  case domainModule = "DomainModule"
  /// The stem of the use case the view model is injected with: `LoadOrderHistory`, or the name `--use-case` gives.
  case useCase = "UseCase"
  /// The same with a lowercase head, for the view model's property: `loadOrderHistory`.
  case lowerUseCase = "useCase"
  /// The values of the feature's route case, as the production use case's stored properties: `let id: Int`, one per
  /// line; empty without a route or when the case carries none.
  case routeProperties = "routeProperties"

  /// The spelling in a template: `{{Name}}`.
  package var token: String { "{{\(rawValue)}}" }

  /// What the placeholder stands for, for docs and `--list-templates`.
  package var summary: String {
    switch self {
    case .name: "the feature's type name (OrderHistory)"
    case .lowerName: "the name with a lowercase head (orderHistory)"
    case .title: "the name in words (Order History)"
    case .module: "the module of the feature's sources, for '@testable import' in tests"
    case .domainModule: "the Domain layer's module, for 'import' in the Data and presentation layers"
    case .useCase: "the use case's name without 'UseCase' (LoadOrderHistory, or the name --use-case gives)"
    case .lowerUseCase: "the same with a lowercase head (loadOrderHistory)"
    case .routeProperties:
      "the route case's values as stored properties, one 'let label: Type' per line (--route 'AppRoute.name(label: Type)')"
    }
  }
}
