import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `mvp_factory_only`: an MVP screen is built only through its view controller's static
/// `make(...)`, and only a coordinator calls it.
package final class MVPFactoryOnlyRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "mvp_factory_only",
    summary: "build an MVP screen only through its view controller's 'make(...)', called from a coordinator",
    rationale: """
      In the MVP screen template 'ArticleListViewController.make(articles:delegate:)' is "the only \
      supported construction path": it builds the view controller, then the presenter with a \
      reference to it, and returns the wired screen. Calling an initialiser directly elsewhere \
      skips that wiring and yields a screen whose presenter is missing or points at another view. \
      And "a coordinator is the only caller of make": screens do not build and push each other, so \
      navigation stays in one place and screens stay reusable. The rule flags \
      'XViewController(...)' or 'XViewController.init(...)' outside the 'XViewController' type and \
      its extensions, and 'XViewController.make(...)' called from a type that is not a coordinator \
      (by name or conformance), for screens that have an 'XPresenter' in the project. Tests are \
      exempt, and so are previews ('#Preview', 'PreviewProvider'). The rule is opt-in: the 'uikit-mvp' preset enables it.
      """,
    sources: [
      PlaybookReference(
        .uikitMVP,
        "ArticleListViewController.make(articles:delegate:) is the only supported construction path"),
      PlaybookReference(.uikitMVP, "A coordinator is the only caller of make"),
    ],
    family: .mvp,
    defaultSeverity: .warning,
    isOptIn: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        final class ArticleListViewController: UIViewController {}

        final class HomeViewController: UIViewController {
          func showArticles() {
            let screen = ↓ArticleListViewController()
            let other = ↓ArticleListViewController.make(articles: [], delegate: nil)
            navigationController?.pushViewController(screen, animated: true)
          }
        }
        """,
        otherFiles: ["Sources/App/ArticleListPresenter.swift": "final class ArticleListPresenter {}"]),
      .flagged(
        """
        func makeRoot() -> UIViewController {
          ↓ProfileViewController.init(presenter: ProfilePresenter())
        }
        """,
        otherFiles: ["Sources/App/ProfilePresenter.swift": "final class ProfilePresenter {}"]),
      .clean(
        """
        extension ArticleListViewController {
          static func make(articles: [Article], delegate: ArticleListCoordinatorDelegate) -> ArticleListViewController {
            let viewController = ArticleListViewController()
            let presenter = ArticleListPresenter(view: viewController, articles: articles, delegate: delegate)
            viewController.presenter = presenter
            return viewController
          }
        }

        @MainActor
        final class ArticleListCoordinator: ArticleListCoordinatorDelegate {
          func start() {
            let screen = ArticleListViewController.make(articles: [], delegate: self)
            navigationController.pushViewController(screen, animated: false)
          }
        }
        """,
        otherFiles: ["Sources/App/ArticleListPresenter.swift": "final class ArticleListPresenter {}"]),
      .clean(
        """
        final class AppFlow: Coordinator {
          func start() {
            let screen = ProfileViewController.make()
          }
        }
        """,
        otherFiles: [
          "Sources/App/ProfilePresenter.swift": "final class ProfilePresenter {}",
          "Sources/App/Coordinator.swift": "protocol Coordinator: AnyObject {}",
        ],
        note: "a type conforming to a coordinator protocol is a coordinator"),
      .clean(
        """
        let picker = UIImagePickerController()
        let settings = SettingsViewController()
        """,
        note: "view controllers without a presenter are not MVP screens"),
      .clean(
        """
        final class ArticleListViewControllerTests: XCTestCase {
          func testMake() {
            let screen = ArticleListViewController.make(articles: [], delegate: CoordinatorSpy())
          }
        }
        """,
        path: "Tests/AppTests/ArticleListViewControllerTests.swift",
        otherFiles: ["Sources/App/ArticleListPresenter.swift": "final class ArticleListPresenter {}"]),
      .clean(
        """
        #Preview {
          ArticleListViewController.make(articles: [.fixture()], delegate: PreviewCoordinator())
        }
        """,
        otherFiles: ["Sources/App/ArticleListPresenter.swift": "final class ArticleListPresenter {}"],
        note: "previews build screens to look at them"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

  package func visit(_ node: Syntax) {
    // Only a view controller's name, `init` or `make` can matter: the name's last byte and length
    // turn every other call down before the reading's call or callee is copied out.
    guard let reading = context.reading(ofCall: node), let name = reading.name,
      Self.mayNameViewController(name) || name == "init" || name == "make"
    else { return }
    let call = reading.call
    if reading.reference != nil {
      checkConstruction(of: name, call: call)
    } else if name == "init" || name == "make", let baseName = reading.baseName {
      if name == "init" {
        checkConstruction(of: baseName, call: call)
      } else {
        checkMake(of: baseName, call: call)
      }
    }
  }

  /// A necessary condition for `MVPNaming.screenName(ofViewController:)`: more than the suffix,
  /// ending in `ViewController`.
  private static func mayNameViewController(_ name: String) -> Bool {
    let utf8 = name.utf8
    return utf8.count > 14 && utf8.last == UInt8(ascii: "r") && name.hasSuffix("ViewController")
  }

  private func checkConstruction(of typeName: String, call: FunctionCallExprSyntax) {
    guard let screen = MVPNaming.screenName(ofViewController: typeName),
      !call.enclosingTypeNames.contains(typeName), !Self.isInPreview(call)
    else { return }
    context.report(
      "build '\(typeName)' with '\(typeName).make(...)' so its presenter is wired; don't call its initialiser here",
      at: call.calledExpression, when: Self.isMVPScreen(screen))
  }

  private func checkMake(of typeName: String, call: FunctionCallExprSyntax) {
    guard let screen = MVPNaming.screenName(ofViewController: typeName) else { return }
    let enclosing = call.enclosingTypeNames
    if enclosing.contains(typeName) || Self.isInPreview(call) { return }
    let caller = enclosing.last
    let notCoordinator = IndexCondition { index in
      guard let caller else { return true }
      return !enclosing.contains { index.roles(of: $0).contains(.coordinator) }
        && !index.roles(of: caller).contains(.coordinator)
    }
    context.report(
      "call '\(typeName).make(...)' from a coordinator: screens don't build or present each other",
      at: call.calledExpression, when: Self.isMVPScreen(screen) && notCoordinator)
  }

  /// Inside a `#Preview` or a `PreviewProvider`: previews build screens to look at them, not to
  /// navigate.
  private static func isInPreview(_ call: FunctionCallExprSyntax) -> Bool {
    var current = call.parent
    while let node = current {
      if let macro = MacroExpansionDeclSyntax(node), macro.macroName.text == "Preview" { return true }
      if let macro = MacroExpansionExprSyntax(node), macro.macroName.text == "Preview" { return true }
      if let group = node.asDeclGroup,
        group.inheritanceClause.typeNames.contains("PreviewProvider")
      {
        return true
      }
      current = node.parent
    }
    return false
  }

  private static func isMVPScreen(_ screen: String) -> IndexCondition {
    IndexCondition { !$0.types(named: "\(screen)Presenter").isEmpty }
  }
}
