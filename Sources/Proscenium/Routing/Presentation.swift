/// A route shown modally by a router, with its own child router so a modal flow can push and present in turn.
///
/// A presentation is created by ``Router/present(_:style:)``; SwiftUI binds to it through
/// `sheet(item:)` and `fullScreenCover(item:)`, and writes `nil` back when the user swipes it away.
///
/// ```swift
/// router.present(.settings, style: .sheet)
/// router.presented?.router.navigate(to: .notifications)  // pushes inside the sheet
/// ```
public struct Presentation<Route: Hashable>: Identifiable, Equatable {
  /// The route shown as the root of the modal.
  public let route: Route
  /// Whether it is shown as a sheet or a full-screen cover.
  public let style: PresentationStyle
  /// The router of the modal's own navigation stack.
  public let router: Router<Route>

  /// The identity SwiftUI uses to tell one presentation from the next: that of its child router.
  public var id: ObjectIdentifier { ObjectIdentifier(router) }

  init(route: Route, style: PresentationStyle, router: Router<Route>) {
    self.route = route
    self.style = style
    self.router = router
  }

  /// Two presentations are equal when they share a child router and show the same route the same way.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.router === rhs.router && lhs.route == rhs.route && lhs.style == rhs.style
  }
}

extension Presentation: Sendable where Route: Sendable {}
