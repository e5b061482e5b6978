import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `view_model_no_view_types`: a view model exposes state and actions, never views — it does
/// not hold, take or return `View`s, `AnyView`s, `UIView`s or view controllers.
package final class ViewModelNoViewTypesRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "view_model_no_view_types",
    summary: "view models do not hold, take or return views or view controllers",
    rationale: """
      Seed 001: "Don't reference Views — var destinationView: ProfileView? // NEVER". A view model \
      that builds or stores views decides layout, cannot be tested without a UI framework, and \
      keeps views alive beyond their screen. It should publish state (a route, a flag, an item) \
      and let the view or the router turn that into views. The rule reports stored properties, \
      parameters and return types that name 'View' (as 'some View' or 'any View'), 'AnyView', \
      UIKit views and view controllers, or a type the project declares as a SwiftUI view, UIKit \
      view or view controller. Only classes named '…ViewModel' are checked, so routers and \
      observable app state that a view owns are not mistaken for view models. Importing SwiftUI \
      alone is not reported: '@Observable' view models often import it for 'Binding' or 'Color', \
      and that is a style choice, not a view reference.
      """,
    sources: [PlaybookReference(.observableRouter, "Don't reference Views")],
    family: .viewModels,
    defaultSeverity: .error,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        @MainActor
        @Observable
        final class HomeViewModel {
          var destinationView: ↓ProfileView?
        }

        struct ProfileView: View {
          var body: some View { Text("Profile") }
        }
        """, note: "seed 001's NEVER example"),
      .flagged(
        """
        @MainActor
        final class SettingsViewModel: ObservableObject {
          @ViewBuilder
          func makeRow(for item: Item) -> ↓some View {
            Text(item.title)
          }

          func wrapped() -> ↓AnyView { AnyView(EmptyView()) }

          func present(from controller: ↓UIViewController) {}
        }
        """),
      .flagged(
        """
        @MainActor
        final class CellViewModel {
          private var cells: ↓[UITableViewCell] = []
        }
        """,
        otherFiles: [
          "Sources/App/ListViewController.swift":
            "final class ListViewController: UIViewController { let viewModel = CellViewModel() }"
        ]),
      .clean(
        """
        @MainActor
        final class InfoCardScrollViewModel: NSObject, ObservableObject, UIScrollViewDelegate {
          @Published private(set) var offset: CGFloat = 0
          func scrollViewDidScroll(_ scrollView: UIScrollView) { offset = scrollView.contentOffset.y }
        }
        """,
        note: "exemption 'a delegate's required signature': the UIKit protocol it adopts hands it the scroll view"),
      .clean(
        """
        @MainActor
        @Observable
        final class HomeViewModel {
          private(set) var route: AppRoute?
          private let router: Router<AppRoute>

          func onTappedProfile() { router.navigate(to: .profile(userID: "1")) }
        }
        """),
      .clean(
        """
        import SwiftUI

        @MainActor
        @Observable
        final class ThemeViewModel {
          var accent: Color = .blue
          var reviewView: ReviewViewState = .hidden
          var style: ProfileView.Style = .compact
        }

        struct ProfileView: View {
          enum Style { case compact, full }
          var body: some View { Text("Profile") }
        }
        """, note: "importing SwiftUI, holding plain values and naming a type nested in a view are fine"),
      .clean(
        """
        @MainActor
        @Observable
        final class AppRouter {
          var path: [AppRoute] = []

          @ViewBuilder
          func view(for route: AppRoute) -> some View {
            Text("Destination")
          }
        }

        struct RootView: View {
          @State private var router = AppRouter()
          var body: some View { NavigationStack(path: $router.path) { Text("Home") } }
        }
        """, note: "an observable router owned by a view is not a view model"),
      .clean(
        """
        enum AppRoute: Route {
          case home

          @ViewBuilder
          func view() -> some View {
            HomeView(viewModel: HomeViewModel.create())
          }
        }
        """, note: "routes build views; they are not view models"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.classDecl, .extensionDecl]

  /// Framework view types recognised by name, wherever they are declared.
  private static let frameworkViewTypes: Set<String> = [
    "AnyView", "UIView", "UIViewController", "UIHostingController", "UITableViewCell", "UICollectionViewCell",
    "UINavigationController", "UITabBarController", "UITableViewController", "UICollectionViewController",
    "UIAlertController", "UILabel", "UIButton", "UIImageView", "UITableView", "UICollectionView", "UIStackView",
    "UIScrollView", "UITextField", "UITextView", "NSView", "NSViewController",
  ]

  package func visit(_ node: Syntax) {
    guard let group = node.asDeclGroup, let typeName = group.typeName else {
      return
    }
    if let decl = ClassDeclSyntax(node), decl.genericParameterClause != nil { return }
    // Observable routers and app state owned by a view can pass for view models, and building
    // views is a router's job: at error severity, only types named as view models are checked.
    if !typeName.hasSuffix("ViewModel") { return }
    for member in group.memberBlock.members {
      if let variable = VariableDeclSyntax(member.decl), !variable.isStatic {
        for binding in variable.bindings {
          if let type = binding.typeAnnotation?.type { check(type, in: typeName) }
        }
      } else if let function = FunctionDeclSyntax(member.decl), !function.modifiers.contains("static") {
        // Exemption "a delegate's required signature": 'scrollViewDidScroll(_ scrollView:
        // UIScrollView)' takes the view because the UIKit protocol it implements says so.
        if Self.implementsUIKitDelegate(function, in: group) { continue }
        check(function.signature, in: typeName)
      } else if let initializer = InitializerDeclSyntax(member.decl) {
        check(initializer.signature, in: typeName)
      }
    }
  }

  /// Whether `function` is a UIKit delegate or data-source callback of a protocol the type adopts:
  /// its first parameter is unlabelled and named for the sender (`_ scrollView: UIScrollView`),
  /// and the type adopts a `UI…Delegate` or `UI…DataSource`.
  private static func implementsUIKitDelegate(_ function: FunctionDeclSyntax, in group: DeclGroupSyntax) -> Bool {
    let adopted = group.inheritanceClause.typeNames
    guard
      adopted.contains(where: { $0.hasPrefix("UI") && ($0.hasSuffix("Delegate") || $0.hasSuffix("DataSource")) }),
      let first = function.signature.parameterClause.parameters.first, first.firstName.tokenKind == .wildcard,
      let type = IdentifierTypeSyntax(first.type)?.name.text, frameworkViewTypes.contains(type)
    else { return false }
    return true
  }

  private func check(_ signature: FunctionSignatureSyntax, in typeName: String) {
    for parameter in signature.parameterClause.parameters { check(parameter.type, in: typeName) }
    if let returned = signature.returnClause?.type { check(returned, in: typeName) }
  }

  /// Reports the first view type named anywhere inside `type` (`[UIView]`, `ProfileView?`).
  private func check(_ type: TypeSyntax, in typeName: String) {
    for token in type.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind else { continue }
      // `ProfileView.Style` names a nested type, not the view.
      if token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .period { continue }
      let message =
        "keep '\(name)' out of view model '\(typeName)': publish state or a route and let the view build the UI"
      if name == "View" {
        // `some View` / `any View`, not `SomeModule.View` used as a plain name.
        let isOpaque = token.parent?.parent?.is(SomeOrAnyTypeSyntax.self) == true
        if isOpaque {
          context.report(message, at: type, when: .isViewModel(typeName))
          return
        }
      } else if Self.frameworkViewTypes.contains(name) {
        context.report(message, at: type, when: .isViewModel(typeName))
        return
      } else if name.hasSuffix("View") || name.hasSuffix("ViewController") {
        context.report(
          message, at: type,
          when: .isViewModel(typeName)
            && IndexCondition { index in
              !index.types(named: name).isEmpty
                && !index.roles(of: name).isDisjoint(with: [.view, .viewController, .uiView])
            })
        return
      }
    }
  }
}
