import ShowcaseDomain

/// The profile edits and deletions made during this run, laid over the bundled fixture: a bundle is read-only,
/// and the showcase has no server to send them to.
actor ProfileEdits {
  private var edited: [Int: User] = [:]
  private var deleted: Set<Int> = []

  func delete(id: Int) {
    deleted.insert(id)
  }

  func store(_ user: User) {
    edited[user.id] = user
  }

  /// `users` without the deleted members, and every edited member replaced by its edit.
  func apply(to users: [User]) -> [User] {
    users.filter { !deleted.contains($0.id) }.map { edited[$0.id] ?? $0 }
  }
}
