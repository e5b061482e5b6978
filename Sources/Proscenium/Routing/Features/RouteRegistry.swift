import Foundation

/// The route types a type-erased stack may save, each under a stable name, so a stack of ``AnyRoute``
/// values from many feature modules saves and restores like a stack of one app enum.
///
/// Names are written into the saved data: keep them stable across releases, as you would enum case names.
///
/// ```swift
/// var registry = RouteRegistry()
/// registry.register(OrdersRoute.self, as: "orders")
/// registry.register(ProfileRoute.self, as: "profile")
///
/// let saved = try router.stateData(registry: registry)       // router: Router<AnyRoute>
/// try router.restore(from: saved, registry: registry)
/// ```
public struct RouteRegistry: Sendable {
  private struct Entry: Sendable {
    var name: String
    var encode: @Sendable (any Hashable & Sendable, any Encoder) throws -> Void
    var decode: @Sendable (any Decoder) throws -> AnyRoute
  }

  private var byName: [String: Entry] = [:]
  private var byType: [ObjectIdentifier: Entry] = [:]

  /// An empty registry.
  public init() {}

  /// The names registered, sorted.
  public var names: [String] { byName.keys.sorted() }

  /// Saves routes of type `Route` under `name`; registering a name or a type again replaces the entry.
  public mutating func register<Route: Hashable & Sendable & Codable>(_ type: Route.Type, as name: String) {
    let entry = Entry(
      name: name,
      encode: { route, encoder in
        guard let route = route as? Route else { return }
        try route.encode(to: encoder)
      },
      decode: { decoder in AnyRoute(try Route(from: decoder)) }
    )
    if let old = byType[ObjectIdentifier(type)] { byName[old.name] = nil }
    byName[name] = entry
    byType[ObjectIdentifier(type)] = entry
  }

  private enum Key: String, CodingKey {
    case type, route
  }

  func encode(_ route: AnyRoute, to encoder: any Encoder) throws {
    guard let entry = byType[ObjectIdentifier(route.routeType)] else {
      throw EncodingError.invalidValue(
        route,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "the route type '\(route.routeType)' is not in the RouteRegistry; register it with a name"
        )
      )
    }
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(entry.name, forKey: .type)
    try entry.encode(route.base, container.superEncoder(forKey: .route))
  }

  func decode(from decoder: any Decoder) throws -> AnyRoute {
    let container = try decoder.container(keyedBy: Key.self)
    let name = try container.decode(String.self, forKey: .type)
    guard let entry = byName[name] else {
      throw DecodingError.dataCorruptedError(
        forKey: .type,
        in: container,
        debugDescription: "no route type is registered as '\(name)'"
      )
    }
    return try entry.decode(container.superDecoder(forKey: .route))
  }

  /// Where encoders and decoders of a type-erased state find the registry.
  static func userInfoKey() throws -> CodingUserInfoKey {
    guard let key = CodingUserInfoKey(rawValue: "proscenium.routeRegistry") else {
      throw EncodingError.invalidValue(
        "proscenium.routeRegistry", EncodingError.Context(codingPath: [], debugDescription: "no user-info key"))
    }
    return key
  }

  /// The registry a coder carries, with an error that says how to give it one.
  static func from(_ userInfo: [CodingUserInfoKey: Any], codingPath: [any CodingKey]) throws -> RouteRegistry {
    guard let registry = userInfo[try userInfoKey()] as? RouteRegistry else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription:
            "a type-erased route needs a RouteRegistry: use stateData(registry:) and restore(from:registry:)"
        )
      )
    }
    return registry
  }
}

extension AnyRoute: Codable {
  /// Decodes a route saved by a registry given to the decoder (see ``RouteRegistry``).
  public init(from decoder: any Decoder) throws {
    self = try RouteRegistry.from(decoder.userInfo, codingPath: decoder.codingPath).decode(from: decoder)
  }

  /// Encodes the route with its registered name (see ``RouteRegistry``).
  public func encode(to encoder: any Encoder) throws {
    try RouteRegistry.from(encoder.userInfo, codingPath: encoder.codingPath).encode(self, to: encoder)
  }
}

extension Router where Route == AnyRoute {
  /// The whole state of this router's chain as data, each route saved under the name `registry` gives
  /// its type (see ``stateData()``).
  ///
  /// - Throws: an `EncodingError` naming a route type the registry does not know.
  public func stateData(registry: RouteRegistry) throws -> Data {
    try NavigationArchive.encode(state, registry: registry)
  }

  /// Shows the state saved by ``stateData(registry:)`` at once, through the guards, as
  /// ``restore(from:maximumModalDepth:)`` does.
  ///
  /// - Throws: ``RouterRestorationError``; a route name the registry does not know is
  ///   ``RouterRestorationError/unreadableData(_:)``. The router is then at its root.
  @discardableResult
  public func restore(
    from data: Data,
    registry: RouteRegistry,
    maximumModalDepth: Int = RouterRestorationError.defaultMaximumModalDepth
  ) throws(RouterRestorationError) -> NavigationOutcome<Route> {
    do throws(RouterRestorationError) {
      let saved = try NavigationArchive<NavigationState<Route>>.decode(data, registry: registry)
      return try restore(saved, maximumModalDepth: maximumModalDepth)
    } catch {
      setState(.root)
      throw error
    }
  }
}
