extension Router {
  /// The presentation when it is a sheet, for `sheet(item: $router.presentedSheet)`; writing `nil`
  /// (SwiftUI does when the user swipes the sheet down) dismisses it, and a cover is left alone.
  ///
  /// ```swift
  /// .sheet(item: $router.presentedSheet) { presentation in SheetRoot(presentation) }
  /// ```
  public var presentedSheet: Presentation<Route>? {
    get { presentation(ofStyle: .sheet) }
    set { dismissIfCleared(newValue, style: .sheet) }
  }

  /// The presentation when it is a full-screen cover, for `fullScreenCover(item:)`; writing `nil`
  /// dismisses it, and a sheet is left alone.
  public var presentedFullScreenCover: Presentation<Route>? {
    get { presentation(ofStyle: .fullScreenCover) }
    set { dismissIfCleared(newValue, style: .fullScreenCover) }
  }

  private func presentation(ofStyle style: PresentationStyle) -> Presentation<Route>? {
    presented?.style == style ? presented : nil
  }

  /// Only `nil` is honoured: presentations are created by ``present(_:style:)``, which creates their router.
  private func dismissIfCleared(_ newValue: Presentation<Route>?, style: PresentationStyle) {
    if newValue == nil, presented?.style == style { presented = nil }
  }
}
