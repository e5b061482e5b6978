/// A question about the whole project that decides whether a finding stands, answered after
/// every file has been indexed.
///
/// The condition outlives the file's tree, so it must capture plain values (type names, strings),
/// never syntax nodes: a captured node would keep its whole tree in memory until the run ends.
public struct IndexCondition: Sendable {
  let test: @Sendable (ProjectIndex) -> Bool
  /// The answer of a condition answered already (a worker's, or the cache's): settling then
  /// builds no index to ask it.
  let answer: Bool?

  public init(_ test: @escaping @Sendable (ProjectIndex) -> Bool) {
    self.test = test
    answer = nil
  }

  /// A condition already answered.
  static func constant(_ value: Bool) -> IndexCondition {
    IndexCondition(test: { _ in value }, answer: value)
  }

  private init(test: @escaping @Sendable (ProjectIndex) -> Bool, answer: Bool) {
    self.test = test
    self.answer = answer
  }

  public func holds(in index: ProjectIndex) -> Bool { test(index) }

  /// The type has `role` anywhere in the project.
  public static func type(_ name: String, is role: TypeRole) -> IndexCondition {
    IndexCondition { $0.roles(of: name).contains(role) }
  }

  /// The type has any of `roles`.
  public static func type(_ name: String, isAnyOf roles: TypeRoles) -> IndexCondition {
    IndexCondition { !$0.roles(of: name).isDisjoint(with: roles) }
  }

  public static func && (lhs: IndexCondition, rhs: IndexCondition) -> IndexCondition {
    IndexCondition { lhs.holds(in: $0) && rhs.holds(in: $0) }
  }

  public static func || (lhs: IndexCondition, rhs: IndexCondition) -> IndexCondition {
    IndexCondition { lhs.holds(in: $0) || rhs.holds(in: $0) }
  }

  public static prefix func ! (condition: IndexCondition) -> IndexCondition {
    IndexCondition { !condition.holds(in: $0) }
  }
}
