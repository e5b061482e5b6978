import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `state_object_for_owned_model`: a view that creates its model must own it with `@StateObject`;
/// `@ObservedObject` re-creates it whenever the parent re-renders.
public final class StateObjectForOwnedModelRule: Rule {
  public static let description = RuleDescription(
    id: "state_object_for_owned_model",
    summary: "'@ObservedObject' property initialised in place: the view owns it, use '@StateObject'",
    rationale: """
      '@ObservedObject' does not own its object: SwiftUI keeps no storage for it, so an object created in the \
      property's initialiser is created again each time the parent rebuilds the view, losing its state and \
      restarting its work. '@StateObject' creates the object once for the view's lifetime. Keep '@ObservedObject' \
      for objects passed in from outside. The rule only looks at initialisers that call a type's initialiser \
      ('Model()', 'Model.init()'); a shared instance ('Model.shared') is not owned by the view and stays clean. \
      Preview code ('#Preview', types nested in a 'PreviewProvider') is skipped.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "Always use @StateObject for owned ViewModels"),
      PlaybookReference(.mvvmBaseViewModel, "Views use @StateObject (not @ObservedObject) for owned ViewModels"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .error,
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
        fixed: """
          extension Catalog {
            struct Row<Item: Identifiable>: View {
              @StateObject var loader = Loader<Item>()
              var body: some View { Text("\\(loader.count)") }
            }
          }
          """,
        note: "a generic view nested in an extension"),
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
    ])

  public static let visitedKinds: Set<SyntaxKind> = [.attribute]

  private let context: RuleContext

  public init(options: NoOptions, context: RuleContext) {
    self.context = context
  }

  public func visit(_ node: Syntax) {
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
      }), !variable.isInPreview
    else { return }
    let fix = Fix(
      summary: "replace '@ObservedObject' with '@StateObject'",
      edits: [
        TextEdit(
          start: nameToken.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: nameToken.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "StateObject")
      ])
    context.report(
      "hold the model this view creates in '@StateObject'; '@ObservedObject' re-creates it on every parent update",
      at: attribute, fix: fix)
  }

  /// `.init(...)`, which builds the annotated type.
  private static func isImplicitInit(_ value: ExprSyntax) -> Bool {
    guard let call = FunctionCallExprSyntax(value),
      let member = MemberAccessExprSyntax(call.calledExpression)
    else { return false }
    return member.base == nil && member.declName.baseName.tokenKind == .keyword(.`init`)
  }
}
