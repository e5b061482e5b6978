/// A published article; `Identifiable` so lists and paginators can key rows on it.
public struct Article: Identifiable, Hashable, Sendable {
  public let id: Int
  public var title: String
  public var summary: String
  public var authorID: Int

  public init(id: Int, title: String, summary: String = "", authorID: Int = 0) {
    self.id = id
    self.title = title
    self.summary = summary
    self.authorID = authorID
  }
}
