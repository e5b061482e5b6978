import Proscenium
import Testing

extension Router {
  /// A router for tests: planned jumps run their steps without pausing (``RouterStepPacer/immediate``), so a
  /// `transition` or deep link completes within the `await` that starts it.
  public static func testing(path: [Route] = []) -> Router {
    Router(path: path, pacer: .immediate)
  }
}

extension TabRouter {
  /// A tab router for tests, with ``RouterStepPacer/immediate`` pacing (see ``Router/testing(path:)``).
  public static func testing(tabs: [Tab], selection: Tab) -> TabRouter {
    TabRouter(tabs: tabs, selection: selection, pacer: .immediate)
  }
}

extension Router {
  /// The router of the topmost modal when that modal shows `route`: what a test delivers a sheet's
  /// result with, or navigates inside the sheet with.
  ///
  /// ```swift
  /// let choosing = Task { await model.onTappedChooseColor() }
  /// await Task.yield()
  /// let sheet = router.expectPresented(.pickColor)
  /// try sheet?.deliver(Color.blue)
  /// await choosing.value
  /// ```
  ///
  /// Records a test issue at the caller's line, naming what is shown, when nothing is presented or the
  /// topmost modal shows another route.
  ///
  /// - Returns: the modal's router, or `nil` after recording the issue.
  @discardableResult
  public func expectPresented(_ route: Route, sourceLocation: SourceLocation = #_sourceLocation) -> Router? {
    guard let presentation = topmostPresentation else {
      TestFailure.record(
        "expected a modal showing '\(route)', but nothing is presented", sourceLocation: sourceLocation)
      return nil
    }
    guard presentation.route == route else {
      TestFailure.record(
        "expected the topmost modal to show '\(route)', but it shows '\(presentation.route)'",
        sourceLocation: sourceLocation
      )
      return nil
    }
    return presentation.router
  }

  /// The presentation of the topmost modal of this router's chain, if any.
  private var topmostPresentation: Presentation<Route>? {
    var presentation = rootRouter.presented
    while let next = presentation?.router.presented { presentation = next }
    return presentation
  }
}
