/// Why a URL did not become a route stack, so apps can log it or show a fallback screen.
///
/// ```swift
/// do { try await router.open(url, using: links) }
/// catch .noMatchingPattern(let path) { log("no screen for \(path)") }
/// catch { log("\(error)") }
/// ```
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The URL's scheme is neither a registered custom scheme nor http(s) (empty when it has none).
  case unknownScheme(String)
  /// The http(s) URL's host is not one of the registered universal-link hosts.
  case unknownHost(String)
  /// No registered pattern matches the URL's path.
  case noMatchingPattern(path: String)
  /// A pattern matched but a parameter it needs is missing.
  case missingParameter(String)
  /// A parameter is present but its value cannot be read as needed (for example not a number).
  case badParameter(name: String, value: String)
  /// The pattern names a tab the tab router does not have.
  case unknownTab(String)
  /// The pattern's builder failed with another error, described here.
  case buildFailed(String)

  /// A lowercase, diagnostic-style reason naming the offending part of the link.
  public var description: String {
    switch self {
    case .unknownScheme(let scheme):
      scheme.isEmpty ? "the link has no scheme" : "unknown link scheme '\(scheme)'"
    case .unknownHost(let host):
      "unknown link host '\(host)'"
    case .noMatchingPattern(let path):
      "no link pattern matches '\(path)'"
    case .missingParameter(let name):
      "link parameter '\(name)' is missing"
    case .badParameter(let name, let value):
      "link parameter '\(name)' has the unusable value '\(value)'"
    case .unknownTab(let tab):
      "the link names the unknown tab '\(tab)'"
    case .buildFailed(let reason):
      "the link's routes could not be built: \(reason)"
    }
  }
}
