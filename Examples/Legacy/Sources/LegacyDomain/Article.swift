import Foundation
import LegacyData

/// The article entity: "temporarily" the Data layer's DTO, so Domain imports Data.
public typealias Article = ArticleDTO

public struct User: Codable, Hashable {
  public let id: Int
  public var name: String
  public var email: String
}
