extension DeepLinks {
  /// Adds every pattern of a feature's own table, its routes placed inside this table's routes by
  /// `embedding`, so each feature module declares the links to its screens and the app only composes them.
  ///
  /// The feature's schemes and hosts are ignored: this table's decide which URLs are accepted. Patterns
  /// keep their tab, and ``url(for:)`` finds a link for an embedded feature route through the feature's
  /// `reverse`.
  ///
  /// ```swift
  /// // Orders module
  /// public static var links: DeepLinks<OrdersRoute> {
  ///   var links = DeepLinks<OrdersRoute>()
  ///   links.register("/orders/:id") { [.list, .detail(id: try $0.int("id"))] }
  ///   return links
  /// }
  /// // App module
  /// var links = DeepLinks<AppRoute>(schemes: ["shop"], hosts: ["shop.example"])
  /// links.include(OrdersLinks.links, embedding: ordersEmbedding)
  /// ```
  public mutating func include<Local: Hashable>(_ feature: DeepLinks<Local>, embedding: RouteEmbedding<Route, Local>) {
    patterns += feature.patterns.map { pattern in
      DeepLinkPattern(
        pattern.text, tab: pattern.tab, builder: EmbeddedLinkBuilder(inner: pattern.builder, embedding: embedding))
    }
  }
}

/// A feature pattern's builder, building and describing parent routes: built routes are embedded, and only
/// parent routes that hold one of the feature's routes are described.
struct EmbeddedLinkBuilder<Parent: Hashable, Local: Hashable>: DeepLinkBuilding {
  let inner: any DeepLinkBuilding<Local>
  let embedding: RouteEmbedding<Parent, Local>

  func build(_ parameters: DeepLinkParameters) throws -> [Parent] {
    try inner.build(parameters).map { embedding.embed($0) }
  }

  func reverse(_ route: Parent) -> [String: String]? {
    embedding.extract(route).flatMap { inner.reverse($0) }
  }
}
