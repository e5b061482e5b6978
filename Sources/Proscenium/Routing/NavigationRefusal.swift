/// Why a router refused to navigate: it belongs to a modal that is gone, so whatever it showed would be
/// shown nowhere. A screen that outlived its sheet gets this instead of silently changing an invisible stack.
public enum NavigationRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The router is (or is inside) the router of the modal showing `modal`, which was dismissed.
  case routerDismissed(modal: String)

  /// A lowercase, diagnostic-style reason for logs.
  public var description: String {
    switch self {
    case .routerDismissed(let modal):
      "the router of the dismissed modal '\(modal)' no longer navigates; navigate with a router that is on screen"
    }
  }
}
