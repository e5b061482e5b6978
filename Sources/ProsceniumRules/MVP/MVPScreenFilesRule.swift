import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `mvp_screen_files`: an MVP screen comes as the template's five files — contract, view, view
/// controller, presenter and presenter tests — so every screen reads the same way.
package final class MVPScreenFilesRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "mvp_screen_files",
    summary: "an MVP screen must have its contract, view, view controller, presenter file and presenter tests",
    rationale: """
      The UIKit MVP template builds every screen from the same parts: 'XContract.swift' (the view, \
      presenter and coordinator protocols), 'XView.swift' (a UIView that owns layout), \
      'XViewController.swift' (lifecycle and wiring), 'XPresenter.swift' (all presentation logic) \
      and 'XPresenterTests.swift'. When each screen has the same parts a reader knows where to look, \
      and a missing piece is usually a symptom: no view means layout lives in the view controller, \
      no contract means the presenter knows a concrete view controller, no tests means the logic \
      moved to where it cannot be tested. For each presenter 'XPresenter' the rule checks the \
      project for 'XViewProtocol' or 'XPresenterProtocol' declared in a '…Contract.swift' file, \
      types named 'XView' and 'XViewController', that the presenter lives in 'XPresenter.swift', \
      and that a test file mentions 'XPresenter'; the finding lists what is missing. A presenter \
      counts when it adopts a presenter protocol, holds a view protocol, or its view protocol or \
      view controller exists — not an object that presents toasts. The rule is \
      opt-in: the 'uikit-mvp' preset enables it.
      """,
    sources: [
      PlaybookReference(
        .uikitMVP,
        "four-file MVP convention — Contract, View, View Controller, Presenter — plus a complete presenter test file")
    ],
    family: .mvp,
    defaultSeverity: .warning,
    isOptIn: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        @MainActor
        final class ↓ArticleListPresenter: ArticleListPresenterProtocol {
          private weak var view: ArticleListViewProtocol?
        }
        """,
        path: "Sources/App/ArticleList/ArticleListPresenter.swift",
        otherFiles: [
          "Sources/App/ArticleList/ArticleListContract.swift": """
          protocol ArticleListViewProtocol: AnyObject {}
          protocol ArticleListPresenterProtocol: AnyObject {}
          """,
          "Sources/App/ArticleList/ArticleListViewController.swift": """
          final class ArticleListViewController: UIViewController, ArticleListViewProtocol {}
          """,
        ],
        note: "no 'ArticleListView' and no test mentions the presenter"),
      .flagged(
        """
        final class ↓ProfilePresenter {}

        final class ProfileViewController: UIViewController {}
        """,
        path: "Sources/App/Profile/ProfileScreen.swift"),
      .clean(
        """
        @MainActor
        final class ArticleListPresenter: ArticleListPresenterProtocol {
          private weak var view: ArticleListViewProtocol?
        }
        """,
        path: "Sources/App/ArticleList/ArticleListPresenter.swift",
        otherFiles: [
          "Sources/App/ArticleList/ArticleListContract.swift": """
          protocol ArticleListViewProtocol: AnyObject {}
          protocol ArticleListPresenterProtocol: AnyObject {}
          protocol ArticleListCoordinatorDelegate: AnyObject {}
          """,
          "Sources/App/ArticleList/ArticleListView.swift": "final class ArticleListView: UIView {}",
          "Sources/App/ArticleList/ArticleListViewController.swift": """
          final class ArticleListViewController: UIViewController, ArticleListViewProtocol {}
          """,
          "Tests/AppTests/ArticleListPresenterTests.swift": """
          final class ArticleListPresenterTests: XCTestCase {
            func testLoadsOnViewDidLoad() {
              let presenter = ArticleListPresenter(view: spy, repository: stub)
            }
          }
          """,
        ]),
      .clean(
        """
        final class ArticleListPresenterSpy: ArticleListPresenterProtocol {}
        """,
        path: "Tests/AppTests/ArticleListPresenterSpy.swift"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.classDecl]

  package func visit(_ node: Syntax) {
    guard let decl = ClassDeclSyntax(node) else { return }
    let presenter = decl.name.text
    guard let screen = MVPNaming.screenName(ofPresenter: presenter), !MVPNaming.isTestDoubleOrPreview(presenter),
      !MVPNaming.isBaseClassName(presenter), !decl.modifiers.contains("open"), decl.memberOwner == nil
    else { return }

    let inOwnFile = context.path.fileName == "\(presenter).swift"
    let contractProtocols = ["\(screen)ViewProtocol", "\(screen)PresenterProtocol"]
    let parts = [
      IndexDependentPart(
        label: "'\(screen)Contract.swift' declaring '\(screen)ViewProtocol'",
        isMissing: IndexCondition { index in
          !contractProtocols.contains { name in
            index.types(named: name).contains { $0.path.fileName.hasSuffix("Contract.swift") }
          }
        }),
      IndexDependentPart(
        label: "'\(screen)View'", isMissing: IndexCondition { $0.types(named: "\(screen)View").isEmpty }),
      IndexDependentPart(
        label: "'\(screen)ViewController'",
        isMissing: IndexCondition { $0.types(named: "\(screen)ViewController").isEmpty }),
      IndexDependentPart(label: "its own file '\(presenter).swift'", isMissing: IndexCondition { _ in !inOwnFile }),
      IndexDependentPart(
        label: "a test that mentions '\(presenter)'",
        isMissing: IndexCondition { $0.testFiles(mentioning: presenter).isEmpty }),
    ]
    let isMVP =
      MVPNaming.hasLocalMVPEvidence(decl)
      ? IndexCondition { _ in true } : MVPNaming.screenEvidence(presenter: presenter)
    let always = isMVP && IndexCondition { !$0.hasSubtypes(presenter) }
    context.reportMissingParts(parts, at: decl.name, always: always) {
      missing in
      "the MVP screen '\(screen)' lacks \(missing.naturalList): give it the template's contract, view, view controller, presenter and presenter tests"
    }
  }
}
