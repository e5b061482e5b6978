import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `coordinator_delegate`: a `…CoordinatorDelegate` protocol is adopted only by coordinators, so
/// navigation decisions stay in the coordinator tree instead of leaking into screens.
package final class CoordinatorDelegateRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "coordinator_delegate",
    summary: "adopt a '…CoordinatorDelegate' protocol only in a coordinator",
    rationale: """
      In the MVP screen template the contract declares 'ArticleListCoordinatorDelegate', and "a \
      coordinator is the only caller of make and the only conformer of \
      ArticleListCoordinatorDelegate": the presenter reports what the user chose, and a \
      coordinator decides where to go. A view controller, view or presenter that adopts the \
      delegate itself takes the navigation decision back into the screen, so the screen can no \
      longer be reused in another flow and the flow is no longer read in one place. The rule \
      flags a type or extension that adopts a protocol named '…CoordinatorDelegate' which the \
      project declares, when the adopting type is not a coordinator (named '…Coordinator' or \
      conforming to a coordinator protocol, as the index sees it). The application or scene \
      delegate that owns the root coordinator is exempt (a flow's root has no parent \
      coordinator), and so are test doubles ('…Spy', 'Mock…') and test files. A protocol that a \
      coordinator holds ('weak var delegate: SearchCoordinatorDelegate?') is that coordinator's \
      own delegate, through which it reports to whoever started it, not a screen's contract, so \
      its adopters are not judged. Opt-in and unmeasured: fourteen open-source apps and a sample \
      app written as MVP-C gave one finding, and it was wrong (2026-12-02: a coordinator's own \
      delegate, adopted by the screen that started it, now left alone); the sample's coordinators \
      adopt every delegate. The 'uikit-mvp' preset enables it.
      """,
    sources: [
      PlaybookReference(
        .uikitMVP, "A coordinator is the only caller of make and the only conformer of ArticleListCoordinatorDelegate")
    ],
    family: .mvp,
    defaultSeverity: .warning,
    isOptIn: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        final class HomeViewController: UIViewController, ↓ArticleListCoordinatorDelegate {
          func articleListDidSelect(_ article: Article) {
            navigationController?.pushViewController(ArticleDetailViewController(article: article), animated: true)
          }
        }
        """,
        otherFiles: [
          "Sources/App/ArticleListContract.swift": """
          protocol ArticleListCoordinatorDelegate: AnyObject {
            func articleListDidSelect(_ article: Article)
          }
          """,
          "Sources/App/ArticleListPresenter.swift": """
          final class ArticleListPresenter {
            private weak var delegate: ArticleListCoordinatorDelegate?
          }
          """,
        ],
        note: "the screen's presenter holds the delegate, as in the seed, and a view controller adopts it"),
      .flagged(
        """
        extension ArticleListPresenter: ↓ArticleListCoordinatorDelegate {
          func articleListDidSelect(_ article: Article) {}
        }
        """,
        otherFiles: [
          "Sources/App/ArticleListContract.swift": "protocol ArticleListCoordinatorDelegate: AnyObject {}"
        ],
        note: "a conformance added in an extension counts the same"),
      .clean(
        """
        @MainActor
        final class ArticleListCoordinator: ArticleListCoordinatorDelegate {
          func articleListDidSelect(_ article: Article) {
            navigationController.pushViewController(ArticleDetailViewController.make(article: article), animated: true)
          }
        }
        """,
        otherFiles: [
          "Sources/App/ArticleListContract.swift": "protocol ArticleListCoordinatorDelegate: AnyObject {}"
        ]),
      .clean(
        """
        final class MainFlow: FlowCoordinator {}
        extension MainFlow: SettingsCoordinatorDelegate {}
        """,
        otherFiles: [
          "Sources/App/Coordinators.swift": """
          protocol FlowCoordinator: AnyObject {}
          protocol SettingsCoordinatorDelegate: AnyObject {}
          """
        ],
        note: "a type conforming to a coordinator protocol is a coordinator, whatever its name"),
      .clean(
        """
        final class AppDelegate: UIResponder, UIApplicationDelegate, AppCoordinatorDelegate {}
        """,
        otherFiles: ["Sources/App/AppCoordinator.swift": "protocol AppCoordinatorDelegate: AnyObject {}"],
        note: "the application delegate owns the root coordinator"),
      .clean(
        """
        extension SearchHistoryViewController: SearchResultsCoordinatorDelegate {
          func searchResultsCoordinatorDidSaveQuery(_ coordinator: SearchResultsCoordinator) { reload() }
        }
        """,
        otherFiles: [
          "Sources/App/SearchResultsCoordinator.swift": """
          protocol SearchResultsCoordinatorDelegate: AnyObject {
            func searchResultsCoordinatorDidSaveQuery(_ coordinator: SearchResultsCoordinator)
          }
          final class SearchResultsCoordinator {
            weak var delegate: SearchResultsCoordinatorDelegate?
          }
          """
        ],
        note: "a coordinator's own delegate, through which it reports to the screen that started it"),
      .clean(
        """
        final class ArticleListCoordinatorDelegateSpy: ArticleListCoordinatorDelegate {}
        final class HomeViewController: UIViewController, SDKCoordinatorDelegate {}
        """,
        otherFiles: [
          "Sources/App/ArticleListContract.swift": "protocol ArticleListCoordinatorDelegate: AnyObject {}"
        ],
        note: "a test double, and a delegate protocol of a library the project does not declare"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.classDecl, .structDecl, .actorDecl, .enumDecl, .extensionDecl]

  /// Supertypes of the object that owns a flow's root coordinator.
  private static let rootOwners: Set<String> = [
    "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate", "App",
  ]

  package func visit(_ node: Syntax) {
    guard let group = node.asDeclGroup, let typeName = group.typeName,
      let clause = group.inheritanceClause, !MVPNaming.isTestDoubleOrPreview(typeName)
    else { return }
    for inherited in clause.inheritedTypes {
      let protocolName = inherited.type.baseTypeName
      guard protocolName.hasSuffix("CoordinatorDelegate"), protocolName.count > "CoordinatorDelegate".count else {
        continue
      }
      let isProjectProtocol = IndexCondition { index in
        let declared = index.types(named: protocolName)
        return !declared.isEmpty && declared.allSatisfy { $0.kind == .protocol }
      }
      let isCoordinatorsOwnDelegate = IndexCondition { index in
        Self.isHeldByCoordinator(protocolName, in: index)
      }
      let isNotCoordinator = IndexCondition { index in
        if index.roles(of: typeName).contains(.coordinator) { return false }
        let supertypes = index.supertypes(of: typeName)
        if !supertypes.isDisjoint(with: Self.rootOwners) { return false }
        return !supertypes.contains { $0 != protocolName && index.roles(of: $0).contains(.coordinator) }
      }
      context.report(
        "only a coordinator should adopt '\(protocolName)'; let '\(typeName)' report the user's choice to its presenter and leave navigation to the coordinator",
        at: inherited.type, when: isProjectProtocol && !isCoordinatorsOwnDelegate && isNotCoordinator)
    }
  }

  /// A coordinator keeps a property of the protocol's type (`weak var delegate:
  /// SearchCoordinatorDelegate?`): the protocol is that coordinator's own delegate, through which
  /// it reports to whoever started it, not the one a screen's contract declares for a coordinator
  /// to adopt. The seed's screens hold their coordinator delegate in the presenter.
  private static func isHeldByCoordinator(_ protocolName: String, in index: ProjectIndex) -> Bool {
    index.declarations.contains { holder, facts in
      facts.contains { $0.propertyTypes.contains(protocolName) } && index.roles(of: holder).contains(.coordinator)
    }
  }
}
