import ShowcaseDomain

extension User {
  /// A member whose fields follow from its id, so expectations stay short.
  static func fixture(id: Int) -> User {
    User(id: id, name: "Member \(id)", email: "member\(id)@example.com")
  }

  /// Members `ids`, in order.
  static func fixtures(_ ids: ClosedRange<Int>) -> [User] {
    ids.map { fixture(id: $0) }
  }
}

extension Article {
  static func fixture(id: Int, authorID: Int = 1) -> Article {
    Article(id: id, title: "Article \(id)", summary: "Summary \(id)", authorID: authorID)
  }
}
