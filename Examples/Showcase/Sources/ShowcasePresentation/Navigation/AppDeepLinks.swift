import Proscenium

/// The one table of links the app understands, used both to open incoming URLs and to build shareable ones.
///
/// `showcase://profile/7` and `https://showcase.example.com/profile/7` both open member 7's profile on the Home tab;
/// `showcase://articles` and `showcase://search` select their tabs at the root.
public enum AppDeepLinks {
  /// The custom URL scheme of the app.
  public static let scheme = "showcase"
  /// The web host whose universal links the app claims.
  public static let host = "showcase.example.com"

  /// Builds the table. A function rather than a stored constant so each caller owns its copy.
  public static func make() -> DeepLinks<AppRoute> {
    var links = DeepLinks<AppRoute>(schemes: [scheme], hosts: [host])
    links.register("/profile/:id", tab: AppTab.home) { parameters in
      [.profile(id: try parameters.int("id"))]
    } reverse: { route in
      guard case .profile(let id) = route else { return nil }
      return ["id": String(id)]
    }
    links.register("/articles", tab: AppTab.articles) { _ in
      []
    } reverse: { route in
      route == .articles ? [:] : nil
    }
    links.register("/search", tab: AppTab.search) { _ in [] }
    links.register("/reading", tab: AppTab.reading) { _ in [] }
    links.register("/settings", tab: AppTab.settings) { _ in [] }
    return links
  }
}
