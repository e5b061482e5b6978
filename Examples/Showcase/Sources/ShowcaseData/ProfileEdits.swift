import ShowcaseDomain

/// The profile edits made during this run, laid over the bundled fixture: a bundle is read-only, and the
/// showcase has no server to send them to.
actor ProfileEdits {
  private var edited: [Int: User] = [:]

  func store(_ user: User) {
    edited[user.id] = user
  }

  /// `users` with every edited member replaced by its edit.
  func apply(to users: [User]) -> [User] {
    users.map { edited[$0.id] ?? $0 }
  }
}
