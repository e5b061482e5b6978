/// How the index decides that a class is a view model or a presenter, and that a type is a
/// service, repository, use case or coordinator: from what the code shows, with the playbooks'
/// names only breaking ties. Real apps name many things `…ViewModel` (immutable cell models of a
/// list framework) or `…Service` (a nested data type, an enum of constants) that are not.
struct RoleEvidence {
  let name: String
  let facts: [TypeFacts]
  let supertypes: Set<String>
  let isHeldByView: Bool
  let isHeldByViewController: Bool
  /// The supertypes that are not protocols the project declares: a '…ViewModel' protocol a cell's
  /// configuration adopts makes no base view model.
  let nonProtocolSupertypes: Set<String>
  /// Whether any type holds it (or a protocol it adopts) in a stored property or takes it in an
  /// initialiser: a screen keeps its view model; a cell's configuration is made, used and dropped.
  let isHeldAnywhere: Bool

  /// Roles a protocol never plays itself: its conformers do.
  static let presentationalRoles: TypeRoles = [
    .view, .viewModifier, .app, .scene, .viewModel, .presenter, .viewController, .uiView,
  ]

  /// Roles a name alone may suggest, for types that can be injected.
  static let nameDerivedRoles: TypeRoles = [.useCase, .repository, .service, .coordinator]

  /// Whether a declared type can be a dependency its name suggests: a class, an actor or a
  /// protocol, or a struct with behaviour; never an enum (a namespace of constants) and never a
  /// type nested in another (`Settings.Service`, a data type). A type known only from extensions
  /// is judged by its name, as an undeclared type is.
  static func canBeDependency(_ declarations: [TypeFacts]) -> Bool {
    guard !declarations.isEmpty else { return true }
    return declarations.contains { declaration in
      guard !declaration.isNested else { return false }
      switch declaration.kind {
      case .class, .actor, .protocol: return true
      case .struct: return declaration.hasInstanceMethods
      case .enum, .extension: return false
      }
    }
  }

  /// `@Observable`, or an `ObservableObject` through any chain.
  var isObservable: Bool {
    facts.contains { $0.attributes.contains("Observable") } || supertypes.contains("ObservableObject")
  }

  var hasMutableState: Bool { facts.contains { $0.hasMutableState } }

  /// A view model is a class that views or view controllers observe or hold:
  /// - observable and held by a SwiftUI view or a view controller; or
  /// - named `…ViewModel` and observable, held by one, keeping mutable state that something
  ///   holds on to, or inheriting from a `…ViewModel` class (a base view model, perhaps from
  ///   another package).
  /// A class named `…ViewModel` that nothing holds and nothing observes (a list cell's
  /// configuration, made to fill one cell and dropped) is not one, whatever state it keeps.
  var isViewModel: Bool {
    if isObservable, isHeldByView { return true }
    guard name.hasSuffix("ViewModel") else { return false }
    return isObservable || isHeldByView || (hasMutableState && isHeldAnywhere)
      || nonProtocolSupertypes.contains { $0 != name && $0.hasSuffix("ViewModel") }
  }

  /// A presenter conforms to a presenter protocol, or is a class named `…Presenter` that owns a
  /// view (a `weak` reference, or a property typed as a view, display or view controller) or that
  /// a view controller holds.
  var isPresenter: Bool {
    if supertypes.contains(where: { $0 == "PresenterProtocol" || $0.hasSuffix("PresenterProtocol") }) { return true }
    guard name.hasSuffix("Presenter") else { return false }
    if isHeldByViewController { return true }
    return facts.contains { fact in
      !fact.weakPropertyTypes.isEmpty
        || fact.propertyTypes.contains { type in Self.viewProtocolSuffixes.contains { type.hasSuffix($0) } }
    }
  }

  /// A presenter's reference to its view by an abstraction. A strong reference to a concrete view
  /// or view controller ('let controller: WelcomeViewController') is what an object that presents
  /// a popup or a picker holds, not an MVP presenter, which holds its view weakly.
  static let viewProtocolSuffixes = [
    "ViewProtocol", "ViewInput", "ViewType", "Display", "Displaying", "ViewControllerProtocol",
  ]

  /// The table the documentation and `explain` show, one row per role.
  static let table: [(role: TypeRole, evidence: String)] = [
    (.view, "conforms to 'View', directly, through a protocol that refines it, or in an extension in any file"),
    (
      .viewModel,
      "a class that is '@Observable' or an 'ObservableObject' and that a SwiftUI view or a view controller holds "
        + "(a property, '@State', '@StateObject', '@ObservedObject', '@Bindable') or takes in its initialiser; "
        + "or a class named '…ViewModel' that is observable, held so, keeps mutable state or inherits from a "
        + "'…ViewModel' class; or a subclass of a "
        + "view model. Not a protocol, and not an immutable '…ViewModel' class nothing holds (a list cell's model). "
        + "Who makes it decides between a view model, app-wide state and a data model: see those roles"
    ),
    (
      .appWideState,
      "an observable class as above whose one instance serves the whole app: held in a static property "
        + "('static let shared = …'), made by the app, its scene or delegate, or made and kept by state the app "
        + "shares, whatever its name says"
    ),
    (
      .dataModel,
      "an observable class as above that only the data layer makes (a store, cache, service or connection, "
        + "outside tests and previews), never a screen (a view, view controller, presenter, coordinator, view "
        + "model or a '…Factory', '…Builder', '…Router' that builds screens)"
    ),
    (
      .presenter,
      "conforms to a '…PresenterProtocol'; or a class named '…Presenter' that refers to its view (a 'weak' "
        + "property, or one typed as a view protocol or display) or that a view controller holds; not one that "
        + "holds a concrete view controller strongly to present it"
    ),
    (.viewController, "a subclass, at any depth, of a UIKit view controller, or a class named '…ViewController'"),
    (.uiView, "a subclass of 'UIView', 'UITableViewCell', 'UILabel', …"),
    (
      .service,
      "conforms to a '…Service' / '…APIClient' protocol; or a class, actor, protocol or top-level struct with "
        + "methods named so. Never an enum (a namespace) or a nested type (a data type)"
    ),
    (.repository, "as a service, with '…Repository'"),
    (.useCase, "as a service, with '…UseCase' or '…Interactor'"),
    (.coordinator, "as a service, with '…Coordinator'"),
  ]
}

extension TypeRole {
  /// What makes a type play this role, in one sentence, for `explain` and the documentation.
  package var evidence: String {
    RoleEvidence.table.first { $0.role == self }?.evidence
      ?? "conforms to or inherits from the framework type of that name"
  }
}
