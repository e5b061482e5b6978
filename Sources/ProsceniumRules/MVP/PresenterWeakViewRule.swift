import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `presenter_weak_view`: a presenter holds its view weakly; the view controller owns the
/// presenter, so a strong reference back is a retain cycle that leaks the whole screen.
package final class PresenterWeakViewRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "presenter_weak_view",
    summary: "a presenter must hold its view 'weak'",
    rationale: """
      In the MVP screen template the view controller owns its presenter, and the presenter talks \
      back to the view controller through the contract's view protocol. If the presenter holds that \
      reference strongly, the two keep each other alive and the screen, with everything it holds, \
      leaks every time it is dismissed. The seed's presenter "holds the view weak". The rule looks \
      at stored properties of a presenter (a class named '…Presenter' or adopting a \
      '…PresenterProtocol') whose type is the screen's view protocol ('…ViewProtocol', \
      '…Displaying', or a class or protocol named '…View') or that are named 'view'. 'weak' and \
      'unowned' references pass, and so does Proscenium's 'WeakView' holder (or a '@Weak' / \
      '@WeakView' property wrapper). The fix inserts 'weak' when the property is an optional \
      'var'; a 'let' or a non-optional type needs a hand edit, and the view protocol must be \
      class-bound ('AnyObject').
      """,
    sources: [
      PlaybookReference(.uikitMVP, "Presenter is @MainActor final, holds the view weak")
    ],
    family: .mvp,
    defaultSeverity: .warning,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        @MainActor
        final class ArticleListPresenter: ArticleListPresenterProtocol {
          private var ↓view: ArticleListViewProtocol?
        }
        """,
        fixed: """
          @MainActor
          final class ArticleListPresenter: ArticleListPresenterProtocol {
            private weak var view: ArticleListViewProtocol?
          }
          """),
      .flagged(
        """
        final class ProfilePresenter {
          let ↓display: ProfileDisplaying

          init(display: ProfileDisplaying) {
            self.display = display
          }
        }
        """,
        note: "a 'let' cannot simply become 'weak': no fix, the reference must become an optional 'weak var'"),
      .flagged(
        """
        final class CartPresenter {
          var ↓view: CartView!
        }
        """,
        otherFiles: [
          "Sources/App/CartView.swift": "protocol CartView: AnyObject {}",
          "Sources/App/CartViewController.swift": "final class CartViewController: UIViewController, CartView {}",
        ],
        note: "a view protocol named '…View' counts once the project shows it is not a struct and the screen is MVP"),
      .clean(
        """
        final class BannerPresenter {
          private var view: UIView?
          func show(on view: UIView) { self.view = view }
        }
        """,
        note: "an object that presents banners, with no view protocol or screen, is not an MVP presenter"),
      .clean(
        """
        @MainActor
        final class ArticleListPresenter: ArticleListPresenterProtocol {
          private weak var view: ArticleListViewProtocol?
          private let repository: ArticleRepository
        }
        """),
      .clean(
        """
        final class SearchPresenter {
          unowned let view: SearchViewProtocol
          @WeakView var secondary: SearchViewProtocol?
          private let holder: WeakView<SearchViewProtocol>
        }
        """,
        note: "'unowned', the 'WeakView' holder and a '@WeakView' wrapper do not retain the view"),
      .clean(
        """
        final class BadgePresenter {
          let view: BadgeView
        }
        """,
        otherFiles: ["Sources/App/BadgeView.swift": "struct BadgeView { let count: Int }"],
        note: "a struct cannot be held weakly and makes no cycle"),
      .clean(
        """
        final class ArticleListViewController: UIViewController {
          private var presenter: ArticleListPresenterProtocol?
          private let contentView: ArticleListView
        }
        """,
        note: "the view controller owns its presenter and view strongly, as it should"),
      .clean(
        """
        final class ArticleListPresenter {
          func attach() {
            let view: ArticleListViewProtocol? = nil
            _ = view
          }
          var viewTitle: String { "Articles" }
        }
        """,
        note: "locals and computed properties are not stored references"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.variableDecl]

  /// The last class whose members were looked at, and whether it is a presenter: a class's
  /// properties arrive one after another, so its inheritance clause is read once.
  private var lastOwner: (id: SyntaxIdentifier, isPresenter: Bool)?

  private func isPresenter(_ owner: ClassDeclSyntax) -> Bool {
    if let lastOwner, lastOwner.id == owner.id { return lastOwner.isPresenter }
    let result = MVPNaming.isPresenter(owner)
    lastOwner = (owner.id, result)
    return result
  }

  package func visit(_ node: Syntax) {
    guard let variable = VariableDeclSyntax(node),
      let owner = variable.memberOwner.flatMap({ ClassDeclSyntax($0) }), isPresenter(owner),
      !variable.isStatic, !variable.modifiers.contains("weak"), !variable.modifiers.contains("unowned"),
      !variable.isComputed
    else { return }
    let attributes = variable.attributes.names
    if attributes.contains("Weak") || attributes.contains("WeakView") { return }
    let evidence =
      MVPNaming.hasLocalMVPEvidence(owner)
      ? IndexCondition { _ in true } : MVPNaming.screenEvidence(presenter: owner.name.text)
    for binding in variable.bindings {
      guard let name = IdentifierPatternSyntax(binding.pattern)?.identifier.text else { continue }
      let type = binding.typeAnnotation?.type
      let typeName = type?.baseTypeName ?? ""
      if typeName == "WeakView" || typeName == "Weak" { continue }
      let kind = Self.viewReferenceKind(name: name, typeName: typeName)
      guard kind != .none else { continue }
      let isOptional = type?.is(OptionalTypeSyntax.self) == true
      var fix: Fix?
      if variable.bindingSpecifier.tokenKind == .keyword(.var), isOptional, variable.bindings.count == 1 {
        fix = Fix(
          summary: "make '\(name)' a 'weak var'",
          edits: [.insert("weak ", at: variable.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset)])
      }
      let typeText = typeName.isEmpty ? "" : ": \(typeName)?"
      let message =
        "hold the view weakly ('weak var \(name)\(typeText)'): the view controller owns presenter '\(owner.name.text)', so a strong reference back leaks the screen"
      switch kind {
      case .certain:
        context.report(message, at: binding.pattern, fix: fix)
      case .needsClassType:
        // `…View` may name a SwiftUI struct; only a class or protocol can make a cycle.
        let condition = IndexCondition { index in
          !index.types(named: typeName).contains { $0.kind == .struct || $0.kind == .enum }
            && !index.types(named: typeName).isEmpty
        }
        context.report(message, at: binding.pattern, fix: fix, when: condition && evidence)
      case .needsEvidence:
        context.report(message, at: binding.pattern, fix: fix, when: evidence)
      case .none:
        continue
      }
    }
  }

  private enum ViewReferenceKind {
    /// Not a view reference; typed as a view protocol; named `…View` (may be a struct); a
    /// UIKit view named `view`, which only an MVP presenter must not retain.
    case none, certain, needsClassType, needsEvidence
  }

  private static func viewReferenceKind(name: String, typeName: String) -> ViewReferenceKind {
    for suffix in MVPNaming.viewProtocolSuffixes where typeName.hasSuffix(suffix) {
      return .certain
    }
    if typeName.hasSuffix("View") && typeName.startsUppercase && !typeName.hasPrefix("UI") {
      return .needsClassType
    }
    if name == "view" && !typeName.isEmpty && typeName.startsUppercase {
      return typeName.hasPrefix("UI") ? .needsEvidence : .needsClassType
    }
    return .none
  }
}
