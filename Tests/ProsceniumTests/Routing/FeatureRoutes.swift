import Proscenium

/// A feature's own routes, as a feature module would declare them.
enum OrdersRoute: Hashable, Codable, Sendable {
  case list
  case detail(id: Int)
  case edit(id: Int)
}

/// A second feature, to show that features do not see each other's routes.
enum ProfileRoute: Hashable, Codable, Sendable {
  case overview
  case avatar
}

/// An app route enum that composes the features, one case each, plus screens of its own.
enum ShopRoute: Hashable, Codable, Sendable {
  case home
  case login
  case orders(OrdersRoute)
  case profile(ProfileRoute)

  static let ordersEmbedding = RouteEmbedding<ShopRoute, OrdersRoute>(ShopRoute.orders) { route in
    if case .orders(let inner) = route { inner } else { nil }
  }

  static let profileEmbedding = RouteEmbedding<ShopRoute, ProfileRoute>(ShopRoute.profile) { route in
    if case .profile(let inner) = route { inner } else { nil }
  }
}
