/// The project-wide facts rules ask about: which types exist, what they conform to (including
/// conformances added in extensions and inherited through protocols or superclasses), which role
/// each plays, and which test files mention them. Built once from every file's `FileFacts`.
public final class ProjectIndex: Sendable {
  public let files: [String: FileFacts]
  /// Declarations and extensions by simple name.
  public let declarations: [String: [TypeFacts]]
  private let closures: [String: Set<String>]
  private let knownRoles: [String: TypeRoles]
  private let testMentions: [String: [String]]
  private let inheritedNames: Set<String>

  public init(files: [FileFacts]) {
    var byPath: [String: FileFacts] = [:]
    var declarations: [String: [TypeFacts]] = [:]
    var testMentions: [String: [String]] = [:]
    for file in files {
      byPath[file.path] = file
      for type in file.types { declarations[type.name, default: []].append(type) }
      if file.isTestFile {
        for name in file.mentionedNames { testMentions[name, default: []].append(file.path) }
      }
    }
    self.files = byPath
    self.declarations = declarations
    self.testMentions = testMentions.mapValues { $0.sorted() }

    var closures: [String: Set<String>] = [:]
    for name in declarations.keys {
      closures[name] = Self.inheritanceClosure(of: name, declarations: declarations)
    }
    self.closures = closures
    self.inheritedNames = Set(declarations.values.joined().flatMap(\.inheritedTypes))
    self.knownRoles = Self.assignRoles(declarations: declarations, closures: closures)
  }

  /// Every type `name` inherits from or conforms to, directly, through extensions, through the
  /// protocols it adopts and through its superclasses, as far as the project declares them.
  public func supertypes(of name: String) -> Set<String> {
    closures[name] ?? []
  }

  /// Whether `name` conforms to or inherits from `supertype` anywhere in the project.
  public func inherits(_ name: String, from supertype: String) -> Bool {
    supertypes(of: name).contains(supertype)
  }

  /// The roles `name` plays; for a type the project does not declare, what its name implies.
  public func roles(of name: String) -> TypeRoles {
    knownRoles[name] ?? RoleNaming.roles(forName: name, isClass: false)
  }

  /// The declarations (not extensions) named `name`.
  public func types(named name: String) -> [TypeFacts] {
    (declarations[name] ?? []).filter { $0.kind != .extension }
  }

  /// Whether some project type names `name` as its superclass or conformance.
  public func hasSubtypes(_ name: String) -> Bool {
    inheritedNames.contains(name)
  }

  /// The test files that mention `name`, sorted.
  public func testFiles(mentioning name: String) -> [String] {
    testMentions[name] ?? []
  }

  private static func inheritanceClosure(of name: String, declarations: [String: [TypeFacts]]) -> Set<String> {
    var result: Set<String> = []
    var pending = [name]
    var visited: Set<String> = [name]
    while let current = pending.popLast() {
      for declaration in declarations[current] ?? [] {
        for inherited in declaration.inheritedTypes where !result.contains(inherited) {
          result.insert(inherited)
          if visited.insert(inherited).inserted { pending.append(inherited) }
        }
      }
    }
    return result
  }

  private static func assignRoles(declarations: [String: [TypeFacts]], closures: [String: Set<String>]) -> [String:
    TypeRoles]
  {
    var roles: [String: TypeRoles] = [:]
    var ownedByViews: Set<String> = []
    for (name, facts) in declarations {
      let isClass = facts.contains { $0.kind == .class }
      let isProtocol =
        facts.contains { $0.kind == .protocol } && !facts.contains { $0.kind != .protocol && $0.kind != .extension }
      var found = RoleNaming.roles(forName: name, isClass: isClass)
      let supertypes = closures[name] ?? []
      if !isProtocol {
        found.formUnion(RoleNaming.roles(forSupertypes: supertypes))
      } else {
        found.subtract([.view, .viewModifier, .app, .scene, .viewModel, .presenter, .viewController, .uiView])
      }
      roles[name] = found
      if found.contains(.view) || found.contains(.viewController) {
        for fact in facts { ownedByViews.formUnion(fact.propertyTypes + fact.parameterTypes) }
      }
    }
    // Observable classes that a view or view controller owns or receives are view models, and so
    // is every class that inherits from a view model.
    for name in ownedByViews {
      guard let facts = declarations[name], facts.contains(where: { $0.kind == .class }) else { continue }
      let observable =
        facts.contains { $0.attributes.contains("Observable") } || closures[name]?.contains("ObservableObject") == true
      if observable, roles[name]?.isDisjoint(with: [.view, .presenter, .coordinator]) ?? true {
        roles[name, default: []].insert(.viewModel)
      }
    }
    let viewModels = Set(roles.filter { $0.value.contains(.viewModel) }.keys)
    for (name, supertypes) in closures where !supertypes.isDisjoint(with: viewModels) {
      if declarations[name]?.contains(where: { $0.kind == .class }) == true {
        roles[name, default: []].insert(.viewModel)
      }
    }
    return roles
  }
}
