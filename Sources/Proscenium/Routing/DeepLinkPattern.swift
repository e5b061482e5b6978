/// One registered link pattern such as `/orders/:id?tab=:tab`, parsed once.
struct DeepLinkPattern<Route: Hashable>: Sendable {
  enum Segment: Hashable, Sendable {
    case literal(String)
    case parameter(String)
  }

  struct QueryRequirement: Hashable, Sendable {
    var key: String
    /// The parameter the value is stored under, or `nil` when the value must equal `literal`.
    var parameter: String?
    var literal: String
    var optional: Bool
  }

  let text: String
  let segments: [Segment]
  let query: [QueryRequirement]
  let tab: (any Hashable & Sendable)?
  /// Turns parameters into routes and routes back into parameters.
  let builder: any DeepLinkBuilding<Route>

  init(
    _ text: String,
    tab: (any Hashable & Sendable)?,
    build: @escaping @Sendable (DeepLinkParameters) throws -> [Route],
    reverse: (@Sendable (Route) -> [String: String]?)?
  ) {
    self.init(text, tab: tab, builder: ClosureLinkBuilder(buildFunction: build, reverseFunction: reverse))
  }

  init(_ text: String, tab: (any Hashable & Sendable)?, builder: any DeepLinkBuilding<Route>) {
    self.text = text
    self.tab = tab
    self.builder = builder
    let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let pathPart = parts.first.map(String.init) ?? ""
    segments = pathPart.split(separator: "/").map { part in
      part.count > 1 && part.hasPrefix(":") ? .parameter(String(part.dropFirst())) : .literal(String(part))
    }
    let queryPart = parts.count > 1 ? String(parts[1]) : ""
    query = queryPart.split(separator: "&").map { item in
      let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = String(pair[0])
      let value = pair.count > 1 ? String(pair[1]) : ""
      guard value.count > 1, value.hasPrefix(":") else {
        return QueryRequirement(key: key, parameter: nil, literal: value, optional: false)
      }
      var name = String(value.dropFirst())
      let optional = name.hasSuffix("?") && name.count > 1
      if optional { name.removeLast() }
      return QueryRequirement(key: key, parameter: name, literal: "", optional: optional)
    }
  }

  /// The stack the parameters of a matching URL link to.
  func build(_ parameters: DeepLinkParameters) throws -> [Route] {
    try builder.build(parameters)
  }

  /// How many literal parts must match; more specific patterns are tried first.
  var specificity: Int {
    segments.filter { if case .literal = $0 { true } else { false } }.count
      + query.filter { $0.parameter == nil }.count
  }

  enum Outcome {
    case matched(DeepLinkParameters)
    case pathMismatch
    case failed(DeepLinkError)
  }

  /// Matches decoded path segments and query items.
  func match(path: [String], queryItems: [(String, String)]) -> Outcome {
    guard path.count == segments.count else { return .pathMismatch }
    var values: [String: String] = [:]
    for (name, value) in queryItems where values[name] == nil { values[name] = value }
    var pathValues: [String: String] = [:]
    for (segment, part) in zip(segments, path) {
      switch segment {
      case .literal(let literal):
        guard literal == part else { return .pathMismatch }
      case .parameter(let name):
        pathValues[name] = part
      }
    }
    for requirement in query {
      let value = queryItems.first { $0.0 == requirement.key }?.1
      guard let parameter = requirement.parameter else {
        guard value == requirement.literal else { return .pathMismatch }
        continue
      }
      if let value {
        values[parameter] = value
      } else if !requirement.optional {
        return .failed(.missingParameter(requirement.key))
      }
    }
    values.merge(pathValues) { _, path in path }
    return .matched(DeepLinkParameters(values))
  }

  /// The path and query items that link to `route`, or `nil` if this pattern does not describe it.
  func link(for route: Route) -> (segments: [String], query: [(String, String)])? {
    guard var values = builder.reverse(route) else { return nil }
    var path: [String] = []
    for segment in segments {
      switch segment {
      case .literal(let literal):
        path.append(literal)
      case .parameter(let name):
        guard let value = values.removeValue(forKey: name) else { return nil }
        path.append(value)
      }
    }
    var items: [(String, String)] = []
    for requirement in query {
      guard let parameter = requirement.parameter else {
        items.append((requirement.key, requirement.literal))
        continue
      }
      if let value = values.removeValue(forKey: parameter) {
        items.append((requirement.key, value))
      } else if !requirement.optional {
        return nil
      }
    }
    items += values.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    return (path, items)
  }
}

/// What a pattern does with what it matched: builds the routes, and gives a route's parameters back.
protocol DeepLinkBuilding<Route>: Sendable {
  associatedtype Route: Hashable
  func build(_ parameters: DeepLinkParameters) throws -> [Route]
  func reverse(_ route: Route) -> [String: String]?
}

/// The closures given to ``DeepLinks/register(_:build:reverse:)``.
struct ClosureLinkBuilder<Route: Hashable>: DeepLinkBuilding {
  let buildFunction: @Sendable (DeepLinkParameters) throws -> [Route]
  let reverseFunction: (@Sendable (Route) -> [String: String]?)?

  func build(_ parameters: DeepLinkParameters) throws -> [Route] { try buildFunction(parameters) }
  func reverse(_ route: Route) -> [String: String]? { reverseFunction?(route) }
}
