import ShowcaseDomain

/// A member as `users.json` stores it; Data's own shape, mapped to Domain's `User` before it leaves the layer.
struct UserRecord: Decodable, Sendable {
  let id: Int
  let name: String
  let email: String
  let bio: String?

  var user: User {
    User(id: id, name: name, email: email, bio: bio ?? "")
  }
}
