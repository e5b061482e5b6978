import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `presenter_main_actor_final`: a presenter is a `@MainActor final class`, so every call into
/// its view is on the main actor and nobody overrides its logic.
package final class PresenterMainActorFinalRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "presenter_main_actor_final",
    summary: "a presenter class must be '@MainActor final'",
    rationale: """
      The MVP screen template's presenter is '@MainActor final'. '@MainActor' makes every call the \
      presenter makes into its view (reloadList(), showLoading()) run on the main actor, checked by \
      the compiler instead of by 'DispatchQueue.main' calls sprinkled through the logic; 'final' \
      says the presentation logic is not a base for subclasses and lets the compiler call it \
      directly. Main-actor isolation inherited from a '@MainActor' superclass or protocol declared \
      in the project (such as the host app's 'PresenterProtocol') counts, and so does an \
      explicit 'nonisolated' or 'open' design: an 'open' presenter, a 'Base…' presenter or one the \
      project subclasses is not asked to be final. Only MVP presenters count (a class adopting a \
      presenter protocol or holding a view protocol, or whose screen has a view protocol or view \
      controller), not objects that present alerts or toasts. The fix adds 'final' when that is all that is \
      missing; adding '@MainActor' can move work between actors and is left to you.
      """,
    sources: [
      PlaybookReference(.uikitMVP, "Presenter is @MainActor final"),
      PlaybookReference(.observableRouter, "@MainActor @Observable final class view models"),
    ],
    family: .mvp,
    defaultSeverity: .warning,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        final class ↓ArticleListPresenter: ArticleListPresenterProtocol {
          private weak var view: ArticleListViewProtocol?
        }
        """),
      .flagged(
        """
        @MainActor
        class ↓ProfilePresenter: ProfilePresenterProtocol {
          func onViewDidLoad() {}
        }
        """,
        fixed: """
          @MainActor
          final class ProfilePresenter: ProfilePresenterProtocol {
            func onViewDidLoad() {}
          }
          """),
      .flagged(
        """
        class ↓SearchPresenter: SearchPresenterProtocol {}
        """),
      .clean(
        """
        @MainActor
        final class ArticleListPresenter: ArticleListPresenterProtocol {
          private weak var view: ArticleListViewProtocol?
        }
        """),
      .clean(
        """
        final class ArticleListPresenter: ArticleListPresenterProtocol {}
        """,
        otherFiles: [
          "Sources/App/ArticleListContract.swift": """
          @MainActor protocol PresenterProtocol: AnyObject {}
          protocol ArticleListPresenterProtocol: PresenterProtocol {}
          """
        ],
        note: "isolation inherited from a @MainActor protocol in the project counts"),
      .clean(
        """
        @MainActor
        class ListPresenter {}

        final class ArticleListPresenter: ListPresenter {}
        """,
        note: "a presenter the project subclasses need not be final; the subclass inherits @MainActor"),
      .clean(
        """
        @MainActor
        open class BasePresenter {}
        """),
      .clean(
        """
        final class ToastPresenter: ObservableObject {
          @Published var toast: Toast?
        }
        """,
        note: "an object that presents toasts, with no view protocol or screen, is not an MVP presenter"),
      .clean(
        """
        final class PopoverPresenter {
          private var popoverController: PopoverViewController?
          private let containerViewController: UIViewController

          init(containerViewController: UIViewController) {
            self.containerViewController = containerViewController
          }
        }

        final class PopoverViewController: UIViewController {}
        """,
        note: "it holds the view controllers it presents from: a UIKit helper, not the presenter of a 'Popover' screen"),
      .clean(
        """
        final class ArticleListPresenterSpy: ArticleListPresenterProtocol {}
        """,
        path: "Tests/AppTests/Spies.swift"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.classDecl]

  package func visit(_ node: Syntax) {
    guard let decl = ClassDeclSyntax(node), MVPNaming.isPresenter(decl) else { return }
    let name = decl.name.text
    guard !MVPNaming.isTestDoubleOrPreview(name) else { return }
    let isOpen = decl.modifiers.contains("open") || MVPNaming.isBaseClassName(name)
    let missesFinal = !decl.modifiers.contains("final") && !isOpen
    let missesMainActor =
      !decl.attributes.contains(named: "MainActor") && !decl.modifiers.contains("nonisolated")
    guard missesFinal || missesMainActor else { return }

    let supertypes = decl.inheritanceClause.typeNames
    let inheritsMainActor = IndexCondition { index in
      var names = Set(supertypes)
      for supertype in supertypes { names.formUnion(index.supertypes(of: supertype)) }
      return names.contains { index.types(named: $0).contains { $0.attributes.contains("MainActor") } }
    }
    let subclassed = IndexCondition { $0.hasSubtypes(name) }
    let isMVP: IndexCondition
    if MVPNaming.hasLocalMVPEvidence(decl) {
      isMVP = IndexCondition { _ in true }
    } else if MVPNaming.presentsFromGivenViewController(decl) {
      return
    } else {
      isMVP = MVPNaming.screenEvidence(presenter: name)
    }
    let finalFix = Fix(
      summary: "make '\(name)' final",
      edits: [.insert("final ", at: decl.classKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)])

    switch (missesMainActor, missesFinal) {
    case (true, true):
      context.report(
        "make presenter '\(name)' '@MainActor final'", at: decl.name, when: isMVP && !inheritsMainActor && !subclassed)
      context.report(
        "make presenter '\(name)' '@MainActor' so its view updates run on the main actor", at: decl.name,
        when: isMVP && !inheritsMainActor && subclassed)
      context.report(
        "make presenter '\(name)' 'final': its presentation logic is not meant to be overridden", at: decl.name,
        fix: finalFix, when: isMVP && inheritsMainActor && !subclassed)
    case (true, false):
      context.report(
        "make presenter '\(name)' '@MainActor' so its view updates run on the main actor", at: decl.name,
        when: isMVP && !inheritsMainActor)
    case (false, true):
      context.report(
        "make presenter '\(name)' 'final': its presentation logic is not meant to be overridden", at: decl.name,
        fix: finalFix, when: isMVP && !subclassed)
    case (false, false):
      return
    }
  }
}
