import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `view_model_final`: a view model or presenter that nothing subclasses is declared `final`.
package final class ViewModelFinalRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "view_model_final",
    summary: "view models and presenters that are not subclassed are 'final'",
    rationale: """
      Seed 001 declares view models '@MainActor @Observable final class' and seed 004's presenter \
      is '@MainActor final'. 'final' states that the class is a leaf: the compiler can dispatch \
      its methods statically, and readers know no subclass overrides its behaviour. Classes that \
      the project does subclass (a 'BaseViewModel', say) and 'open' classes are exempt; the \
      project index decides whether a subclass exists in any file, including tests.
      """,
    sources: [
      PlaybookReference(.observableRouter, "@MainActor @Observable final class"),
      PlaybookReference(.uikitMVP, "Presenter is @MainActor final"),
    ],
    family: .viewModels,
    defaultSeverity: .warning,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        @MainActor
        @Observable
        ↓class ProfileViewModel {
          var user: User?
        }
        """,
        fixed: """
          @MainActor
          @Observable
          final class ProfileViewModel {
            var user: User?
          }
          """),
      .flagged(
        """
        @MainActor
        public ↓class ArticleListPresenter: ArticleListPresenterProtocol {
          weak var view: ArticleListViewProtocol?
        }
        """,
        fixed: """
          @MainActor
          public final class ArticleListPresenter: ArticleListPresenterProtocol {
            weak var view: ArticleListViewProtocol?
          }
          """),
      .clean(
        """
        fileprivate class PreviewViewModel: RawEventViewModel {
          override func load() {}
        }
        """,
        note: "a preview's stand-in is no screen's view model"),
      .clean(
        """
        class BaseFormViewModel: ObservableObject {
          @Published var title = ""
          func submit() {}
        }
        """,
        note: "exemption 'named as a base class': a 'Base…' class is meant to be subclassed"),
      .clean(
        """
        @MainActor
        @Observable
        final class UserProfileViewModel {}
        """),
      .clean(
        """
        @MainActor
        class PagedViewModel: ObservableObject {}
        """,
        otherFiles: [
          "Sources/App/ContentListViewModel.swift": "final class ContentListViewModel: PagedViewModel {}"
        ], note: "subclassed in another file"),
      .clean(
        """
        @MainActor
        open class BaseViewModel: ObservableObject {}
        """),
      .clean(
        """
        class ImageLoader {
          func load() {}
        }
        """, note: "not a view model or presenter"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.classDecl]

  package func visit(_ node: Syntax) {
    guard let decl = ClassDeclSyntax(node), decl.couldBePresentationLogic else { return }
    guard !decl.modifiers.contains("final"), !decl.modifiers.contains("open") else { return }
    let name = decl.name.text
    // Exemption "named as a base class": 'BaseHeaderFooterViewModel' says it is meant to be extended.
    guard !MVPNaming.isBaseClassName(name) else { return }
    let keyword = decl.classKeyword
    let fix = Fix(
      summary: "declare '\(name)' 'final'",
      edits: [
        TextEdit(
          start: keyword.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: keyword.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: "final ")
      ])
    context.report(
      "declare '\(name)' 'final': nothing in the project subclasses it", at: keyword, fix: fix,
      when: .isPresentationLogic(name) && IndexCondition { !$0.hasSubtypes(name) })
  }
}
