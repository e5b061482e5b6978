import Foundation
import Proscenium

struct Article: Identifiable, Hashable, Sendable {
  var id: Int
  var title: String

  init(_ id: Int, _ title: String? = nil) {
    self.id = id
    self.title = title ?? "Article \(id)"
  }
}

func articles(_ ids: ClosedRange<Int>) -> [Article] {
  ids.map { Article($0) }
}

struct Boom: Error, Equatable {}

let offline = URLError(.notConnectedToInternet)
