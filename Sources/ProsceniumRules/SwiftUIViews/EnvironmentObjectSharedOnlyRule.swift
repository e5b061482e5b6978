import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `environment_object_shared_only`: `@EnvironmentObject` and `@Environment(Type.self)` carry
/// app-wide shared state, not the view model one screen owns.
package final class EnvironmentObjectSharedOnlyRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "environment_object_shared_only",
    summary: "read only app-wide shared state from the environment, not a screen's own view model",
    rationale: """
      Seed 000's checklist asks for "@EnvironmentObject used for app-wide shared state": the \
      environment is for what every screen may need (the session, settings, a theme). A screen's \
      own view model passed down through the environment couples every subview to that screen, \
      hides the dependency from the subview's initialiser (a preview or test crashes at run time \
      when nobody injects it), and makes the subview unusable under any other screen; pass the \
      values or a binding down instead, or the model itself as a parameter. The rule flags \
      '@EnvironmentObject var x: T' and '@Environment(T.self) var x' when T is a view model \
      (named '…ViewModel', and one as the index judges roles) that only SwiftUI views keep as a property: some view owns it \
      ('@StateObject', '@State') or is handed it, and no app, scene, document or other model \
      holds it, so it belongs to a screen, not to the app. Test files and previews are exempt. \
      Opt-in: on 14 open-source apps 6 of its first 11 findings \
      were right (55%, 2026-12-02; the five wrong ones, a cached per-item controller, are now left \
      alone); read again with the rule as it is, on those apps and two more, its 6 findings in 3 \
      apps were all right (2026-12-02), too few to claim 95%. The 'observable-object' preset \
      enables it.
      """,
    sources: [PlaybookReference(.mvvmBaseViewModel, "@EnvironmentObject used for app-wide shared state")],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    isOptIn: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        struct SettingsView: View {
          @StateObject private var viewModel = SettingsViewModel()

          var body: some View {
            List { NotificationsSection() }.environmentObject(viewModel)
          }
        }

        struct NotificationsSection: View {
          @EnvironmentObject private var viewModel: ↓SettingsViewModel

          var body: some View {
            Toggle("Notifications", isOn: $viewModel.notificationsEnabled)
          }
        }
        """,
        otherFiles: [
          "Sources/App/SettingsViewModel.swift": """
          @MainActor
          final class SettingsViewModel: ObservableObject {
            @Published var notificationsEnabled = false
          }
          """
        ]),
      .flagged(
        """
        struct ProfileHeader: View {
          @Environment(↓ProfileViewModel.self) private var viewModel

          var body: some View { Text(viewModel.name) }
        }
        """,
        otherFiles: [
          "Sources/App/ProfileView.swift": """
          struct ProfileView: View {
            @State private var viewModel = ProfileViewModel()
            var body: some View { ProfileHeader().environment(viewModel) }
          }
          """,
          "Sources/App/ProfileViewModel.swift": """
          @MainActor @Observable
          final class ProfileViewModel {
            private(set) var name = ""
          }
          """,
        ],
        note: "the Observation form through '@Environment(Type.self)'"),
      .clean(
        """
        // App-level shared state
        @main
        struct MyApp: App {
          @StateObject private var appState = AppState()

          var body: some Scene {
            WindowGroup {
              ContentView()
                .environmentObject(appState)
            }
          }
        }

        // Access in any view
        struct ProfileView: View {
          @EnvironmentObject var appState: AppState
          @Environment(\\.dismiss) private var dismiss

          var body: some View {
            VStack {
              if let user = appState.currentUser {
                Text("Hello, \\(user.name)")
              }
            }
          }
        }
        """,
        otherFiles: [
          "Sources/App/AppState.swift": """
          @MainActor
          final class AppState: ObservableObject {
            @Published var currentUser: User?
          }
          """
        ],
        note: "seed 000's own pattern: app-wide state, owned by the app"),
      .clean(
        """
        struct StatusBar: View {
          @EnvironmentObject private var model: StatusBarViewModel
          var body: some View { Text(model.text) }
        }
        """,
        otherFiles: [
          "Sources/App/Workspace.swift": """
          final class Workspace: ObservableObject {
            let statusBar = StatusBarViewModel()
          }
          """,
          "Sources/App/StatusBarViewModel.swift": """
          final class StatusBarViewModel: ObservableObject {
            @Published var text = ""
          }
          """,
        ],
        note: "a model that a shared document holds is shared state, whatever its name"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.variableDecl]

  package func visit(_ node: Syntax) {
    guard let variable = VariableDeclSyntax(node) else { return }
    // One pass over the attributes (most properties have none): '@EnvironmentObject' wins over
    // an '@Environment' before or after it.
    let attributes = variable.attributes
    guard !attributes.isEmpty else { return }
    var isEnvironmentObject = false
    var environment: AttributeSyntax?
    for element in attributes {
      guard case .attribute(let attribute) = element else { continue }
      let name = attribute.simpleName
      if name == "EnvironmentObject" {
        isEnvironmentObject = true
        break
      }
      if environment == nil, name == "Environment" { environment = attribute }
    }
    let found: (name: String, anchor: Syntax)?
    if isEnvironmentObject {
      found = variable.bindings.first?.typeAnnotation.map { ($0.type.baseTypeName, Syntax($0.type)) }
    } else if let environment {
      found = Self.environmentType(environment)
    } else {
      return
    }
    // A screen's view model goes by that name; a '…Controller', '…Store' or '…Manager' that views
    // hold is more often a shared object handed out by a cache or a factory.
    // Climbing to the file's root for previews is the dearest question: asked last.
    guard let (typeName, anchor) = found, typeName.hasSuffix("ViewModel"), !node.isInPreview else { return }
    let property = variable.boundNames.first ?? typeName
    context.report(
      "'\(typeName)' is a screen's view model, not app-wide state; pass what '\(property)' is used for down as a parameter or binding instead of through the environment",
      at: anchor, when: .type(typeName, is: .viewModel) && Self.heldOnlyByViews(typeName))
  }

  /// `@Environment(Model.self)` → `Model` and where it is written; `nil` for key paths
  /// (`@Environment(\.dismiss)`).
  private static func environmentType(_ attribute: AttributeSyntax) -> (name: String, anchor: Syntax)? {
    guard case .argumentList(let arguments) = attribute.arguments, arguments.count == 1,
      let member = MemberAccessExprSyntax(arguments.first?.expression), member.declName.baseName.text == "self",
      let base = member.base
    else { return nil }
    if let reference = DeclReferenceExprSyntax(base) {
      return (reference.baseName.text, Syntax(base))
    }
    if let nested = MemberAccessExprSyntax(base) {
      return (nested.declName.baseName.text, Syntax(base))
    }
    return nil
  }

  /// Some SwiftUI view keeps `name` as a stored property or initialiser parameter, and no other
  /// type does: the model belongs to a screen. (Environment properties are not in the index's
  /// property types, so the readers this rule flags do not count as holders.)
  private static func heldOnlyByViews(_ name: String) -> IndexCondition {
    IndexCondition { index in
      var heldByView = false
      for (holder, facts) in index.declarations where holder != name {
        guard facts.contains(where: { $0.propertyTypes.contains(name) || $0.parameterTypes.contains(name) }) else {
          continue
        }
        let roles = index.roles(of: holder)
        if roles.contains(.view), !roles.contains(.app), !roles.contains(.scene) {
          heldByView = true
        } else {
          return false
        }
      }
      return heldByView
    }
  }
}
