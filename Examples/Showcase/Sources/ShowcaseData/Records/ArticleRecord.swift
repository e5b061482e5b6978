import ShowcaseDomain

/// An article as `articles.json` stores it (`author_id` in snake_case), mapped to Domain's `Article`.
struct ArticleRecord: Decodable, Sendable {
  let id: Int
  let title: String
  let summary: String?
  let authorId: Int

  var article: Article {
    Article(id: id, title: title, summary: summary ?? "", authorID: authorId)
  }
}
