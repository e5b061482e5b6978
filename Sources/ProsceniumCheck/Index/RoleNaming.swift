import ProsceniumSyntax

/// The naming and framework conventions that identify a type's role when its conformances alone
/// do not (a `HomeViewModel` with no `ObservableObject` is still a view model in seed 001).
package enum RoleNaming {
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
      var supertype = supertype
      if supertype.withUTF8({ Self.ends($0, start: 0, end: $0.count, with: "PresenterProtocol") }) {
        roles.insert(.presenter)
      }
    }
    return roles
  }

  /// Roles implied by a type's name alone.
  ///
  /// Compared as UTF-8 bytes: every affix is ASCII, so a byte match is a character match, and
  /// `String.hasSuffix` compared characters, some thirty calls for every type of the project.
  static func roles(forName name: String, isClass: Bool) -> TypeRoles {
    var name = name
    return name.withUTF8 { roles(forName: $0, isClass: isClass) }
  }

  private static func roles(forName name: UnsafeBufferPointer<UInt8>, isClass: Bool) -> TypeRoles {
    var roles: TypeRoles = []
    // The stem is `name[start..<end]`.
    var start = 0
    var end = name.count
    for suffix in strippedSuffixes where end - start > suffix.utf8CodeUnitCount {
      if ends(name, start: start, end: end, with: suffix) { end -= suffix.utf8CodeUnitCount }
    }
    for prefix in strippedPrefixes where end - start > prefix.utf8CodeUnitCount {
      let rest = start + prefix.utf8CodeUnitCount
      if ends(name, start: start, end: rest, with: prefix), startsUppercase(name, at: rest, end: end) { start = rest }
    }
    func stemEnds(with suffix: StaticString) -> Bool { ends(name, start: start, end: end, with: suffix) }
    if stemEnds(with: "UseCase") || stemEnds(with: "Usecase") || stemEnds(with: "Interactor") { roles.insert(.useCase) }
    if stemEnds(with: "Repository") { roles.insert(.repository) }
    if stemEnds(with: "Service") || stemEnds(with: "APIClient") || stemEnds(with: "ApiClient")
      || stemEnds(with: "HTTPClient") || stemEnds(with: "NetworkClient")
      || (end - start == 10 && stemEnds(with: "URLSession"))
    {
      roles.insert(.service)
    }
    if stemEnds(with: "Coordinator") { roles.insert(.coordinator) }
    if isClass, ends(name, start: 0, end: name.count, with: "ViewController") { roles.insert(.viewController) }
    return roles
  }

  /// Whether `name` follows a test-double or preview stand-in convention (`MockX`, `XSpy`,
  /// `PreviewX`): such types make and hold objects only to test or show them.
  package static func isTestDoubleOrPreview(_ name: String) -> Bool {
    for prefix in doublePrefixes where name.hasPrefix(prefix) && name.count > prefix.count {
      if name.dropFirst(prefix.count).startsUppercase { return true }
    }
    return doubleSuffixes.contains { name.hasSuffix($0) && name.count > $0.count }
  }

  private static let doublePrefixes = ["Mock", "Stub", "Fake", "Spy", "Dummy", "Preview"]
  private static let doubleSuffixes = ["Mock", "Stub", "Fake", "Spy", "Dummy"]

  /// Taken off a name, in this order, before its stem is read: a protocol's or a double's mark.
  private static let strippedSuffixes: [StaticString] = [
    "Protocol", "Type", "Interface", "Contract", "Spy", "Mock", "Stub", "Fake", "Impl", "Live",
  ]
  private static let strippedPrefixes: [StaticString] = ["Mock", "Stub", "Fake", "Spy", "Live", "Default"]

  /// Whether `bytes[start..<end]` ends with `suffix`'s bytes.
  private static func ends(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, with suffix: StaticString) -> Bool
  {
    let count = suffix.utf8CodeUnitCount
    return end - start >= count && ByteSearch.spells(suffix, in: bytes, at: end - count)
  }

  /// Whether the text at `start` (after a stripped prefix) starts with an uppercase letter
  /// (`MockService`, not `Mockingbird`).
  private static func startsUppercase(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Bool {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).startsUppercase
  }
}
