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
      if supertype.hasSuffix("PresenterProtocol") || supertype == "PresenterProtocol" { roles.insert(.presenter) }
    }
    return roles
  }

  /// Roles implied by a type's name alone.
  static func roles(forName name: String, isClass: Bool) -> TypeRoles {
    var roles: TypeRoles = []
    var stem = name
    for suffix in ["Protocol", "Type", "Interface", "Contract", "Spy", "Mock", "Stub", "Fake", "Impl", "Live"]
    where stem.hasSuffix(suffix) && stem.count > suffix.count {
      stem.removeLast(suffix.count)
    }
    for prefix in ["Mock", "Stub", "Fake", "Spy", "Live", "Default"]
    where stem.hasPrefix(prefix) && stem.count > prefix.count {
      let rest = stem.dropFirst(prefix.count)
      if rest.startsUppercase { stem = String(rest) }
    }
    if stem.hasSuffix("UseCase") || stem.hasSuffix("Usecase") || stem.hasSuffix("Interactor") { roles.insert(.useCase) }
    if stem.hasSuffix("Repository") { roles.insert(.repository) }
    if stem.hasSuffix("Service") || stem.hasSuffix("APIClient") || stem.hasSuffix("ApiClient")
      || stem.hasSuffix("HTTPClient") || stem.hasSuffix("NetworkClient") || stem == "URLSession"
    {
      roles.insert(.service)
    }
    if stem.hasSuffix("Coordinator") { roles.insert(.coordinator) }
    if isClass, name.hasSuffix("ViewController") { roles.insert(.viewController) }
    return roles
  }
}
