/// What a ``Paginator`` is doing, so a list can show a full-screen spinner, a footer spinner or an error row.
public enum PaginationState: Hashable, Sendable {
  /// Nothing has been loaded yet.
  case idle
  /// A request of this kind is in flight.
  case loading(PageRequestKind)
  /// At rest after a successful load; check ``Paginator/hasMore``.
  case loaded
  /// The last request of this kind failed; items already loaded are kept, and it can be retried.
  case failed(PresentableError, PageRequestKind)

  /// Whether a request is in flight.
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// The error of the last request, if it failed.
  public var error: PresentableError? {
    if case .failed(let error, _) = self { return error }
    return nil
  }
}
