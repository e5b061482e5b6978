import Proscenium

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
