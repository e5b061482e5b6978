import ProsceniumCheck

/// How `availability_guard` recognises a use of an API in syntax.
enum APIUseKind: Sendable {
  /// A method call on a value, usually a view modifier: `.glassEffect()`, `session.configure(...)`.
  case member
  /// A call of a type's initialiser: `NavigationStack { ... }`, `ContentUnavailableView(...)`.
  case type
  /// An attribute: `@Observable`, `@Bindable`.
  case attribute
  /// A freestanding macro: `#Preview(...)`.
  case macro
}

/// Which uses of a name an entry covers, when one name has several forms of different ages.
enum APIUseMatch: Sendable {
  case any
  /// An argument carries this label: `.task(id:)`.
  case label(String)
  /// An argument is one of these implicit members: `.buttonStyle(.glass)`.
  case memberArgument(Set<String>)
  /// The receiver is this type: `Tips.configure(...)`.
  case receiver(String)
  /// The attribute's argument is a metatype: `@Environment(Router.self)`.
  case metatypeArgument
  /// The call passes a closure (trailing or as an argument): `.task { ... }`.
  case closure
  /// No closure and no `onFocusChange:` argument: `.focusable(true)`, not the iOS 13.4 / tvOS 13
  /// `.focusable(true) { focused in … }`.
  case noFocusChangeAction
  /// The iOS 17 `onChange(of:initial:_:)` forms: an `initial:` label, a two-parameter or a
  /// zero-parameter action; not the one-parameter `onChange(of:perform:)` of iOS 14.
  case onChangeWithOldAndNewValue
}

/// One API and the OS versions that introduced it on the presentation platforms. A platform the
/// entry does not name is one where the API is unavailable or where the rule stays silent. The
/// few entries other rules ask about also give macOS and watchOS, so that a file only a Mac or
/// watch target builds is judged by its own deployment target instead of counting as unknown.
struct APIAvailability: Sendable {
  var name: String
  var kind: APIUseKind
  var match: APIUseMatch
  var introduced: [ApplePlatform: OSVersion]
  /// How messages show the API: `'.glassEffect()'`.
  var display: String

  init(
    _ kind: APIUseKind, _ name: String, _ match: APIUseMatch = .any, iOS: OSVersion?, tvOS: OSVersion?,
    macOS: OSVersion? = nil, watchOS: OSVersion? = nil, display: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.match = match
    var introduced: [ApplePlatform: OSVersion] = [:]
    if let iOS { introduced[.iOS] = iOS }
    if let tvOS { introduced[.tvOS] = tvOS }
    if let macOS { introduced[.macOS] = macOS }
    if let watchOS { introduced[.watchOS] = watchOS }
    self.introduced = introduced
    self.display =
      display
      ?? {
        switch kind {
        case .member: "'.\(name)'"
        case .type: "'\(name)'"
        case .attribute: "'@\(name)'"
        case .macro: "'#\(name)'"
        }
      }()
  }
}

/// The APIs `availability_guard` knows, with the versions Apple's documentation gives for iOS and
/// tvOS. Only presentation-layer APIs the playbooks use or that commonly slip past a lower
/// deployment target are listed; an API missing here is simply not checked.
///
/// Facts relied on (Apple documentation, checked November 2026):
/// - `#Preview(_:body:)` without traits is available from iOS 13 / tvOS 13, so a plain `#Preview`
///   is fine under any supported target; the `traits:` form is iOS 17 / tvOS 17.
/// - `@Previewable` is iOS 17 / tvOS 17 (seed 001 calls it "iOS 18+": it shipped with Xcode 16
///   but back-deploys to 17).
/// - `@Entry` back-deploys to iOS 13 / tvOS 13 and is therefore not listed.
/// - `focusable(_:)` is iOS 17 but tvOS 15; `focusable(_:interactions:)` is 17 on both. The form
///   with an action, `focusable(_:onFocusChange:)` (usually a trailing closure), is iOS 13.4 /
///   tvOS 13 (deprecated in 17) and is not listed.
/// - `inspector` is not available on tvOS; `sensoryFeedback` is tvOS 17 as well as iOS 17.
/// - `onChange(of:initial:_:)` (two-parameter or zero-parameter action) is iOS 17 / tvOS 17; the
///   one-parameter `onChange(of:perform:)` is iOS 14.
///
/// - `LazyVStack`, `LazyHStack` and `@StateObject` are iOS 14 / tvOS 14; `.task` is iOS 15 / tvOS 15.
/// - `Button(_:systemImage:action:)` is iOS 14 / tvOS 14 / macOS 11 / watchOS 7 (Apple's documentation);
///   its `role:` form is iOS 15, and the `image:` form taking an `ImageResource` is iOS 17.
///
/// Names as generic as `Grid` are left out: a third-party module's `Grid` would be mistaken for
/// SwiftUI's, and the index only knows the project's own types.
///
/// The table is also the one place other rules learn what their advice or fix needs: the entries
/// they name (`navigationStack`, `observable`, …) are asked through `DeploymentTargets`, so no
/// rule keeps a version of its own.
enum APIAvailabilityTable {
  static let entries: [APIAvailability] =
    liquidGlass + navigation + observation + stacks + scrolling + modifiers + views

  /// Entries by name, one table per kind, in table order (more specific forms first).
  private static let members = grouped(.member)
  private static let types = grouped(.type)
  private static let attributes = grouped(.attribute)
  private static let macros = grouped(.macro)

  /// The entries of `kind` named `name`; most names have none, and the lookup allocates nothing.
  static func entries(_ kind: APIUseKind, named name: String) -> [APIAvailability] {
    // Hashing the name cost more than the rest of the rule for the thousands of calls a project
    // makes: a name whose first byte and length no entry has is turned down without it.
    guard mayHaveEntries(kind, named: name) else { return [] }
    return switch kind {
    case .member: members[name] ?? []
    case .type: types[name] ?? []
    case .attribute: attributes[name] ?? []
    case .macro: macros[name] ?? []
    }
  }

  /// False when the table certainly has no entry of `kind` named `name`: a bit test, for the
  /// callers that turn most names down.
  static func mayHaveEntries(_ kind: APIUseKind, named name: String) -> Bool {
    nameFilter.mayHold(name, kind)
  }

  private static func grouped(_ kind: APIUseKind) -> [String: [APIAvailability]] {
    Dictionary(grouping: entries.filter { $0.kind == kind }, by: \.name)
  }

  private static let nameFilter = NameFilter(entries)

  /// For each kind and first byte of a name, the lengths (below 64 bytes) of the table's names:
  /// a bit test that answers "certainly not in the table" for most names.
  private struct NameFilter {
    /// 128 masks per kind, by first byte; bit `n` says some name of that kind and first byte has
    /// `n` bytes.
    private var masks = [UInt64](repeating: 0, count: 4 * 128)

    init(_ entries: [APIAvailability]) {
      for entry in entries {
        let bytes = Array(entry.name.utf8)
        // The table's names are ASCII identifiers well under 64 bytes; a name outside that
        // would never be found, so the filter would need a fallback instead.
        precondition(
          !bytes.isEmpty && bytes[0] < 128 && bytes.count < 64, "NameFilter: an entry name it cannot hold")
        masks[Self.slot(entry.kind) * 128 + Int(bytes[0])] |= 1 << UInt64(bytes.count)
      }
    }

    func mayHold(_ name: String, _ kind: APIUseKind) -> Bool {
      let utf8 = name.utf8
      guard let first = utf8.first, first < 128 else { return false }
      let count = utf8.count
      guard count < 64 else { return false }
      return masks[Self.slot(kind) * 128 + Int(first)] & (1 << UInt64(count)) != 0
    }

    private static func slot(_ kind: APIUseKind) -> Int {
      switch kind {
      case .member: 0
      case .type: 1
      case .attribute: 2
      case .macro: 3
      }
    }
  }

  private static let v13 = OSVersion(13)
  private static let v14 = OSVersion(14)
  private static let v15 = OSVersion(15)
  private static let v16 = OSVersion(16)
  private static let v16_4 = OSVersion(16, 4)
  private static let v17 = OSVersion(17)
  private static let v18 = OSVersion(18)
  private static let v26 = OSVersion(26)

  // MARK: - Entries rules ask about

  static let navigationStack = APIAvailability(
    .type, "NavigationStack", iOS: v16, tvOS: v16, macOS: OSVersion(13), watchOS: OSVersion(9))
  static let navigationSplitView = APIAvailability(
    .type, "NavigationSplitView", iOS: v16, tvOS: v16, macOS: OSVersion(13), watchOS: OSVersion(9))
  static let observable = APIAvailability(.attribute, "Observable", iOS: v17, tvOS: v17)
  static let stateObject = APIAvailability(
    .attribute, "StateObject", iOS: v14, tvOS: v14, macOS: OSVersion(11), watchOS: OSVersion(7))
  static let task = APIAvailability(
    .member, "task", .closure, iOS: v15, tvOS: v15, macOS: OSVersion(12), watchOS: OSVersion(8))
  static let lazyVStack = APIAvailability(
    .type, "LazyVStack", iOS: v14, tvOS: v14, macOS: OSVersion(11), watchOS: OSVersion(7))
  static let lazyHStack = APIAvailability(
    .type, "LazyHStack", iOS: v14, tvOS: v14, macOS: OSVersion(11), watchOS: OSVersion(7))
  static let buttonWithSystemImage = APIAvailability(
    .type, "Button", .label("systemImage"), iOS: v14, tvOS: v14, macOS: OSVersion(11), watchOS: OSVersion(7),
    display: "'Button(_:systemImage:action:)'")
  /// Global actors, '@MainActor' among them, came with Swift concurrency in iOS 13 / tvOS 13.
  /// Only rules ask about it (`view_model_main_actor`); it is not in `entries`, so
  /// `availability_guard` does not check concurrency attributes.
  static let mainActor = APIAvailability(.attribute, "MainActor", iOS: v13, tvOS: v13)

  // MARK: - Entries by family

  private static let liquidGlass: [APIAvailability] = [
    APIAvailability(.member, "glassEffect", iOS: v26, tvOS: v26, display: "'.glassEffect()'"),
    APIAvailability(.member, "glassEffectID", iOS: v26, tvOS: v26),
    APIAvailability(.member, "glassEffectUnion", iOS: v26, tvOS: v26),
    APIAvailability(.member, "glassEffectTransition", iOS: v26, tvOS: v26),
    APIAvailability(
      .member, "buttonStyle", .memberArgument(["glass", "glassProminent"]), iOS: v26, tvOS: v26,
      display: "'.buttonStyle(.glass)'"),
    APIAvailability(.type, "GlassEffectContainer", iOS: v26, tvOS: v26),
    APIAvailability(.type, "UIGlassEffect", iOS: v26, tvOS: v26),
  ]

  private static let navigation: [APIAvailability] = [
    navigationStack,
    navigationSplitView,
    APIAvailability(.type, "NavigationPath", iOS: v16, tvOS: v16),
    APIAvailability(.member, "navigationDestination", iOS: v16, tvOS: v16),
    APIAvailability(.member, "navigationTransition", iOS: v18, tvOS: nil),
    APIAvailability(.member, "matchedTransitionSource", iOS: v18, tvOS: nil),
    APIAvailability(.member, "inspector", iOS: v17, tvOS: nil),
    APIAvailability(.member, "presentationDetents", iOS: v16, tvOS: nil),
    APIAvailability(.member, "presentationBackground", iOS: v16_4, tvOS: nil),
    APIAvailability(.member, "presentationCornerRadius", iOS: v16_4, tvOS: nil),
    APIAvailability(.member, "presentationBackgroundInteraction", iOS: v16_4, tvOS: nil),
    APIAvailability(.member, "presentationCompactAdaptation", iOS: v16_4, tvOS: nil),
  ]

  private static let observation: [APIAvailability] = [
    observable,
    APIAvailability(.attribute, "Bindable", iOS: v17, tvOS: v17),
    APIAvailability(.type, "Bindable", iOS: v17, tvOS: v17),
    APIAvailability(.attribute, "Previewable", iOS: v17, tvOS: v17),
    APIAvailability(
      .attribute, "Environment", .metatypeArgument, iOS: v17, tvOS: v17, display: "'@Environment(Type.self)'"),
    APIAvailability(.attribute, "FocusState", iOS: v15, tvOS: v15),
    stateObject,
    APIAvailability(.macro, "Preview", .label("traits"), iOS: v17, tvOS: v17, display: "'#Preview' with 'traits:'"),
  ]

  private static let stacks: [APIAvailability] = [lazyVStack, lazyHStack]

  private static let scrolling: [APIAvailability] = [
    APIAvailability(.member, "scrollPosition", iOS: v17, tvOS: v17),
    APIAvailability(.member, "scrollTargetBehavior", iOS: v17, tvOS: v17),
    APIAvailability(.member, "scrollTargetLayout", iOS: v17, tvOS: v17),
    APIAvailability(.member, "containerRelativeFrame", iOS: v17, tvOS: v17),
    APIAvailability(.member, "contentMargins", iOS: v17, tvOS: v17),
    APIAvailability(.member, "safeAreaPadding", iOS: v17, tvOS: v17),
    APIAvailability(.member, "scrollClipDisabled", iOS: v17, tvOS: v17),
    APIAvailability(.member, "onScrollGeometryChange", iOS: v18, tvOS: v18),
    APIAvailability(.member, "onScrollVisibilityChange", iOS: v18, tvOS: v18),
    APIAvailability(.member, "scrollBounceBehavior", iOS: v16_4, tvOS: nil),
    APIAvailability(.member, "scrollDismissesKeyboard", iOS: v16, tvOS: nil),
    APIAvailability(.member, "scrollContentBackground", iOS: v16, tvOS: nil),
    APIAvailability(.type, "ScrollPosition", iOS: v18, tvOS: v18),
  ]

  private static let modifiers: [APIAvailability] = [
    APIAvailability(.member, "task", .label("id"), iOS: v15, tvOS: v15, display: "'.task(id:)'"),
    task,
    APIAvailability(.member, "refreshable", .closure, iOS: v15, tvOS: nil),
    APIAvailability(
      .member, "onChange", .onChangeWithOldAndNewValue, iOS: v17, tvOS: v17, display: "'.onChange(of:initial:_:)'"),
    APIAvailability(.member, "sensoryFeedback", iOS: v17, tvOS: v17),
    APIAvailability(.member, "symbolEffect", iOS: v17, tvOS: v17),
    APIAvailability(.member, "phaseAnimator", iOS: v17, tvOS: v17),
    APIAvailability(.member, "keyframeAnimator", iOS: v17, tvOS: v17),
    APIAvailability(.member, "geometryGroup", iOS: v17, tvOS: v17),
    APIAvailability(.member, "visualEffect", iOS: v17, tvOS: v17),
    APIAvailability(
      .member, "focusable", .label("interactions"), iOS: v17, tvOS: v17, display: "'.focusable(_:interactions:)'"),
    APIAvailability(.member, "focusable", .noFocusChangeAction, iOS: v17, tvOS: v15, display: "'.focusable(_:)'"),
    APIAvailability(.member, "onKeyPress", iOS: v17, tvOS: nil),
    APIAvailability(.member, "popoverTip", iOS: v17, tvOS: nil),
    APIAvailability(.member, "configure", .receiver("Tips"), iOS: v17, tvOS: v17, display: "'Tips.configure'"),
    APIAvailability(.member, "toolbarTitleDisplayMode", iOS: v17, tvOS: nil),
    // UIKit, for the MVP screens of seed 004.
    APIAvailability(.member, "registerForTraitChanges", iOS: v17, tvOS: v17),
    APIAvailability(.member, "addSymbolEffect", iOS: v17, tvOS: v17),
  ]

  private static let views: [APIAvailability] = [
    APIAvailability(.type, "ContentUnavailableView", iOS: v17, tvOS: v17),
    buttonWithSystemImage,
    APIAvailability(.type, "UIContentUnavailableConfiguration", iOS: v17, tvOS: nil),
    APIAvailability(.type, "UIHostingConfiguration", iOS: v16, tvOS: nil),
    APIAvailability(.type, "ViewThatFits", iOS: v16, tvOS: v16),
    APIAvailability(.type, "AnyLayout", iOS: v16, tvOS: v16),
    APIAvailability(.type, "ShareLink", iOS: v16, tvOS: nil),
    APIAvailability(.type, "TipView", iOS: v17, tvOS: nil),
    APIAvailability(.type, "MeshGradient", iOS: v18, tvOS: v18),
    APIAvailability(.type, "Tab", iOS: v18, tvOS: v18),
  ]
}
