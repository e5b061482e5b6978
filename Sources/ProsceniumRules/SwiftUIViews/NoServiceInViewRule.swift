import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `no_service_in_view`: views render state and forward user intent; data access and business
/// logic go through the view model.
package final class NoServiceInViewRule: SyntaxRule<NoServiceInViewRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// Whether `@Environment` / `@EnvironmentObject` dependencies are allowed (seed 003).
    package var allowEnvironmentInjection = true

    package init() {}

    package static var fields: [OptionField<Options>] {
      [
        .boolean(
          "allow_environment_injection", \.allowEnvironmentInjection,
          "allow services a view reads from '@Environment' or '@EnvironmentObject' (seed 003's dependency injection)")
      ]
    }
  }

  package static let description = RuleDescription(
    id: "no_service_in_view",
    summary: "view that holds or calls a service, repository, use case or 'URLSession'",
    rationale: """
      The playbooks put one layer between a view and the data: the view renders the view model's state and forwards \
      user intent; the view model calls use cases, which call repositories and services. A view that holds or calls \
      a service mixes loading, errors and business rules into rendering code that cannot be unit tested. The rule \
      flags, in views and view modifiers: stored properties whose type is a service, repository or use case (by the \
      project index: conformances and the '…Service', '…Repository', '…UseCase', '…APIClient' naming of seeds \
      000-002), any use of 'URLSession', and calls on service-like receivers the view does not store \
      ('authService.login(...)', 'AuthService.shared.login()'). Apps are composition roots and may build services. \
      Seed 003 injects a data service through '@Environment(\\.dataService)'; that stays allowed unless \
      'allow_environment_injection' is false. Creating a service only to hand it to a view model \
      ('HomeViewModel(service: HomeService())') is wiring, not a call, and is not flagged; nor is a static function \
      called on the type whose value feeds an expression, synchronously and without a closure \
      ('AsyncImage(url: ImageService.url(forKey: key))'), which computes a value rather than doing work. Preview \
      code ('#Preview', types nested in a 'PreviewProvider') is skipped.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "Delegate business logic to ViewModel; no business logic in Views"),
      PlaybookReference(.observableRouter, "Data flow: View -> ViewModel -> Use Case -> Repository"),
      PlaybookReference(.cleanLayers, "The presentation layer reaches data only through use cases"),
      PlaybookReference(.swiftUIPatterns, "Environment for dependency injection"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    examples: [
      .flagged(
        """
        struct LoginView: View {
          @State private var email = ""
          @State private var password = ""

          var body: some View {
            Button("Login") {
              // ❌ Business logic should be in ViewModel!
              Task {
                try await ↓authService.login(email: email, password: password)
              }
            }
          }
        }
        """,
        note: "seed 000's ❌ example"),
      .flagged(
        """
        struct ProfileView: View {
          let ↓profileRepository: ProfileRepositoryProtocol
          private let ↓getUser = GetUserUseCase()

          var body: some View {
            Text("Profile")
              .task {
                let avatar = try? await ↓URLSession.shared.data(from: avatarURL).0
                _ = try? await profileRepository.fetch()
              }
          }
        }
        """,
        note: "one finding per stored property, not per call on it"),
      .flagged(
        """
        struct Avatar {
          let ↓imageLoader: ImageLoader
          var body: some View { ↓AuthService.shared.currentUser.map { Text($0.name) } }
        }
        """,
        otherFiles: [
          "Sources/App/Avatar+View.swift": "extension Avatar: View {}",
          "Sources/Services/ImageLoader.swift": "final class ImageLoader: ImageLoadingService {}",
        ],
        note: "roles from conformances and extensions in other files"),
      .flagged(
        """
        struct ContentView: View {
          @Environment(\\.dataService) private var ↓dataService

          var body: some View { Text("Items") }
        }
        """,
        options: #"{"allow_environment_injection": false}"#),
      .clean(
        """
        struct ServiceRow: View {
          let service: KnownService
          var body: some View {
            Text(service.name)
              .bold(service.name.hasPrefix(query))
              .onAppear { LoggingService.shared.debug("row shown") }
          }
        }
        """,
        otherFiles: [
          "Sources/App/KnownService.swift": "final class KnownService { let name = \"\" }",
          "Sources/App/LoggingService.swift": "final class LoggingService { static let shared = LoggingService() }",
        ],
        note: "exemption 'a call on a value': a string read from the service, and a logging call"),
      .clean(
        """
        struct ServerLabel: View {
          let client: MastodonAPIClient
          var body: some View {
            Text(client.server.host ?? "")
            AccountList(client: client)
          }
        }
        """,
        otherFiles: ["Sources/App/MastodonAPIClient.swift": "final class MastodonAPIClient {}"],
        note: "exemption 'handed on or read, never called': the view reads the client's host and passes it on"),
      .clean(
        """
        struct ShareSheetView: View {
          @StateObject private var backgroundsService = BackgroundsService()
          var body: some View {
            BackgroundPicker(service: backgroundsService)
              .environmentObject(backgroundsService)
          }
        }
        """,
        otherFiles: ["Sources/App/BackgroundsService.swift": "final class BackgroundsService: ObservableObject {}"],
        note: "exemption 'handed on or read, never called': the view only passes the service to the views that use it"),
      .clean(
        """
        struct MiniPlayerView: View {
          @Environment(\\.appEnvironment) private var appEnvironment
          private var playerService: PlayerService { appEnvironment.playerService }
          var body: some View {
            Button("Previous") { playerService.playPrevious() }
          }
        }
        """,
        otherFiles: ["Sources/App/PlayerService.swift": "final class PlayerService {}"],
        note: "exemption 'from the environment': the service comes from an '@Environment' container"),
      .clean(
        """
        struct ContentView: View {
          @Environment(\\.dataService) private var dataService
          @EnvironmentObject var session: SessionService

          var body: some View {
            List(items) { Text($0.name) }
              .task { items = (try? await dataService.fetchItems()) ?? [] }
          }
        }
        """,
        note: "seed 003's environment injection is allowed by default"),
      .clean(
        """
        @main
        struct MyApp: App {
          let service = HomeService()

          var body: some Scene {
            WindowGroup {
              HomeView(viewModel: HomeViewModel(homeService: service))
                .environment(\\.dataService, MockDataService())
            }
          }
        }

        struct HomeView: View {
          @StateObject private var viewModel = HomeViewModel(homeService: HomeService())
          let router: Router<AppRoute>
          var body: some View { Button("Load") { Task { await viewModel.loadItems() } } }
        }
        """,
        note: "apps compose services; handing a service to a view model is wiring"),
      .clean(
        """
        @MainActor
        final class LoginViewModel: BaseViewModel {
          private let authService: AuthServiceProtocol
          func login(email: String, password: String) async {
            await executeTask {
              try await authService.login(email: email, password: password)
              _ = try await URLSession.shared.data(from: url)
            }
          }
        }
        """,
        note: "seed 000's ✅ example: the view model calls the service"),
      .clean(
        """
        struct ItemImage: View {
          let path: String?
          var body: some View {
            AsyncImage(url: path != nil ? ImageService.url(forKey: path!) : nil)
            Text(PriceService.formatted(price))
          }
        }

        final class ImageService {
          static func url(forKey key: String) -> URL { baseURL.appending(path: key) }
        }
        """,
        note: "a static function on the type whose value feeds the view computes a value; it does no work"),
      .flagged(
        """
        struct ItemRow: View {
          var body: some View {
            Button("Like") { ↓LikeService.like(item) }
              .onAppear { ↓ImageService.colors(forKey: item.image) { colors = $0 } }
          }
        }

        final class LikeService {
          static func like(_ item: Item) {}
        }
        final class ImageService {
          static func colors(forKey key: String, completion: @escaping (Colors) -> Void) {}
        }
        """,
        note: "a static call that stands as a statement or takes a completion handler does the work"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [
    .structDecl, .classDecl, .enumDecl, .actorDecl, .variableDecl, .functionCallExpr, .declReferenceExpr,
  ]

  /// A call on a lowercase receiver, decided in `finish()` once the file's members are known.
  private struct PendingCall {
    var receiver: TokenSyntax
    var typeName: String
  }

  private var allowEnvironmentInjection: Bool { options.allowEnvironmentInjection }
  /// Types declared (not only extended) in this file.
  private var declaredTypes: Set<String> = []
  /// The properties declared as type members in this file (declarations and extensions together);
  /// sorted into stored ones and turned into member names only when a pending call needs them,
  /// which few files do.
  private var memberProperties: [VariableDeclSyntax] = []
  private var pending: [PendingCall] = []
  /// The enclosing type's name and whether it is preview code, per member list: every property of
  /// one type shares the answer, and climbing to the file's root for each was the dear part.
  private var memberListFacts: [SyntaxIdentifier: (typeName: String?, isInPreview: Bool)] = [:]
  private var lastMemberListFacts: (id: SyntaxIdentifier, facts: (typeName: String?, isInPreview: Bool))?

  package func visit(_ node: Syntax) {
    switch node.kind {
    case .structDecl, .classDecl, .enumDecl, .actorDecl:
      if let name = node.asDeclGroup?.typeName { declaredTypes.insert(name) }
    case .variableDecl:
      if let variable = VariableDeclSyntax(node) { visitProperty(variable) }
    case .functionCallExpr:
      if let reading = context.reading(ofCall: node) { visitCall(reading) }
    case .declReferenceExpr:
      // The length tests spare building the text of every other reference in the file; the
      // node's whole length (trivia included) is known without a cast or a child.
      if node.totalLength.utf8Length >= 10, let reference = DeclReferenceExprSyntax(node),
        reference.baseName.trimmedLength.utf8Length == 10,
        reference.baseName.text == "URLSession"
      {
        visitURLSession(reference)
      }
    default:
      break
    }
  }

  package func finish() {
    guard !pending.isEmpty else { return }
    var members: [String: Set<String>] = [:]
    for variable in memberProperties where !variable.isStatic && !variable.isComputed {
      guard let typeName = variable.enclosingTypeName else { continue }
      members[typeName, default: []].formUnion(variable.boundNames)
    }
    let fromEnvironment = allowEnvironmentInjection ? computedFromEnvironment() : [:]
    for call in pending where declaredTypes.contains(call.typeName) {
      let name = call.receiver.text
      guard members[call.typeName]?.contains(name) != true,
        fromEnvironment[call.typeName]?.contains(name) != true
      else { continue }
      let capitalised = name.prefix(1).uppercased() + name.dropFirst()
      context.report(
        "move the call on '\(name)' into the view model: views should not call services, repositories or use cases",
        at: call.receiver,
        when: Self.inView(call.typeName) && .type(capitalised, isAnyOf: .dependencies))
    }
  }

  /// Exemption "from the environment": per type, the computed properties that read one of the
  /// type's '@Environment' or '@EnvironmentObject' properties (`var playerService: PlayerService {
  /// appEnvironment.playerService }`), so a service reached through them was injected.
  private func computedFromEnvironment() -> [String: Set<String>] {
    var environmentNames: [String: Set<String>] = [:]
    for variable in memberProperties where Self.environmentAttribute(of: variable.attributes) != nil {
      guard let typeName = variable.enclosingTypeName else { continue }
      environmentNames[typeName, default: []].formUnion(variable.boundNames)
    }
    var result: [String: Set<String>] = [:]
    for variable in memberProperties where variable.isComputed {
      guard let typeName = variable.enclosingTypeName, let names = environmentNames[typeName] else { continue }
      let reads = variable.bindings.contains { binding in
        binding.accessorBlock?.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) } ?? false
      }
      if reads { result[typeName, default: []].formUnion(variable.boundNames) }
    }
    return result
  }

  /// Exemption "handed on or read, never called": every use of the property in its type passes
  /// it as an argument (a child view's initialiser, '.environmentObject(…)') or reads a value of
  /// it (`client.host` for a label), so the view only wires the service to whoever calls it.
  private static func isOnlyHandedOn(_ name: String, declaredBy variable: VariableDeclSyntax) -> Bool {
    var current = variable.parent
    while let node = current, node.asDeclGroup == nil { current = node.parent }
    guard let group = current else { return false }
    var uses = 0
    for token in group.tokens(viewMode: .sourceAccurate) where token.text == name {
      guard let reference = token.parent.flatMap({ DeclReferenceExprSyntax($0) }) else { continue }
      var expression = Syntax(reference)
      // `self.backgroundsService` is the same use as `backgroundsService`.
      if let member = reference.parent.flatMap({ MemberAccessExprSyntax($0) }), member.declName.id == reference.id {
        guard let base = member.base.flatMap({ DeclReferenceExprSyntax($0) }),
          base.baseName.tokenKind == .keyword(.self)
        else { return false }
        expression = Syntax(member)
      }
      if expression.parent?.kind == .labeledExpr {
        uses += 1
        continue
      }
      // `client.host`, `client?.session.name`: a read, unless the chain calls the service itself
      // (`client.load()`); a method of a value read from it (`client.name.hasPrefix(…)`) is a read.
      var top = expression
      var hops = 0
      while let parent = top.parent {
        if let member = MemberAccessExprSyntax(parent), member.base?.id == top.id {
          hops += 1
        } else if parent.kind != .optionalChainingExpr, parent.kind != .forceUnwrapExpr {
          break
        }
        top = parent
      }
      let isCalled = FunctionCallExprSyntax(top.parent ?? top)?.calledExpression.id == top.id
      guard hops > 0, !(isCalled && hops == 1) else { return false }
      uses += 1
    }
    return uses > 0
  }

  private static func inView(_ typeName: String) -> IndexCondition {
    .isViewOrModifier(typeName)
  }

  private func visitProperty(_ variable: VariableDeclSyntax) {
    // `isTypeMember` by kind: the generic `is(_:)` it asks looks the type up at run time.
    guard variable.parent?.kind == .memberBlockItem else { return }
    memberProperties.append(variable)
    let environment = Self.environmentAttribute(of: variable.attributes)
    if environment != nil, allowEnvironmentInjection { return }
    // The questions about the declaration (static, computed, its type, preview code) are asked
    // once, and only for a property that names a type: most name none.
    var typeName: String?
    for binding in variable.bindings {
      guard
        let dependency = binding.typeAnnotation?.type.baseTypeName ?? environment.flatMap(Self.environmentType)
          ?? binding.initializer.flatMap({ Self.referencedType($0.value) })
      else { continue }
      if typeName == nil {
        guard !variable.isStatic, !variable.isComputed else { return }
        let facts = memberListFacts(of: variable)
        guard let name = facts.typeName, !facts.isInPreview else { return }
        typeName = name
      }
      guard let typeName else { return }
      let name = IdentifierPatternSyntax(binding.pattern)?.identifier.text ?? binding.pattern.trimmedDescription
      if DependencyNaming.soundsLikeDependency(dependency), Self.isOnlyHandedOn(name, declaredBy: variable) { continue }
      context.report(
        "move '\(name)' into the view model: views should not hold services, repositories or use cases",
        at: binding.pattern, when: Self.inView(typeName) && .type(dependency, isAnyOf: .dependencies))
    }
  }

  /// `enclosingTypeName` and `isInPreview` of a type member, shared by the members of its list
  /// (neither climb sees anything between a member and its list that could change the answer).
  private func memberListFacts(of variable: VariableDeclSyntax) -> (typeName: String?, isInPreview: Bool) {
    guard let list = variable.parent?.parent else {
      return (variable.enclosingTypeName, variable.isInPreview)
    }
    let id = list.id
    // A type's properties mostly come one after another: the last answer first.
    if let last = lastMemberListFacts, last.id == id { return last.facts }
    let facts = memberListFacts[id] ?? (variable.enclosingTypeName, variable.isInPreview)
    memberListFacts[id] = facts
    lastMemberListFacts = (id, facts)
    return facts
  }

  /// The first `@Environment` attribute, else the first `@EnvironmentObject`, in one pass.
  private static func environmentAttribute(of attributes: AttributeListSyntax) -> AttributeSyntax? {
    guard !attributes.isEmpty else { return nil }
    var environmentObject: AttributeSyntax?
    for element in attributes {
      guard case .attribute(let attribute) = element else { continue }
      let name = attribute.simpleName
      if name == "Environment" { return attribute }
      if environmentObject == nil, name == "EnvironmentObject" { environmentObject = attribute }
    }
    return environmentObject
  }

  /// `Model()`, `Model.shared`, `Model.make()` → `Model`.
  private static func referencedType(_ value: ExprSyntax) -> String? {
    if let constructed = value.constructedTypeName { return constructed }
    guard let root = receiverRoot(of: value).as(DeclReferenceExprSyntax.self), root.id != value.id else { return nil }
    let name = root.baseName.text
    return name.startsUppercase ? name : nil
  }

  /// `@Environment(\.dataService)` → `DataService`; `@Environment(AuthService.self)` → `AuthService`.
  private static func environmentType(_ attribute: AttributeSyntax) -> String? {
    guard case .argumentList(let arguments) = attribute.arguments, let first = arguments.first?.expression else {
      return nil
    }
    if let keyPath = KeyPathExprSyntax(first),
      let component = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
    {
      let name = component.declName.baseName.text
      return name.prefix(1).uppercased() + name.dropFirst()
    }
    if let member = MemberAccessExprSyntax(first), member.declName.baseName.text == "self" {
      return member.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.text
    }
    return nil
  }

  private func visitCall(_ reading: CallReading) {
    let call = reading.call
    guard reading.member != nil else { return }
    // The outermost call of a chain speaks for the whole chain: `a.b().c()` is looked at once.
    if let parent = call.parent, parent.kind == .memberAccessExpr,
      MemberAccessExprSyntax(parent)?.base?.id == call.id
    {
      return
    }
    guard let base = reading.base, !Self.isLoggingCall(reading.name), Self.callsTheServiceItself(base) else { return }
    let root = Self.receiverRoot(of: base)
    guard root.kind == .declReferenceExpr, var reference = DeclReferenceExprSyntax(root) else { return }
    if reference.baseName.tokenKind == .keyword(.self) {
      guard let next = root.parent.flatMap({ MemberAccessExprSyntax($0) }) else { return }
      reference = next.declName
    }
    let token = reference.baseName
    let name = token.text
    // The name test turns nearly every call down; a view initialiser (`SwiftUI.Text(...)`) has a
    // root that fails it too, so `viewName` is asked last.
    guard DependencyNaming.soundsLikeDependency(name), name != "URLSession", reading.viewName == nil,
      let typeName = call.enclosingTypeName, !call.isInPreview
    else { return }
    if name.startsUppercase {
      if Self.isStaticValueQuery(call, on: base) { return }
      context.report(
        "move the call on '\(name)' into the view model: views should not call services, repositories or use cases",
        at: token, when: Self.inView(typeName) && .type(name, isAnyOf: .dependencies))
    } else if case .identifier = token.tokenKind {
      pending.append(PendingCall(receiver: token, typeName: typeName))
    }
  }

  /// Exemption "a logging call": `LoggingService.shared.debug(…)` writes a log line; it does no
  /// work a view model would own.
  private static func isLoggingCall(_ name: String?) -> Bool {
    guard let name else { return false }
    return ["debug", "info", "notice", "warning", "error", "fault", "trace", "log", "verbose"].contains(name)
  }

  /// Exemption "a call on a value": the call is on the service itself (`service.load()`,
  /// `service?.load()`, anything reached from `Service.shared`), not on a value read from an
  /// instance (`service.name.range(of: query)` calls a string's method).
  private static func callsTheServiceItself(_ base: ExprSyntax) -> Bool {
    // A type's shared instance is reached from the view whatever is called on it.
    if let root = DeclReferenceExprSyntax(receiverRoot(of: base)), root.baseName.text.startsUppercase { return true }
    var current = base
    if let optional = OptionalChainingExprSyntax(current) { current = optional.expression }
    if let forced = ForceUnwrapExprSyntax(current) { current = forced.expression }
    if current.is(DeclReferenceExprSyntax.self) { return true }
    // `self.service.load()` calls the service.
    guard let member = MemberAccessExprSyntax(current), let inner = member.base.flatMap({ DeclReferenceExprSyntax($0) })
    else { return false }
    return inner.baseName.tokenKind == .keyword(.self)
  }

  /// `ImageService.url(for: key)` whose value feeds an expression: a static function called on the
  /// type itself, synchronously, with no closure, and not a statement of its own. Such a call
  /// computes a value (a URL, a formatted string) and does no work a view model would own; work
  /// goes through an instance (`.shared`), an `await` or a completion handler, which stay flagged.
  private static func isStaticValueQuery(_ call: FunctionCallExprSyntax, on base: ExprSyntax) -> Bool {
    guard base.is(DeclReferenceExprSyntax.self), call.trailingClosure == nil,
      call.additionalTrailingClosures.isEmpty,
      !call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })
    else { return false }
    var current = call.parent
    while let node = current {
      switch node.kind {
      case .awaitExpr, .tryExpr, .codeBlockItem: return false
      case .labeledExpr, .ternaryExpr, .infixOperatorExpr, .patternBinding, .returnStmt: return true
      default: current = node.parent
      }
    }
    return false
  }

  /// `a.b.c()`, `a?.b()`, `a!.b().c` → `a`.
  private static func receiverRoot(of expression: ExprSyntax) -> ExprSyntax {
    // The kind picks the one cast that can succeed; failed casts cost a conversion each.
    var current = expression
    while true {
      switch current.kind {
      case .memberAccessExpr:
        guard let base = MemberAccessExprSyntax(current)?.base else { return current }
        current = base
      case .functionCallExpr:
        guard let call = FunctionCallExprSyntax(current) else { return current }
        current = call.calledExpression
      case .optionalChainingExpr:
        guard let optional = OptionalChainingExprSyntax(current) else { return current }
        current = optional.expression
      case .forceUnwrapExpr:
        guard let forced = ForceUnwrapExprSyntax(current) else { return current }
        current = forced.expression
      default:
        return current
      }
    }
  }

  private func visitURLSession(_ reference: DeclReferenceExprSyntax) {
    guard let parent = reference.parent,
      MemberAccessExprSyntax(parent)?.base?.id == reference.id
        || FunctionCallExprSyntax(parent)?.calledExpression.id == reference.id
    else { return }
    // Stored properties are reported once, at their name.
    var current = parent.parent
    while let node = current {
      if let variable = VariableDeclSyntax(node) {
        if variable.isTypeMember { return }
        break
      }
      if node.kind == .codeBlockItem || node.kind == .memberBlock { break }
      current = node.parent
    }
    guard let typeName = reference.enclosingTypeName, !reference.isInPreview else { return }
    context.report(
      "move 'URLSession' work into a service the view model calls: views should not load data",
      at: reference, when: Self.inView(typeName))
  }
}
