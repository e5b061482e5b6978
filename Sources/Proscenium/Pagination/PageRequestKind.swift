/// The kinds of request a ``Paginator`` makes.
public enum PageRequestKind: Hashable, Sendable {
  /// The first page, with nothing shown yet.
  case firstPage
  /// The page after the items shown.
  case nextPage
  /// The first page again, replacing the items shown once it arrives.
  case refresh
}
