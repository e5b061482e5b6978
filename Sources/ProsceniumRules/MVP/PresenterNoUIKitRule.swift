import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `presenter_no_uikit`: a presenter file imports no UI framework, so the presenter's logic stays
/// testable without UIKit and cannot reach into views.
package final class PresenterNoUIKitRule: SyntaxRule<PresenterNoUIKitRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// The modules a presenter file must not import.
    package var modules: [String] = ["UIKit"]

    package init() {}

    package static var fields: [OptionField<Options>] {
      [.stringList("modules", \.modules, "modules a file that declares a presenter must not import")]
    }
  }

  package static let description = RuleDescription(
    id: "presenter_no_uikit",
    summary: "a file that declares a presenter must not import 'UIKit'",
    rationale: """
      In the MVP screen template the presenter holds all presentation logic and state and talks to \
      its view only through the contract's view protocol; it has no 'import UIKit'. Without UIKit \
      the presenter cannot touch views, colours or fonts, it stays a plain @MainActor class that \
      unit tests drive with a spy view, and UIKit stays in the view and the view controller. The \
      rule reports the import; it offers no fix, because removing an import may break code that \
      still uses UIKit types, and those uses are what should move out of the presenter. A file \
      that also declares a view controller or a UIKit view is left alone (the import is theirs). \
      The 'modules' option adds other modules (for example 'SwiftUI'). Only MVP presenters count: \
      a class that adopts a presenter protocol or holds a view protocol, or whose screen has a \
      view protocol or view controller in the project — not an object that presents toasts.
      """,
    sources: [
      PlaybookReference(.uikitMVP, "ArticleListPresenter.swift — all presentation logic and state; no `import UIKit`")
    ],
    family: .mvp,
    defaultSeverity: .warning,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        ↓import UIKit

        @MainActor
        final class ArticleListPresenter: ArticleListPresenterProtocol {
          private weak var view: ArticleListViewProtocol?
        }
        """,
        path: "Sources/App/ArticleList/ArticleListPresenter.swift"),
      .flagged(
        """
        import Foundation
        ↓import SwiftUI

        final class ProfilePresenter: ProfilePresenterProtocol {}
        """,
        options: #"{"modules": ["UIKit", "SwiftUI"]}"#,
        note: "the 'modules' option forbids further frameworks"),
      .clean(
        """
        import Foundation

        @MainActor
        final class ArticleListPresenter: ArticleListPresenterProtocol {
          private weak var view: ArticleListViewProtocol?
          private let repository: ArticleRepository

          init(view: ArticleListViewProtocol, repository: ArticleRepository) {
            self.view = view
            self.repository = repository
          }
        }
        """,
        path: "Sources/App/ArticleList/ArticleListPresenter.swift"),
      .clean(
        """
        import UIKit

        final class ArticleListViewController: UIViewController {
          private var presenter: ArticleListPresenterProtocol?
        }
        """,
        note: "a view controller file needs UIKit; it only mentions the presenter protocol"),
      .clean(
        """
        import UIKit

        final class SettingsViewController: UIViewController {}

        final class SettingsPresenter {}
        """,
        note: "a file that also declares a view controller keeps its import: the file layout is another rule's business"
      ),
      .clean(
        """
        import UIKit

        final class ToastPresenter {
          func show(_ message: String, on viewController: UIViewController) {}
        }
        """,
        note: "an object that presents toasts or alerts is not an MVP presenter"),
      .clean(
        """
        import UIKit

        final class PopoverPresenter {
          private var popoverController: PopoverViewController?
          private let containerViewController: UIViewController

          init(containerViewController: UIViewController) {
            self.containerViewController = containerViewController
          }
        }
        """,
        otherFiles: [
          "Sources/App/PopoverViewController.swift": "final class PopoverViewController: UIViewController {}"
        ],
        note: "it holds the view controllers it presents from: a UIKit helper, not the presenter of a 'Popover' screen"),
      .clean(
        """
        import UIKit
        @testable import App

        final class ArticleListPresenterTests: XCTestCase {}
        """,
        path: "Tests/AppTests/ArticleListPresenterTests.swift"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.importDecl, .classDecl]

  private lazy var modules: Set<String> = Set(options.modules)
  private var forbiddenImports: [(node: ImportDeclSyntax, module: String)] = []
  private var presenterName: String?
  private var presenterHasLocalEvidence = false
  private var screenEvidence: [IndexCondition] = []
  private var declaresUIKitType = false

  package func visit(_ node: Syntax) {
    if let importDecl = ImportDeclSyntax(node) {
      if let module = importDecl.path.first?.name.text, modules.contains(module) {
        forbiddenImports.append((importDecl, module))
      }
      return
    }
    guard let classDecl = ClassDeclSyntax(node) else { return }
    if MVPNaming.isPresenter(classDecl) {
      if presenterName == nil { presenterName = classDecl.name.text }
      if MVPNaming.hasLocalMVPEvidence(classDecl) {
        presenterHasLocalEvidence = true
        screenEvidence.append(MVPNaming.screenEvidence(presenter: classDecl.name.text))
      } else if !MVPNaming.presentsFromGivenViewController(classDecl) {
        screenEvidence.append(MVPNaming.screenEvidence(presenter: classDecl.name.text))
      }
    } else if Self.isUIKitClass(classDecl) {
      declaresUIKitType = true
    }
  }

  package func finish() {
    guard let presenterName, !declaresUIKitType else { return }
    let evidence = screenEvidence
    let isMVP: IndexCondition? =
      presenterHasLocalEvidence ? nil : IndexCondition { index in evidence.contains { $0.holds(in: index) } }
    for (node, module) in forbiddenImports {
      context.report(
        "remove 'import \(module)' from the file of presenter '\(presenterName)': keep \(module) types in the view and view controller",
        at: node, when: isMVP)
    }
  }

  /// A view controller or UIKit view: named so, or inheriting from a `UI…` class.
  private static func isUIKitClass(_ decl: ClassDeclSyntax) -> Bool {
    let name = decl.name.text
    if name.hasSuffix("ViewController") || name.hasSuffix("Cell") { return true }
    return decl.inheritanceClause.typeNames.contains {
      $0.hasPrefix("UI") && $0.dropFirst(2).startsUppercase
    }
  }
}
