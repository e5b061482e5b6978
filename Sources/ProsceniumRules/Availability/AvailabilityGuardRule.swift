import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `availability_guard`: an API newer than the deployment target is used only behind
/// `if #available`, `guard #available`, `@available` or an `#if os(...)` that excludes the platform.
package final class AvailabilityGuardRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "availability_guard",
    summary: "guard APIs newer than the deployment target with 'if #available' or '@available'",
    rationale: """
      The playbooks use APIs from several OS releases side by side — NavigationStack (iOS 16), \
      '@Observable', '@Bindable' and ContentUnavailableView (iOS 17), Liquid Glass's \
      '.glassEffect()' (iOS 26) — and seed 001 shows the pattern for newer ones: the bare \
      '.glassEffect()' needs iOS 26, while the backward-compatible version wraps it in \
      'if #available(iOS 26, *)' with a fallback. When the deployment target is lower than an \
      API's release the compiler rejects the unguarded use, usually on the CI machine with the \
      lowest target, after review; the rule says so at review time, for each presentation platform \
      (iOS, tvOS) the project deploys to. A use counts as guarded by an enclosing \
      'if #available' / 'guard #available' for at least the needed version, an '@available' on \
      any enclosing declaration, type or extension, or an '#if os(...)' block that excludes the \
      platform; '#if compiler(...)', '#if swift(...)' and '#if canImport(...)' of a framework \
      other than UIKit, AppKit or WatchKit are taken as deliberate ('#if canImport(UIKit)' only \
      selects platforms). A check for a lower version does not satisfy a newer API. The rule knows a table \
      of presentation APIs (APIAvailabilityTable.swift) and is silent when the deployment target \
      is unknown, and in files built for other platforms (in a 'Watch…' folder, or importing \
      WatchKit, ClockKit or AppKit); in a tvOS folder ('…TV/', 'tvOS/') only the tvOS target \
      applies. Types the project declares itself (a back-ported 'ContentUnavailableView', an \
      enum 'Tab') are not mistaken for Apple's.
      """,
    sources: [
      PlaybookReference(
        .observableRouter, "iOS 26+ Patterns (Liquid Glass): backward compatible version with if #available(iOS 26, *)"),
      PlaybookReference(.swiftUIPatterns, "@Observable Pattern (iOS 17+)"),
      PlaybookReference(.mvvmBaseViewModel, "NavigationStack (iOS 16+) with NavigationPath"),
    ],
    family: .availability,
    defaultSeverity: .warning,
    usesDeploymentTarget: true,
    examples: [
      .flagged(
        """
        import SwiftUI

        struct ProfileCardView: View {
          var body: some View {
            VStack {
              Image(systemName: "person.circle.fill")
                .font(.largeTitle)
              Text("John Doe")
                .font(.headline)
            }
            .padding()
            ↓.glassEffect()
          }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(16)]),
        note: "seed 001's Liquid Glass card, unguarded"),
      .flagged(
        """
        ↓@Observable
        final class ProfileViewModel {
          var user: User?
        }

        struct SettingsView: View {
          ↓@Bindable var viewModel: SettingsViewModel
          @State private var items: [String] = []

          var body: some View {
            List(items, id: \\.self) { Text($0) }
              ↓.onChange(of: items) { oldValue, newValue in
                print(oldValue, newValue)
              }
              .overlay {
                if items.isEmpty {
                  ↓ContentUnavailableView("No Items", systemImage: "tray")
                }
              }
          }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(16)])),
      .flagged(
        """
        struct CardView: View {
          var body: some View {
            if #available(iOS 17, *) {
              Text("Card")↓.glassEffect()
            }
          }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(16)]),
        note: "a check for a lower version than the API needs does not guard it"),
      .flagged(
        """
        struct HomeView: View {
          var body: some View {
            if #available(iOS 26, *) {
              Text("Home")↓.glassEffect()
            }
          }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(17), .tvOS: OSVersion(17)]),
        note: "'if #available(iOS 26, *)' says nothing about tvOS, where '*' means the deployment target"),
      .flagged(
        """
        struct RootView: View {
          var body: some View {
            ↓NavigationStack { Text("Root") }
          }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(15)])),
      .flagged(
        """
        struct SpoilerField: View {
          ↓@FocusState<Field?>.Binding var focus: Field?
          var body: some View { TextField("Spoiler", text: .constant("")) }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(14)]),
        note: "a nested type of a generic attribute ('FocusState<…>.Binding') needs what its attribute needs"),
      .clean(
        """
        struct ProfileCardView: View {
          var body: some View {
            VStack {
              Text("John Doe")
                .font(.headline)
            }
            .padding()
            .background {
              if #available(iOS 26, *) {
                Color.clear.glassEffect()
              } else {
                RoundedRectangle(cornerRadius: 12)
                  .fill(.ultraThinMaterial)
              }
            }
          }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(16)]),
        note: "seed 001's backward-compatible version"),
      .clean(
        """
        @available(iOS 17, *)
        @Observable
        final class ProfileViewModel {
          var user: User?
        }

        @available(iOS 17.0, tvOS 17.0, *)
        extension View {
          func emptyState() -> some View {
            overlay { ContentUnavailableView("No Items", systemImage: "tray") }
          }
        }

        struct FeedView: View {
          @State private var query = ""

          var body: some View {
            List { Text("Feed") }
              .task(id: query) { await search() }
              .onChange(of: query) { newValue in
                print(newValue)
              }
          }

          func decorate(_ view: some View) -> some View {
            guard #available(iOS 26, *) else { return AnyView(view) }
            return AnyView(view.glassEffect())
          }
        }

        #if os(tvOS)
        struct TVCard: View {
          var body: some View { Text("TV").glassEffect() }
        }
        #endif

        #Preview("Feed") {
          FeedView()
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(16)]),
        note:
          "'@available', 'guard #available', '.task(id:)' (iOS 15), the one-parameter 'onChange' (iOS 14), an '#if os(tvOS)' block on an iOS-only project and a plain '#Preview' (iOS 13) are all fine"
      ),
      .clean(
        """
        struct HomeView: View {
          var body: some View {
            Text("Home").glassEffect()
          }
        }
        """,
        note: "silent when the deployment target is unknown"),
      .clean(
        """
        struct ContentUnavailableView: View {
          let title: String
          var body: some View { Text(title) }
        }

        struct EmptyList: View {
          var body: some View { ContentUnavailableView(title: "Nothing here") }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(16)]),
        note: "a project's own back-port of a type is not Apple's"),
      .clean(
        """
        @Observable
        final class ProfileViewModel {}
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(17)])),
      .flagged(
        """
        struct PosterCell: View {
          var body: some View { Poster()↓.focusable() }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.tvOS: OSVersion(14)])),
      .clean(
        """
        struct PosterCell: View {
          @State private var isFocused = false
          var body: some View {
            Poster()
              .focusable(true) { focused in
                isFocused = focused
              }
              .focusable(onFocusChange: { isFocused = $0 })
          }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.tvOS: OSVersion(13, 4)]),
        note: "'focusable(_:onFocusChange:)' is tvOS 13; only the closure-less 'focusable(_:)' is tvOS 15"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [
    .importDecl, .functionCallExpr, .attribute, .macroExpansionDecl, .macroExpansionExpr,
  ]

  /// Modules that only exist off the presentation platforms: a file importing them is built for
  /// watchOS or macOS, where the iOS and tvOS deployment targets say nothing.
  private static let otherPlatformModules: Set<String> = ["WatchKit", "ClockKit", "AppKit"]

  /// The file's iOS and tvOS deployment targets; the rule is silent while they are unknown, and
  /// from the moment the file imports a watch or Mac framework.
  private lazy var targets = DeploymentTargets(context)
  /// `targets.isKnown`, kept apart: reading the targets themselves copies their tables, once per
  /// visited node.
  private lazy var knowsTargets = targets.isKnown

  package func visit(_ node: Syntax) {
    // `knowsTargets` is asked in `check(_:at:reportAt:unlessProjectDeclares:)`, where a use is
    // found: a file without one never reads its targets.
    // A switch on the kind: converting every node to `SyntaxEnum` cost more than the rule's work.
    // Each kind has its own function: one body holding every kind's syntax types fetched all their
    // metadata on each call.
    switch node.kind {
    case .importDecl:
      visitImport(node)
    case .functionCallExpr:
      if let reading = context.reading(ofCall: node) { visitCall(reading) }
    case .attribute:
      visitAttribute(node)
    case .macroExpansionDecl:
      visitMacroDecl(node)
    case .macroExpansionExpr:
      visitMacroExpr(node)
    default:
      return
    }
  }

  @inline(never)
  private func visitImport(_ node: Syntax) {
    guard let importDecl = ImportDeclSyntax(node) else { return }
    if let module = importDecl.path.first?.name.text, Self.otherPlatformModules.contains(module) {
      targets = .unknown
      knowsTargets = false
    }
  }

  @inline(never)
  private func visitAttribute(_ node: Syntax) {
    guard let attribute = AttributeSyntax(node) else { return }
    // `@FocusState<Field?>.Binding` is looked up as `FocusState`, hence not `simpleName`; the
    // plain name token covers nearly every attribute without printing the syntax.
    let name =
      IdentifierTypeSyntax(attribute.attributeName)?.name.text
      ?? attribute.attributeName.trimmedDescription.lastTypeComponent
    let entries = APIAvailabilityTable.entries(.attribute, named: name)
    guard !entries.isEmpty, let entry = entries.first(where: { $0.matches(attribute: attribute) }) else { return }
    check(entry, at: Syntax(attribute), reportAt: Syntax(attribute))
  }

  @inline(never)
  private func visitMacroDecl(_ node: Syntax) {
    guard let macro = MacroExpansionDeclSyntax(node) else { return }
    visitMacro(name: macro.macroName.text, arguments: macro.arguments, node: Syntax(macro), pound: macro.pound)
  }

  @inline(never)
  private func visitMacroExpr(_ node: Syntax) {
    guard let macro = MacroExpansionExprSyntax(node) else { return }
    visitMacro(name: macro.macroName.text, arguments: macro.arguments, node: Syntax(macro), pound: macro.pound)
  }

  /// Turns down, by name alone, the calls the table has no entry for (nearly all), before
  /// `visitTableCall(_:)` reads the call's syntax. A name is a member's or a plain reference's:
  /// the name filter answers for both kinds at once, without asking which the callee is.
  private func visitCall(_ reading: CallReading) {
    guard let name = reading.name else {
      // `NavigationStack<…>(…)`: the name is read from the syntax.
      if reading.callee.kind == .genericSpecializationExpr { visitTableCall(reading) }
      return
    }
    guard
      APIAvailabilityTable.mayHaveEntries(.member, named: name)
        || APIAvailabilityTable.mayHaveEntries(.type, named: name)
    else { return }
    visitTableCall(reading)
  }

  /// A call that may be named like a table entry, or a call of a generic specialisation.
  @inline(never)
  private func visitTableCall(_ reading: CallReading) {
    let call = reading.call
    let called = reading.callee
    if let member = reading.member, let memberName = reading.name {
      let entries = APIAvailabilityTable.entries(.member, named: memberName)
      guard !entries.isEmpty, !APIAvailability.isBackport(member.base),
        let entry = entries.first(where: { $0.matches(call: call, receiver: member.base) })
      else { return }
      check(entry, at: Syntax(call), reportAt: Syntax(member.period))
      return
    }
    let reference: DeclReferenceExprSyntax
    let name: String
    if let plain = reading.reference, let plainName = reading.name {
      reference = plain
      name = plainName
    } else if let specialized = GenericSpecializationExprSyntax(called),
      let inner = DeclReferenceExprSyntax(specialized.expression)
    {
      reference = inner
      name = inner.baseName.text
    } else {
      return
    }
    let entries = APIAvailabilityTable.entries(.type, named: name)
    guard let entry = entries.first(where: { $0.matches(call: call, receiver: nil) }) else { return }
    check(entry, at: Syntax(call), reportAt: Syntax(reference), unlessProjectDeclares: name)
  }

  private func visitMacro(name: String, arguments: LabeledExprListSyntax, node: Syntax, pound: TokenSyntax) {
    let entries = APIAvailabilityTable.entries(.macro, named: name)
    guard !entries.isEmpty else { return }
    let labels = Set(arguments.compactMap { $0.label?.text })
    guard
      let entry = entries.first(where: { entry in
        if case .label(let label) = entry.match { return labels.contains(label) }
        return true
      })
    else { return }
    check(entry, at: node, reportAt: Syntax(pound))
  }

  private func check(
    _ entry: APIAvailability, at node: Syntax, reportAt anchor: Syntax, unlessProjectDeclares name: String? = nil
  ) {
    guard knowsTargets else { return }
    let needed = targets.newerThanTarget(entry)
    guard !needed.isEmpty else { return }
    let unguarded = AvailabilityScope.unguardedPlatforms(of: node, needed: needed)
    guard !unguarded.isEmpty else { return }
    let platforms = [ApplePlatform.iOS, .tvOS].filter { unguarded.contains($0) }
    let requirement = platforms.compactMap { platform in
      needed[platform].map { "\(Self.name(platform)) \(Self.text($0))" }
    }
    let deployment = platforms.compactMap { platform in
      targets.versions[platform].map { "\(Self.name(platform)) \(Self.text($0))" }
    }
    let message =
      "\(entry.display) needs \(requirement.joined(separator: ", ")) but the deployment target is \(deployment.joined(separator: ", ")): wrap it in 'if #available(\(requirement.joined(separator: ", ")), *)' or mark the enclosing declaration '@available(\(requirement.joined(separator: ", ")), *)'"
    if let name {
      context.report(message, at: anchor, when: IndexCondition { $0.types(named: name).isEmpty })
    } else {
      context.report(message, at: anchor)
    }
  }

  private static func name(_ platform: ApplePlatform) -> String {
    switch platform {
    case .iOS: "iOS"
    case .tvOS: "tvOS"
    case .macOS: "macOS"
    case .watchOS: "watchOS"
    case .visionOS: "visionOS"
    }
  }

  private static func text(_ version: OSVersion) -> String {
    version.minor == 0 ? "\(version.major)" : "\(version.major).\(version.minor)"
  }
}
