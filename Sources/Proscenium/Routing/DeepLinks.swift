import Foundation

/// Turns URLs — custom-scheme links and universal links — into route stacks and routes back into
/// shareable URLs, from one table of patterns so the two directions cannot disagree.
///
/// Patterns are paths with `:name` parameters and optional query requirements (`key=:name`, or
/// `key=:name?` when optional). For a custom scheme the URL's host is the first path segment, so
/// `myapp://profile/42` and `https://example.com/profile/42` both match `/profile/:id`. When several
/// patterns match, the one with more literal parts wins, then the one registered first.
///
/// ```swift
/// var links = DeepLinks<AppRoute>(schemes: ["myapp"], hosts: ["example.com"])
/// links.register("/profile/:id", tab: AppTab.profile) { parameters in
///   [.profile(id: try parameters.int("id"))]
/// } reverse: { route in
///   guard case .profile(let id) = route else { return nil }
///   return ["id": String(id)]
/// }
/// if let url = URL(string: "myapp://profile/42") {
///   try links.routes(for: url)        // [.profile(id: 42)]
/// }
/// links.url(for: .profile(id: 42))    // https://example.com/profile/42
/// ```
public struct DeepLinks<Route: Hashable>: Sendable {
  /// Custom schemes accepted, lowercased (for example `myapp`).
  public let schemes: [String]
  /// Universal-link hosts accepted for http and https, lowercased; the first one is used by ``url(for:)``.
  public let hosts: [String]

  var patterns: [DeepLinkPattern<Route>] = []

  /// A table accepting `schemes` (custom schemes, without `://`) and `hosts` (universal-link hosts).
  /// Only those match: a URL with another scheme or host throws. A bare path with neither (such as
  /// `/profile/42`) is accepted, for links built inside the app; a scheme-relative URL naming a host
  /// (`//example.org/profile/42`) is not.
  public init(schemes: [String] = [], hosts: [String] = []) {
    self.schemes = schemes.map { $0.lowercased() }
    self.hosts = hosts.map { $0.lowercased() }
  }

  /// Registers `pattern`, with `build` turning its parameters into the stack to show and the optional
  /// `reverse` giving the parameters of a route this pattern links to (for ``url(for:)``).
  ///
  /// `build` may throw ``DeepLinkError`` (the parameter accessors do); other errors are reported as
  /// ``DeepLinkError/buildFailed(_:)``.
  public mutating func register(
    _ pattern: String,
    build: @escaping @Sendable (DeepLinkParameters) throws -> [Route],
    reverse: (@Sendable (Route) -> [String: String]?)? = nil
  ) {
    patterns.append(DeepLinkPattern(pattern, tab: nil, build: build, reverse: reverse))
  }

  /// Registers `pattern` for `tab`: a ``TabRouter`` opening a matching link selects that tab.
  public mutating func register<Tab: Hashable & Sendable>(
    _ pattern: String,
    tab: Tab,
    build: @escaping @Sendable (DeepLinkParameters) throws -> [Route],
    reverse: (@Sendable (Route) -> [String: String]?)? = nil
  ) {
    patterns.append(DeepLinkPattern(pattern, tab: tab, build: build, reverse: reverse))
  }

  /// The patterns, as registered.
  public var registeredPatterns: [String] { patterns.map(\.text) }

  /// The stack `url` links to.
  ///
  /// - Throws: ``DeepLinkError`` naming why nothing matched.
  public func routes(for url: URL) throws(DeepLinkError) -> [Route] {
    try match(url).routes
  }

  /// The stack, tab and parameters `url` links to.
  ///
  /// - Throws: ``DeepLinkError`` naming why nothing matched: unknown scheme or host, no pattern for
  ///   the path, a missing or unusable parameter.
  public func match(_ url: URL) throws(DeepLinkError) -> DeepLinkMatch<Route> {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
      throw .noMatchingPattern(path: url.absoluteString)
    }
    var path = components.percentEncodedPath.split(separator: "/").map { part in
      String(part).removingPercentEncoding ?? String(part)
    }
    let scheme = components.scheme?.lowercased() ?? ""
    let host = components.host?.lowercased() ?? ""
    switch scheme {
    case "":
      // A bare path (`/profile/42`) names no origin; `//evil.com/profile/42` names a host nobody
      // configured, and must not be taken for a path.
      guard host.isEmpty else { throw .unknownHost(host) }
    case "http", "https":
      guard hosts.contains(host) else { throw .unknownHost(host) }
    default:
      guard schemes.contains(scheme) else { throw .unknownScheme(scheme) }
      if let first = components.host, !first.isEmpty {
        path.insert(first.removingPercentEncoding ?? first, at: 0)
      }
    }
    let queryItems = (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }
    var failure = DeepLinkError.noMatchingPattern(path: "/" + path.joined(separator: "/"))
    for pattern in orderedPatterns {
      switch pattern.match(path: path, queryItems: queryItems) {
      case .pathMismatch:
        continue
      case .failed(let error):
        failure = error
      case .matched(let parameters):
        do {
          let routes = try pattern.build(parameters)
          return DeepLinkMatch(routes: routes, tab: pattern.tab, pattern: pattern.text, parameters: parameters)
        } catch let error as DeepLinkError {
          failure = error
        } catch {
          failure = .buildFailed(String(describing: error))
        }
      }
    }
    throw failure
  }

  /// A shareable URL for `route`: on the first universal-link host if there is one, else on the first
  /// custom scheme, else a bare path; `nil` when no pattern's `reverse` describes the route.
  public func url(for route: Route) -> URL? {
    guard let link = patterns.lazy.compactMap({ $0.link(for: route) }).first else { return nil }
    var components = URLComponents()
    var segments = link.segments
    if let host = hosts.first {
      components.scheme = "https"
      components.host = host
    } else if let scheme = schemes.first {
      components.scheme = scheme
      components.host = segments.isEmpty ? "" : segments.removeFirst()
    }
    let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))
    let encoded = segments.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }
    let isCustomScheme = components.scheme != nil && components.scheme != "https"
    components.percentEncodedPath = encoded.isEmpty && isCustomScheme ? "" : "/" + encoded.joined(separator: "/")
    if !link.query.isEmpty {
      components.queryItems = link.query.map { URLQueryItem(name: $0.0, value: $0.1) }
    }
    return components.url
  }

  /// Patterns in the order they are tried: most literal parts first, then registration order.
  private var orderedPatterns: [DeepLinkPattern<Route>] {
    patterns.enumerated()
      .sorted { lhs, rhs in
        lhs.element.specificity != rhs.element.specificity
          ? lhs.element.specificity > rhs.element.specificity : lhs.offset < rhs.offset
      }
      .map(\.element)
  }
}
