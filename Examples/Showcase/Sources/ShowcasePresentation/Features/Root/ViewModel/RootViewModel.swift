import Foundation
import Observation
import Proscenium

/// The app's navigation root: one stack per tab, the deep-link table and the toasts shown above every tab.
///
/// Opening a link is a user action like any other, so it lives here and is tested without SwiftUI.
@MainActor
@Observable
public final class RootViewModel {
  // MARK: State

  /// One router per tab; re-selecting a tab pops it to its root.
  public let tabs: TabRouter<AppTab, AppRoute>
  /// Messages shown one at a time above every screen.
  public let toasts: ToastCenter

  // MARK: Dependencies

  private let links: DeepLinks<AppRoute>

  // MARK: Initialization

  public init(
    tabs: TabRouter<AppTab, AppRoute>,
    toasts: ToastCenter,
    links: DeepLinks<AppRoute>
  ) {
    self.tabs = tabs
    self.toasts = toasts
    self.links = links
  }

  // MARK: Actions

  /// Opens a deep link: selects its tab and replaces that tab's stack; a link the app can't open says so.
  public func onOpenURL(_ url: URL) async {
    do {
      try await tabs.open(url, using: links)
    } catch {
      toasts.show(Toast("This link can't be opened in Showcase.", style: .warning))
    }
  }
}
