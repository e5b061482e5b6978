import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `state_object_for_owned_model`: a view that creates its model must own it with `@StateObject`;
/// `@ObservedObject` re-creates it whenever the parent re-renders.
package final class StateObjectForOwnedModelRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "state_object_for_owned_model",
    summary: "'@ObservedObject' property initialised in place: the view owns it, use '@StateObject'",
    rationale: """
      '@ObservedObject' does not own its object: SwiftUI keeps no storage for it, so an object created in the \
      property's initialiser is created again each time the parent rebuilds the view, losing its state and \
      restarting its work. '@StateObject' creates the object once for the view's lifetime. Keep '@ObservedObject' \
      for objects passed in from outside. The rule only looks at initialisers that call a type's initialiser \
      ('Model()', 'Model.init()'); a shared instance ('Model.shared') is not owned by the view and stays clean. \
      Preview code ('#Preview', types nested in a 'PreviewProvider') is skipped, and so is a property of a class \
      or actor: views are value types, and a model class that misuses the wrapper holds a plain reference, where \
      '@StateObject' would not work either. '@StateObject' needs iOS 14 and \
      tvOS 14: below that, on any platform the file is built for, the rule asks instead for the model to be \
      created by a parent and passed in, without a fix. With no known deployment target it advises \
      '@StateObject' as always but offers no fix, since it cannot tell whether '@StateObject' would build.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "Always use @StateObject for owned ViewModels"),
      PlaybookReference(.mvvmBaseViewModel, "Views use @StateObject (not @ObservedObject) for owned ViewModels"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .error,
    usesDeploymentTarget: true,
    examples: [
      .flagged(
        """
        struct HomeView: View {
          ↓@ObservedObject var viewModel = HomeViewModel()  // Wrong!

          var body: some View {
            content
          }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(15)]),
        fixed: """
          struct HomeView: View {
            @StateObject var viewModel = HomeViewModel()  // Wrong!

            var body: some View {
              content
            }
          }
          """,
        note: "seed 000's ❌ example"),
      .flagged(
        """
        #if os(tvOS)
        struct Shelf: View {
          ↓@SwiftUI.ObservedObject private var model: ShelfModel = .init()
          var body: some View { Text(model.title) }
        }
        #endif
        """,
        settings: ProjectSettings(deploymentTargets: [.tvOS: OSVersion(15)]),
        fixed: """
          #if os(tvOS)
          struct Shelf: View {
            @SwiftUI.StateObject private var model: ShelfModel = .init()
            var body: some View { Text(model.title) }
          }
          #endif
          """),
      .flagged(
        """
        extension Catalog {
          struct Row<Item: Identifiable>: View {
            ↓@ObservedObject var loader = Loader<Item>()
            var body: some View { Text("\\(loader.count)") }
          }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(15), .tvOS: OSVersion(15)]),
        fixed: """
          extension Catalog {
            struct Row<Item: Identifiable>: View {
              @StateObject var loader = Loader<Item>()
              var body: some View { Text("\\(loader.count)") }
            }
          }
          """,
        note: "a generic view nested in an extension"),
      .flagged(
        """
        struct HomeView: View {
          ↓@ObservedObject var viewModel = HomeViewModel()
          var body: some View { content }
        }
        """,
        note: "no known deployment target: the advice stands, but no fix is offered"),
      .flagged(
        """
        struct HomeView: View {
          ↓@ObservedObject var viewModel = HomeViewModel()
          var body: some View { content }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(13)]),
        note: "iOS 13 has no '@StateObject': the parent creates the model and passes it in"),
      .clean(
        """
        @main struct WatchApp: App {
          @ObservedObject var presenter = AppPresenter()
          var body: some Scene { WindowGroup { Text("") } }
        }

        struct CopyTokenIntent: AppIntent {
          @ObservedObject private var generator = Generator()
        }
        """,
        note: "an app is made once, and an intent is no view: nothing re-creates what they hold"),
      .clean(
        """
        struct HomeView: View {
          @StateObject private var viewModel = HomeViewModel()

          var body: some View {
            content
          }
        }
        """,
        note: "seed 000's ✅ example"),
      .clean(
        """
        struct CharacterView: View {
          @ObservedObject var viewModel: CharacterViewModel

          var body: some View { Text(viewModel.name) }
        }
        """,
        note: "seed 002: a model passed in from the parent is observed, not owned"),
      .clean(
        """
        struct SettingsView: View {
          @ObservedObject var settings = AppSettings.shared
          var body: some View { Toggle("Sound", isOn: $settings.sound) }
        }
        """,
        note: "a shared instance outlives the view; observing it is right"),
      .clean(
        """
        final class ClipPlayer: ObservableObject {
          @Published var isPlaying = false
          @ObservedObject var range: ClipRange = ClipRange(start: 0, end: 0)
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(15)]),
        note: "a model class is not a view: the wrapper stores a plain reference there"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.attribute]

  /// Built on first use: most files never reach a question about an API.
  private lazy var targets = DeploymentTargets(context)

  package func visit(_ node: Syntax) {
    guard let attribute = AttributeSyntax(node) else { return }
    let nameToken: TokenSyntax
    if let identifier = IdentifierTypeSyntax(attribute.attributeName) {
      nameToken = identifier.name
    } else if let member = MemberTypeSyntax(attribute.attributeName) {
      nameToken = member.name
    } else {
      return
    }
    guard nameToken.text == "ObservedObject",
      let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self), variable.isTypeMember,
      variable.bindings.contains(where: { binding in
        guard let value = binding.initializer?.value else { return false }
        return value.constructedTypeName != nil || Self.isImplicitInit(value)
      }), !variable.isInPreview,
      // Views are value types: an '@ObservedObject' in a class (a model, a manager) stores a plain
      // reference, and '@StateObject' would not work there either. Asked of the syntax, not the
      // index, which misses views that conform through a protocol-composition typealias.
      let owner = variable.enclosingTypeDeclaration, owner.kind != .classDecl, owner.kind != .actorDecl
    else { return }
    let fix = Fix(
      summary: "replace '@ObservedObject' with '@StateObject'",
      edits: [
        TextEdit(
          start: nameToken.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: nameToken.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "StateObject")
      ])
    // Only a view is rebuilt by its parent: an app is made once, and a struct that is no view
    // (an 'AppIntent', a widget's provider) has no parent updates at all.
    let isView = IndexCondition.isViewOrModifier(owner.typeName ?? "")
    switch targets.status(of: APIAvailabilityTable.stateObject, at: Syntax(attribute)) {
    case .available:
      context.report(Self.message, at: attribute, fix: fix, when: isView)
    case .unknown:
      context.report(Self.message, at: attribute, when: isView)
    case .unavailable:
      context.report(
        "create this model in a parent view and pass it in; '@ObservedObject' re-creates it on every parent update",
        at: attribute, when: isView)
    }
  }

  /// The advice wherever '@StateObject' may be written, or may be and the target is unknown.
  private static let message =
    "hold the model this view creates in '@StateObject'; '@ObservedObject' re-creates it on every parent update"

  /// `.init(...)`, which builds the annotated type.
  private static func isImplicitInit(_ value: ExprSyntax) -> Bool {
    guard let call = FunctionCallExprSyntax(value),
      let member = MemberAccessExprSyntax(call.calledExpression)
    else { return false }
    return member.base == nil && member.declName.baseName.tokenKind == .keyword(.`init`)
  }
}
