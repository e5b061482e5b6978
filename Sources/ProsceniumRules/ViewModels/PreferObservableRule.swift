import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `prefer_observable`: once the deployment target is iOS/tvOS 17, view models use the
/// Observation framework (`@Observable`) instead of `ObservableObject`.
package final class PreferObservableRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "prefer_observable",
    summary: "view models use '@Observable' instead of 'ObservableObject' when targeting iOS/tvOS 17 or later",
    rationale: """
      Seed 003: "Use @Observable over ObservableObject for iOS 17+". With '@Observable' a view \
      re-renders only when a property it actually reads changes, instead of on every \
      'objectWillChange'; '@Published' disappears, computed properties are tracked, and views \
      hold the model in '@State' or '@Bindable'. The rule reports an 'ObservableObject' \
      conformance written on a view model (or its base class) only when the file's deployment \
      targets are known and every presentation platform it is built for (iOS, tvOS; only tvOS in a \
      tvOS target's folder) is 17 or later, or when the declaration is marked \
      '@available(iOS 17, *)'; below that, or when unknown, it is silent, since the advice would \
      not build. Models declared in preview code are left alone.
      """,
    sources: [
      PlaybookReference(.swiftUIPatterns, "Use @Observable over ObservableObject for iOS 17+"),
      PlaybookReference(.observableRouter, "@MainActor @Observable final class view models"),
    ],
    family: .viewModels,
    defaultSeverity: .warning,
    usesDeploymentTarget: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        @MainActor
        final class HomeViewModel: ↓ObservableObject {
          @Published private(set) var items: [Item] = []
        }
        """, settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(17)])),
      .flagged(
        """
        @MainActor
        open class BaseViewModel: ↓Combine.ObservableObject {
          @Published public var isLoading = false
        }
        """, settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(17, 2), .tvOS: OSVersion(18)])),
      .flagged(
        """
        @available(iOS 17, *)
        @MainActor
        final class InsightsViewModel: ↓ObservableObject {
          @Published private(set) var charts: [Chart] = []
        }
        """, settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(16)]),
        note: "a view model marked for iOS 17 can be '@Observable' on an iOS 16 app"),
      .clean(
        """
        @MainActor
        final class HomeViewModel: ObservableObject {
          @Published private(set) var items: [Item] = []
        }
        """, settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(16), .tvOS: OSVersion(17)]),
        note: "the iOS 16 target still needs 'ObservableObject'"),
      .clean(
        """
        @MainActor
        final class HomeViewModel: ObservableObject {
          @Published private(set) var items: [Item] = []
        }
        """, note: "unknown deployment target"),
      .clean(
        """
        @MainActor
        @Observable
        final class ProfileViewModel {
          var user: User?
        }
        """, settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(17)])),
      .clean(
        """
        struct KeypadView_Previews: PreviewProvider {
          static var previews: some View { KeypadHost() }

          struct KeypadHost: View {
            @StateObject var model = KeypadPreviewModel()
            var body: some View { KeypadView(code: $model.code) }
          }

          final class KeypadPreviewModel: ObservableObject {
            @Published var code = ""
          }
        }
        """, settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(17)]), note: "preview code"),
      .clean(
        """
        final class AppState: ObservableObject {
          @Published var currentUser: User?
        }
        """, settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(17)]), note: "not a view model"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.classDecl, .extensionDecl]

  /// Built on first use: most files never reach a question about an API.
  private lazy var targets = DeploymentTargets(context)

  package func visit(_ node: Syntax) {
    guard targets.isKnown, let group = node.asDeclGroup,
      let clause = group.inheritanceClause, let name = group.typeName, !group.isOutsideScreenCode
    else { return }
    for inherited in clause.inheritedTypes where inherited.type.baseTypeName == "ObservableObject" {
      guard targets.status(of: APIAvailabilityTable.observable, at: Syntax(inherited)) == .available else { continue }
      context.report(
        "make '\(name)' '@Observable' instead of conforming to 'ObservableObject': every target it is built for has it",
        at: inherited.type, when: .isViewModel(name))
    }
  }
}
