/// What a URL resolved to: the stack to show, the tab its pattern names, and the parameters read.
///
/// ```swift
/// let match = try links.match(url)
/// tabs.select(match.tab as? AppTab ?? .home)
/// ```
public struct DeepLinkMatch<Route: Hashable> {
  /// The routes to show, bottom first.
  public var routes: [Route]
  /// The tab the matched pattern names, if any (see ``DeepLinks/register(_:tab:build:reverse:)``).
  public var tab: (any Hashable & Sendable)?
  /// The pattern that matched, as registered.
  public var pattern: String
  /// The parameters read from the URL.
  public var parameters: DeepLinkParameters
}
