/// The project-wide facts rules ask about: which types exist, what they conform to (including
/// conformances added in extensions and inherited through protocols or superclasses), which role
/// each plays, and which test files mention them. Built once from every file's `FileFacts`.
///
/// Every public question notes itself on the recorder (see `IndexQuery`) and has an answer
/// digest in `answerDigest(_:)`: the cache trusts a file's deferred findings only while every
/// question they asked gets the same answer, so a question that did not note itself would let a
/// stale finding stand.
public final class ProjectIndex: Sendable {
  /// Every file's facts by path. Reading the whole table makes a cached answer depend on every
  /// file: rules ask `facts(ofFile:)` instead.
  public var files: [String: FileFacts] {
    recorder?.note(.everything)
    return fileTable
  }
  /// Declarations and extensions by simple name. As with `files`, rules ask
  /// `declarations(named:)`, which the cache can follow name by name.
  public var declarations: [String: [TypeFacts]] {
    recorder?.note(.everything)
    return declarationTable
  }
  let fileTable: [String: FileFacts]
  let declarationTable: [String: [TypeFacts]]
  /// Notes each question asked, while a deferred finding's condition is answered for the cache.
  private let recorder: IndexReadRecorder?
  private let closures: [String: Set<String>]
  private let knownRoles: [String: TypeRoles]
  /// The ownership of each observable class the index weighed as a view model.
  private let ownerships: [String: Ownership]
  /// For each project type, the declarations outside tests that make instances of it, sorted.
  private let creatorTable: [String: [String]]
  /// Project types that previews make (a `#Preview` block or a preview provider) and nothing else does.
  private let previewOnly: Set<String>
  private let testMentions: [String: [String]]
  /// For each member name, the files that write or bind it through another value.
  private let memberWriters: [String: [String]]
  /// For each type name, the argument labels its initialiser is called with anywhere.
  private let initializerLabels: [String: Set<String>]
  private let inheritedNames: Set<String>

  public init(files: [FileFacts]) {
    var byPath: [String: FileFacts] = [:]
    var declarations: [String: [TypeFacts]] = [:]
    var testMentions: [String: [String]] = [:]
    var memberWriters: [String: [String]] = [:]
    var initializerLabels: [String: Set<String>] = [:]
    for file in files {
      for (name, labels) in file.initializerLabels { initializerLabels[name, default: []].formUnion(labels) }
      byPath[file.path] = file
      for name in file.writtenMemberNames { memberWriters[name, default: []].append(file.path) }
      for type in file.types { declarations[type.name, default: []].append(type) }
      if file.isTestFile {
        for name in file.mentionedNames { testMentions[name, default: []].append(file.path) }
      }
    }
    self.fileTable = byPath
    self.declarationTable = declarations
    self.recorder = nil
    self.testMentions = testMentions.mapValues { $0.sorted() }
    self.memberWriters = memberWriters
    self.initializerLabels = initializerLabels

    var closures: [String: Set<String>] = [:]
    for name in declarations.keys {
      closures[name] = Self.inheritanceClosure(of: name, declarations: declarations)
    }
    self.closures = closures
    self.inheritedNames = Set(declarations.values.joined().flatMap(\.inheritedTypes))
    let testPaths = Set(files.lazy.filter(\.isTestFile).map(\.path))
    let table = OwnershipTable(declarations: declarations, closures: closures, testPaths: testPaths)
    let creatorTable = table.creatorsByType
    self.creatorTable = creatorTable
    var previewed = Set(files.lazy.filter { !$0.isTestFile }.flatMap(\.previewCreatedTypes))
    for (name, facts) in declarations where OwnershipTable.isPreviewOrDouble(name, supertypes: closures[name] ?? []) {
      for fact in facts { previewed.formUnion(fact.createdTypes) }
    }
    self.previewOnly = previewed.filter { declarations[$0] != nil && creatorTable[$0] == nil }
    (self.knownRoles, self.ownerships) = Self.assignRoles(declarations: declarations, closures: closures, table: table)
  }

  /// The same index, noting in `recorder` every question asked of it: the cache keeps what a
  /// file's deferred findings read, to tell on a later run whether their answers still hold.
  init(recordingReadsOf other: ProjectIndex, into recorder: IndexReadRecorder) {
    fileTable = other.fileTable
    declarationTable = other.declarationTable
    closures = other.closures
    knownRoles = other.knownRoles
    ownerships = other.ownerships
    creatorTable = other.creatorTable
    previewOnly = other.previewOnly
    testMentions = other.testMentions
    memberWriters = other.memberWriters
    initializerLabels = other.initializerLabels
    inheritedNames = other.inheritedNames
    self.recorder = recorder
  }

  /// Notes questions asked elsewhere: a condition a worker process answered replays its reads.
  func note(_ queries: [IndexQuery]) {
    guard let recorder else { return }
    for query in queries { recorder.note(query) }
  }

  /// A digest of the answer to `query`, equal on two indexes exactly when the answer is.
  func answerDigest(_ query: IndexQuery) -> StableDigest {
    var hasher = StableHasher()
    switch query.kind {
    case .roles: hasher.combine(UInt64(roles(of: query.name).rawValue))
    case .supertypes: hasher.combine(sorted: closures[query.name] ?? [])
    case .declarations:
      for type in declarationTable[query.name] ?? [] { type.combine(into: &hasher) }
    case .hasSubtypes: hasher.combine(inheritedNames.contains(query.name))
    case .isMainActorByDefault: hasher.combine(isMainActorByDefault(query.name))
    case .memberWritten: hasher.combine(isMemberWritten(query.name, outside: query.detail))
    case .initialized: hasher.combine(isInitialized(query.name, withArgument: query.detail))
    case .testFiles:
      for path in testMentions[query.name] ?? [] { hasher.combine(path) }
    case .creators:
      for creator in creatorTable[query.name] ?? [] { hasher.combine(creator) }
    case .previewOnly: hasher.combine(previewOnly.contains(query.name))
    case .file:
      if let facts = fileTable[query.name] { facts.combine(into: &hasher) } else { hasher.combine(false) }
    case .everything:
      for path in fileTable.keys.sorted() { fileTable[path]!.combine(into: &hasher) }
    }
    return hasher.finalize()
  }

  /// Every type `name` inherits from or conforms to, directly, through extensions, through the
  /// protocols it adopts and through its superclasses, as far as the project declares them.
  public func supertypes(of name: String) -> Set<String> {
    recorder?.note(IndexQuery(.supertypes, name))
    return closures[name] ?? []
  }

  /// Whether `name` conforms to or inherits from `supertype` anywhere in the project.
  public func inherits(_ name: String, from supertype: String) -> Bool {
    supertypes(of: name).contains(supertype)
  }

  /// The roles `name` plays; for a type the project does not declare, what its name implies.
  public func roles(of name: String) -> TypeRoles {
    recorder?.note(IndexQuery(.roles, name))
    return knownRoles[name] ?? RoleNaming.roles(forName: name, isClass: false)
  }

  /// Who makes and shares `name`'s instances, for an observable class the index weighed as a
  /// view model (`nil` for any other type).
  package func ownership(of name: String) -> Ownership? {
    recorder?.note(IndexQuery(.roles, name))
    return ownerships[name]
  }

  /// The project types whose code makes instances of `name` (outside tests and previews), sorted.
  public func creators(of name: String) -> [String] {
    recorder?.note(IndexQuery(.creators, name))
    return creatorTable[name] ?? []
  }

  /// Whether only previews make `name` (a `#Preview` block or a preview provider, never a screen,
  /// the app or another type): a helper that exists to be shown in a preview, not shipped UI.
  public func isMadeOnlyByPreviews(_ name: String) -> Bool {
    recorder?.note(IndexQuery(.previewOnly, name))
    return previewOnly.contains(name)
  }

  /// Why `name` plays the roles it does, one fact a line, for `explain --why` and custom rules.
  package func roleEvidence(of name: String) -> [String] {
    let found = roles(of: name)
    var lines = [
      found.roles.isEmpty
        ? "'\(name)' plays no presentation role"
        : "'\(name)' is: " + found.roles.map(\.name).joined(separator: ", ")
    ]
    let declared = types(named: name)
    if declared.isEmpty { lines.append("the project does not declare it: its role comes from its name") }
    for declaration in declared {
      var facts = ["a \(declaration.kind.rawValue) in \(declaration.path)"]
      if declaration.attributes.contains("Observable") { facts.append("'@Observable'") }
      if supertypes(of: name).contains("ObservableObject") { facts.append("an 'ObservableObject'") }
      if declaration.hasMutableState { facts.append("keeps mutable state") }
      lines.append(facts.joined(separator: ", "))
    }
    let holders = fileTable.values.flatMap(\.types).filter { holder in
      roles(of: holder.name).contains(.view) || roles(of: holder.name).contains(.viewController)
    }.filter { $0.propertyTypes.contains(name) || $0.parameterTypes.contains(name) }.map(\.name)
    if !holders.isEmpty {
      lines.append("held by: " + Set(holders).sorted().map { "'\($0)'" }.joined(separator: ", "))
    }
    if let ownership = ownerships[name] { lines.append("owner: " + ownership.evidence) }
    if found.contains(.viewModel), !isScreenViewModel(name) {
      lines.append(
        "not taken for a screen's view model by the rules: it is also a dependency, names navigation, "
          + "or is not named as a model ('…Model')")
    }
    return lines
  }

  /// The declarations (not extensions) named `name`.
  public func types(named name: String) -> [TypeFacts] {
    recorder?.note(IndexQuery(.declarations, name))
    return (declarationTable[name] ?? []).filter { $0.kind != .extension }
  }

  /// The declarations and extensions named `name`.
  public func declarations(named name: String) -> [TypeFacts] {
    recorder?.note(IndexQuery(.declarations, name))
    return declarationTable[name] ?? []
  }

  /// The facts of the file at `path` (as findings name it), if the project has it.
  public func facts(ofFile path: String) -> FileFacts? {
    recorder?.note(IndexQuery(.file, path))
    return fileTable[path]
  }

  /// Whether some project type names `name` as its superclass or conformance.
  public func hasSubtypes(_ name: String) -> Bool {
    recorder?.note(IndexQuery(.hasSubtypes, name))
    return inheritedNames.contains(name)
  }

  /// Whether every declaration of `name` sits in a target whose code is isolated to the main actor
  /// by default, so the type is main-actor isolated without saying so.
  public func isMainActorByDefault(_ name: String) -> Bool {
    recorder?.note(IndexQuery(.isMainActorByDefault, name))
    let declared = (declarationTable[name] ?? []).filter { $0.kind != .extension }
    return !declared.isEmpty && declared.allSatisfy { fileTable[$0.path]?.isMainActorByDefault == true }
  }

  /// Whether a file other than `path` writes or binds a member called `name` through another value.
  /// Names, not types: a match may be another type's member, so a rule that asks this errs
  /// towards silence.
  public func isMemberWritten(_ name: String, outside path: String) -> Bool {
    recorder?.note(IndexQuery(.memberWritten, name, path))
    return memberWriters[name]?.contains { $0 != path } ?? false
  }

  /// Whether some file calls `typeName(…)` with an argument labelled `label`: a memberwise
  /// initialiser receiving the property of that name.
  public func isInitialized(_ typeName: String, withArgument label: String) -> Bool {
    recorder?.note(IndexQuery(.initialized, typeName, label))
    return initializerLabels[typeName]?.contains(label) ?? false
  }

  /// The test files that mention `name`, sorted.
  public func testFiles(mentioning name: String) -> [String] {
    recorder?.note(IndexQuery(.testFiles, name))
    return testMentions[name] ?? []
  }

  /// Every name `name` inherits from or conforms to, directly or through declared types. A name
  /// enters the result once and is followed only when the project declares it: most supertypes
  /// (`View`, `Codable`) are not, and a type with none allocates nothing.
  private static func inheritanceClosure(of name: String, declarations: [String: [TypeFacts]]) -> Set<String> {
    var result: Set<String> = []
    var pending: [String] = []
    var current = name
    while true {
      for declaration in declarations[current] ?? [] {
        for inherited in declaration.inheritedTypes where result.insert(inherited).inserted {
          if declarations[inherited] != nil { pending.append(inherited) }
        }
      }
      guard let next = pending.popLast() else { return result }
      current = next
    }
  }

  /// Gives each declared type its roles from evidence: what it conforms to or inherits from,
  /// what it is (class, observable, stateful, nested), who holds it, and who makes and shares
  /// its instances (`Ownership`). Names only break ties: see `RoleEvidence` for the table the
  /// documentation shows.
  private static func assignRoles(
    declarations: [String: [TypeFacts]], closures: [String: Set<String>], table: OwnershipTable
  ) -> (roles: [String: TypeRoles], ownerships: [String: Ownership]) {
    var roles: [String: TypeRoles] = [:]
    // Types a SwiftUI view or a view controller holds in a property or takes in an initialiser.
    var heldByViews: Set<String> = []
    var heldByViewControllers: Set<String> = []
    // Types any declaration holds in a stored property or takes in an initialiser.
    var heldAnywhere: Set<String> = []
    for (name, facts) in declarations {
      for fact in facts { heldAnywhere.formUnion(fact.propertyTypes + fact.parameterTypes) }
      let concrete = facts.filter { $0.kind != .extension }
      let isClass = concrete.contains { $0.kind == .class }
      let isProtocol = Self.isDeclaredProtocol(name, in: declarations)
      var found = RoleNaming.roles(forSupertypes: closures[name] ?? [])
      if isProtocol { found.subtract(RoleEvidence.presentationalRoles) }
      let named = RoleNaming.roles(forName: name, isClass: isClass)
      if RoleEvidence.canBeDependency(concrete) { found.formUnion(named.intersection(RoleEvidence.nameDerivedRoles)) }
      if named.contains(.viewController) { found.insert(.viewController) }
      roles[name] = found
      if found.contains(.view) || found.contains(.viewController) {
        for fact in facts { heldByViews.formUnion(fact.propertyTypes + fact.parameterTypes) }
      }
      if found.contains(.viewController) {
        for fact in facts { heldByViewControllers.formUnion(fact.propertyTypes + fact.parameterTypes) }
      }
    }
    let firstRoles = roles
    let creatorKind = { (creator: String) in
      OwnershipTable.kind(
        of: creator, roles: firstRoles[creator] ?? [], supertypes: closures[creator] ?? [],
        isViewModelLike: creator.hasSuffix("ViewModel") || heldByViews.contains(creator))
    }
    var ownerships: [String: Ownership] = [:]
    for (name, facts) in declarations where facts.contains(where: { $0.kind == .class }) {
      let supertypes = closures[name] ?? []
      let current = roles[name] ?? []
      let evidence = RoleEvidence(
        name: name, facts: facts, supertypes: supertypes, isHeldByView: heldByViews.contains(name),
        isHeldByViewController: heldByViewControllers.contains(name),
        nonProtocolSupertypes: supertypes.filter { !Self.isDeclaredProtocol($0, in: declarations) },
        isHeldAnywhere: heldAnywhere.contains(name) || !supertypes.isDisjoint(with: heldAnywhere))
      if evidence.isViewModel, current.isDisjoint(with: [.view, .presenter, .coordinator]) {
        let ownership = table.ownership(of: name, kind: creatorKind)
        ownerships[name] = ownership
        roles[name, default: []].insert(TypeRoles(Self.observableRole(name, ownership: ownership)))
      }
      if evidence.isPresenter { roles[name, default: []].insert(.presenter) }
    }
    // A class that inherits from a view model is one, unless its own ownership says otherwise
    // (a session manager built on the project's base view model class).
    let viewModels = Set(roles.filter { $0.value.contains(.viewModel) }.keys)
    for (name, supertypes) in closures where !supertypes.isDisjoint(with: viewModels) {
      guard declarations[name]?.contains(where: { $0.kind == .class }) == true,
        roles[name]?.isDisjoint(with: [.viewModel, .appWideState, .dataModel]) ?? true
      else { continue }
      let ownership = table.ownership(of: name, kind: creatorKind)
      ownerships[name] = ownership
      roles[name, default: []].insert(TypeRoles(Self.observableRole(name, ownership: ownership)))
    }
    return (roles, ownerships)
  }

  /// Whether the project declares `name`, and only as a protocol.
  private static func isDeclaredProtocol(_ name: String, in declarations: [String: [TypeFacts]]) -> Bool {
    let declared = (declarations[name] ?? []).filter { $0.kind != .extension }
    return !declared.isEmpty && declared.allSatisfy { $0.kind == .protocol }
  }

  /// The role of an observable class views hold, from its ownership: app-wide state and data
  /// models are not view models. One instance the app makes, or shares through a static
  /// property, serves every screen whatever its name says (`GrocyViewModel` made by the app
  /// struct); a class named `…ViewModel` that the data layer makes stays one (a row's model).
  private static func observableRole(_ name: String, ownership: Ownership) -> TypeRole {
    if ownership.isAppWide { return .appWideState }
    if case .dataLayer = ownership, !name.hasSuffix("ViewModel") { return .dataModel }
    return .viewModel
  }
}
