/// The naming and framework conventions that identify a type's role when its conformances alone
/// do not (a `HomeViewModel` with no `ObservableObject` is still a view model in seed 001).
enum RoleNaming {
  static let uiKitViewControllers: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
    "UITabBarController", "UIPageViewController", "UISplitViewController", "UIHostingController",
    "UIAlertController", "UISearchController",
  ]
  static let uiKitViews: Set<String> = [
    "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UIControl", "UIButton",
    "UILabel", "UIScrollView", "UIStackView", "UITableView", "UICollectionView", "UIImageView", "UITextField",
    "UITextView", "UITableViewHeaderFooterView", "UIVisualEffectView",
  ]

  /// Roles implied by what a type inherits from or conforms to.
  static func roles(forSupertypes supertypes: Set<String>) -> TypeRoles {
    var roles: TypeRoles = []
    if supertypes.contains("View") { roles.insert(.view) }
    if supertypes.contains("ViewModifier") { roles.insert(.viewModifier) }
    if supertypes.contains("App") { roles.insert(.app) }
    if supertypes.contains("Scene") { roles.insert(.scene) }
    if !supertypes.isDisjoint(with: uiKitViewControllers) { roles.insert(.viewController) }
    if !supertypes.isDisjoint(with: uiKitViews) { roles.insert(.uiView) }
    for supertype in supertypes {
      let implied = Self.roles(forName: supertype, isClass: false)
      roles.formUnion(implied.intersection([.useCase, .repository, .service, .coordinator, .presenter]))
      if supertype.utf8[...].ends(with: Self.presenterProtocol) { roles.insert(.presenter) }
    }
    return roles
  }

  /// Roles implied by a type's name alone.
  ///
  /// Compared as UTF-8 bytes: every affix is ASCII, so a byte match is a character match, and
  /// `String.hasSuffix` compared characters, some thirty calls for every type of the project.
  static func roles(forName name: String, isClass: Bool) -> TypeRoles {
    var roles: TypeRoles = []
    var stem = name.utf8[...]
    for suffix in Self.strippedSuffixes where stem.count > suffix.count && stem.ends(with: suffix) {
      stem = stem.dropLast(suffix.count)
    }
    for prefix in Self.strippedPrefixes where stem.count > prefix.count && stem.starts(with: prefix) {
      let rest = stem.dropFirst(prefix.count)
      if startsUppercase(rest) { stem = rest }
    }
    if Self.useCaseSuffixes.contains(where: { stem.ends(with: $0) }) { roles.insert(.useCase) }
    if stem.ends(with: Self.repository) { roles.insert(.repository) }
    if Self.serviceSuffixes.contains(where: { stem.ends(with: $0) }) || stem.elementsEqual(Self.urlSession) {
      roles.insert(.service)
    }
    if stem.ends(with: Self.coordinator) { roles.insert(.coordinator) }
    if isClass, name.utf8[...].ends(with: Self.viewController) { roles.insert(.viewController) }
    return roles
  }

  private static func bytes(_ texts: [String]) -> [[UInt8]] { texts.map { Array($0.utf8) } }

  /// Taken off a name, in this order, before its stem is read: a protocol's or a double's mark.
  private static let strippedSuffixes = bytes([
    "Protocol", "Type", "Interface", "Contract", "Spy", "Mock", "Stub", "Fake", "Impl", "Live",
  ])
  private static let strippedPrefixes = bytes(["Mock", "Stub", "Fake", "Spy", "Live", "Default"])
  private static let useCaseSuffixes = bytes(["UseCase", "Usecase", "Interactor"])
  private static let serviceSuffixes = bytes(["Service", "APIClient", "ApiClient", "HTTPClient", "NetworkClient"])
  private static let repository = Array("Repository".utf8)
  private static let coordinator = Array("Coordinator".utf8)
  private static let viewController = Array("ViewController".utf8)
  private static let presenterProtocol = Array("PresenterProtocol".utf8)
  private static let urlSession = Array("URLSession".utf8)

  /// Whether the text after a stripped prefix starts with an uppercase letter (`MockService`,
  /// not `Mockingbird`).
  private static func startsUppercase(_ text: Substring.UTF8View) -> Bool {
    guard let byte = text.first else { return false }
    if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    return String(decoding: text, as: UTF8.self).first?.isUppercase == true
  }
}

extension Substring.UTF8View {
  /// Whether the bytes end with `suffix`.
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && self.suffix(suffix.count).elementsEqual(suffix)
  }
}
