extension DeepLinks where Route: SendableMetatype {
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
  public mutating func include<Local: Hashable & SendableMetatype>(_ feature: DeepLinks<Local>, embedding: RouteEmbedding<Route, Local>) {
    patterns += feature.patterns.map { $0.embedded(by: embedding) }
  }
}

extension DeepLinkPattern where Route: SendableMetatype {
  /// This pattern building and describing parent routes: built routes are embedded, and only parent
  /// routes that hold one of this pattern's routes are described.
  func embedded<Parent: Hashable & SendableMetatype>(by embedding: RouteEmbedding<Parent, Route>) -> DeepLinkPattern<Parent> {
    let build = self.build
    let reverse = self.reverse.map { reverse in
      { @Sendable (route: Parent) -> [String: String]? in embedding.extract(route).flatMap(reverse) }
    }
    return DeepLinkPattern<Parent>(text, tab: tab, build: { try build($0).map(embedding.embed) }, reverse: reverse)
  }
}
