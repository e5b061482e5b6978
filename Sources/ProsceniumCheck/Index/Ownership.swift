/// Who creates a type's instances and who shares them, which decides whether an observable class
/// is a screen's view model or state that outlives every screen.
///
/// Views observe many objects that are not their screen's presentation logic: a toast queue the
/// whole app shares, a session held as a singleton, one profile's data that a profile store
/// creates and caches. What tells them apart is ownership, not observation: a view model is made
/// by a screen (its view, view controller, coordinator or factory); app-wide state is made once,
/// by the app or a static property; a data model is made by the data layer that keeps it.
package enum Ownership: Sendable, Hashable {
  /// A screen makes it: a view, view controller, presenter, coordinator, view model or factory.
  case screen(creator: String)
  /// One instance is kept in a static property of `holder` (`Session.shared`).
  case shared(holder: String)
  /// The app, its scene or its delegate makes it, once for the whole app.
  case app(creator: String)
  /// State the whole app shares makes and keeps it (a toast queue inside the app's state).
  case appState(creator: String)
  /// Made and kept by the data layer: a store, cache, service or connection.
  case dataLayer(creator: String)
  /// The project shows no code that makes it (a dependency container, another module).
  case unknown

  /// Whether one instance outlives every screen.
  package var isAppWide: Bool {
    switch self {
    case .shared, .app, .appState: true
    case .screen, .dataLayer, .unknown: false
    }
  }

  /// The sentence `explain --why` shows.
  package var evidence: String {
    switch self {
    case .screen(let creator): "made by '\(creator)', which belongs to a screen"
    case .shared(let holder): "one instance is shared app-wide through a static property of '\(holder)'"
    case .app(let creator): "made by '\(creator)', the app's own root, once for the whole app"
    case .appState(let creator): "made and kept by '\(creator)', which the whole app shares"
    case .dataLayer(let creator): "made and kept by '\(creator)', a data-layer type, not by a screen"
    case .unknown: "no code in the project makes it, so its owner is unknown"
    }
  }
}

/// The ownership of every type the project makes, read from each declaration's initialiser calls
/// and static properties (`TypeFacts.createdTypes`, `TypeFacts.sharedInstanceTypes`).
struct OwnershipTable {
  /// For each project type, the declarations (outside tests and previews) that make it.
  private var creators: [String: Set<String>] = [:]
  /// For each project type held once in a static property, the type declaring that property.
  private var sharedBy: [String: String] = [:]

  /// - Parameter testPaths: files whose creations do not count (tests make everything).
  init(declarations: [String: [TypeFacts]], closures: [String: Set<String>], testPaths: Set<String>) {
    for (name, facts) in declarations {
      let supertypes = closures[name] ?? []
      guard !Self.isPreviewOrDouble(name, supertypes: supertypes) else { continue }
      for fact in facts where !testPaths.contains(fact.path) {
        for created in fact.createdTypes where created != name && declarations[created] != nil {
          creators[created, default: []].insert(name)
        }
        for shared in fact.sharedInstanceTypes where declarations[shared] != nil {
          // The first holder by name keeps the answer the same whatever order files come in.
          if let holder = sharedBy[shared], holder <= name { continue }
          sharedBy[shared] = name
        }
      }
    }
  }

  /// For each project type, its creators sorted by name.
  var creatorsByType: [String: [String]] { creators.mapValues { $0.sorted() } }

  /// The ownership of `name`, given what kind of type each creator is (`kind(of:)`).
  func ownership(of name: String, kind: (String) -> CreatorKind) -> Ownership {
    if let holder = sharedBy[name] { return .shared(holder: holder) }
    let made = (creators[name] ?? []).sorted()
    var appCreator: String?
    var dataCreator: String?
    for creator in made {
      switch kind(creator) {
      case .screen: return .screen(creator: creator)
      case .app: appCreator = appCreator ?? creator
      case .dataLayer: dataCreator = dataCreator ?? creator
      }
    }
    if let appCreator { return .app(creator: appCreator) }
    guard let dataCreator else { return .unknown }
    // State an app-wide object makes and keeps (a toast queue inside the app's state) is app-wide.
    if let sharedCreator = made.first(where: { isAppWide($0, kind: kind) }) {
      return .appState(creator: sharedCreator)
    }
    return .dataLayer(creator: dataCreator)
  }

  /// Whether `name` is itself shared app-wide: held in a static property or made by the app.
  private func isAppWide(_ name: String, kind: (String) -> CreatorKind) -> Bool {
    if sharedBy[name] != nil { return true }
    let made = creators[name] ?? []
    return !made.isEmpty && made.allSatisfy { kind($0) == .app }
  }

  /// What a type that makes instances is.
  enum CreatorKind: Equatable {
    /// A view, view controller, presenter, coordinator, view model, or a factory that builds screens.
    case screen
    /// The app, its scene or its delegate.
    case app
    /// Anything else: a store, cache, service, manager or connection.
    case dataLayer
  }

  /// Preview providers and test doubles make objects only to show or test them.
  static func isPreviewOrDouble(_ name: String, supertypes: Set<String>) -> Bool {
    supertypes.contains("PreviewProvider") || name.hasSuffix("Previews") || name.hasSuffix("Preview")
      || RoleNaming.isTestDoubleOrPreview(name)
  }

  /// The kind of `creator`, from its roles (conformances and names) and what it inherits.
  static func kind(of creator: String, roles: TypeRoles, supertypes: Set<String>, isViewModelLike: Bool)
    -> CreatorKind
  {
    if !roles.isDisjoint(with: [.app, .scene]) || !supertypes.isDisjoint(with: appDelegates) { return .app }
    if !roles.isDisjoint(with: [.view, .viewModifier, .viewController, .uiView, .presenter, .coordinator])
      || isViewModelLike || screenAssemblerSuffixes.contains(where: { creator.hasSuffix($0) })
    {
      return .screen
    }
    return .dataLayer
  }

  /// The protocols of an app's delegates: what they make lives as long as the app.
  static let appDelegates: Set<String> = [
    "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate",
    "WKApplicationDelegate", "WKExtensionDelegate",
  ]

  /// Types that build screens, so what they make belongs to the screen they build.
  static let screenAssemblerSuffixes = [
    "Factory", "Builder", "Assembly", "Assembler", "Composer", "Router", "Navigator", "Flow", "Module",
  ]
}
