/// A member of the community, as the business rules see it; no view or storage concerns. `Codable` so a route
/// that carries one (`AppRoute.editProfile`) can be saved and restored.
public struct User: Identifiable, Hashable, Codable, Sendable {
  public let id: Int
  public var name: String
  public var email: String
  public var bio: String

  public init(id: Int, name: String, email: String, bio: String = "") {
    self.id = id
    self.name = name
    self.email = email
    self.bio = bio
  }
}
