/// What the index keeps of one type declaration or extension: enough to answer cross-file
/// questions without keeping the tree.
public struct TypeFacts: Sendable, Hashable, Codable {
  public enum Kind: String, Sendable, Codable {
    case `struct`, `class`, `enum`, actor, `protocol`, `extension`
  }

  /// The simple name (for an extension, the extended type's last component).
  public var name: String
  public var kind: Kind
  /// Attribute names without `@`: `MainActor`, `Observable`.
  public var attributes: [String]
  public var modifiers: [String]
  /// Inherited types and conformances, last component only, generics stripped.
  public var inheritedTypes: [String]
  /// Names of the types of stored properties, from annotations and initialiser calls
  /// (`let model: HomeViewModel`, `@State var model = HomeViewModel()`), so the index can tell
  /// which classes a view owns or receives.
  public var propertyTypes: [String]
  /// Names of types the declaration's initialisers and methods take as parameters.
  public var parameterTypes: [String]
  /// Whether the declaration sits inside another type (`struct Settings { struct Service {} }`).
  public var isNested: Bool = false
  /// Whether it declares stored instance `var`s: state that can change.
  public var hasMutableState: Bool = false
  /// Whether it declares instance methods: behaviour, not only data.
  public var hasInstanceMethods: Bool = false
  /// Names of the instance properties it declares (stored or computed), so rules can ask what
  /// state a type in another file carries (`errorMessage`, `isLoading`).
  public var propertyNames: [String] = []
  /// For an enum, the names of its cases, so rules can ask whether a project's own state enum has
  /// a failure or loading case.
  public var caseNames: [String] = []
  /// Names of the types of stored properties marked `weak` (a presenter's view, a delegate).
  public var weakPropertyTypes: [String] = []
  /// Capitalised names this declaration calls as initialisers anywhere in its body (`Store()`,
  /// `HomeViewModel.init(…)`), sorted: who creates instances of a type decides its role.
  public var createdTypes: [String] = []
  /// Types of the static properties it declares with a value (`static let shared = Store()`):
  /// one instance the whole app shares.
  public var sharedInstanceTypes: [String] = []
  public var path: String
  public var module: String?

  public init(
    name: String, kind: Kind, attributes: [String] = [], modifiers: [String] = [], inheritedTypes: [String] = [],
    propertyTypes: [String] = [], parameterTypes: [String] = [], path: String, module: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.attributes = attributes
    self.modifiers = modifiers
    self.inheritedTypes = inheritedTypes
    self.propertyTypes = propertyTypes
    self.parameterTypes = parameterTypes
    self.path = path
    self.module = module
  }
}

extension TypeFacts {
  /// A copy changed by `change`, for the facts the initialiser does not take.
  func with(_ change: (inout TypeFacts) -> Void) -> TypeFacts {
    var copy = self
    change(&copy)
    return copy
  }
}

/// What the index keeps of one file.
public struct FileFacts: Sendable, Hashable, Codable {
  public var path: String
  public var module: String?
  public var isTestFile: Bool
  /// Whether the file's target isolates its code to the main actor by default.
  public var isMainActorByDefault = false
  public var imports: [String]
  public var types: [TypeFacts]
  /// Capitalised identifiers a test file mentions, so rules can ask which tests cover a type.
  public var mentionedNames: Set<String>
  /// Member names the file writes through another value (`model.name = …`, `model.count += 1`)
  /// or binds (`$model.name`), so rules know which properties code outside their type changes.
  public var writtenMemberNames: Set<String> = []
  /// For each capitalised name called with labelled arguments (`AboutRow(title: …)`), the labels:
  /// values handed to a type's initialiser from this file.
  public var initializerLabels: [String: Set<String>] = [:]
  /// Capitalised names called as initialisers inside the file's top-level `#Preview` blocks:
  /// views and models made only to be shown in a preview.
  public var previewCreatedTypes: Set<String> = []

  public init(
    path: String, module: String?, isTestFile: Bool, imports: [String] = [], types: [TypeFacts] = [],
    mentionedNames: Set<String> = []
  ) {
    self.path = path
    self.module = module
    self.isTestFile = isTestFile
    self.imports = imports
    self.types = types
    self.mentionedNames = mentionedNames
  }
}
