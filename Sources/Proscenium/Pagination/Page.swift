/// One page of a cursor-paginated list, as returned by a ``Paginator``'s fetch.
///
/// ```swift
/// let response = try await api.feed(after: cursor)
/// return Page(items: response.posts, nextCursor: response.next)
/// ```
public struct Page<Item> {
  /// The items of this page, in display order.
  public var items: [Item]
  /// The cursor of the following page, or `nil` when this page is the last.
  public var nextCursor: String?

  /// Makes a page.
  public init(items: [Item], nextCursor: String?) {
    self.items = items
    self.nextCursor = nextCursor
  }
}

extension Page: Equatable where Item: Equatable {}
extension Page: Sendable where Item: Sendable {}
