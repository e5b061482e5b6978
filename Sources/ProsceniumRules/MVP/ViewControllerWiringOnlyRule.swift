import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `view_controller_wiring_only`: an MVP screen's view controller wires its view and presenter
/// and forwards lifecycle events; services, repositories, use cases and network calls belong
/// behind the presenter.
package final class ViewControllerWiringOnlyRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "view_controller_wiring_only",
    summary: "keep services, repositories, use cases and network calls out of an MVP view controller",
    rationale: """
      In the MVP screen template the view controller "owns lifecycle, presenter wiring, and \
      navigation triggers only": the presenter takes every dependency through its initialiser as \
      a protocol and holds all presentation logic, so it can be tested with a spy view and a stub \
      repository. A view controller that keeps its own service, repository or use case, or that \
      calls the network, puts logic where no presenter test reaches it and gives the screen two \
      places that load data. The rule looks at view controllers of MVP screens ('XViewController' \
      when the project declares a class 'XPresenter', or a view controller holding a presenter through its \
      contract protocol, '…PresenterProtocol' or '…ViewOutput') and flags \
      a stored property or initialiser parameter whose type is a service, repository or use case \
      (as the index judges roles: by conformance, or by name for a class, actor, protocol or \
      struct with methods), a call through such a type ('ArticleService.shared.load()'), and any \
      use of 'URLSession'. A VIP scene, whose view controller forwards to its own interactor \
      ('GatherInteractorProtocol', 'GatherBusinessLogic'), is another design and is not judged. \
      Test files and previews are exempt. Opt-in and unmeasured: fourteen open-source apps have \
      no MVP screen (one finding, an enum named '…Presenter', wrong and since fixed), and a \
      sample app written as MVP, MVP-C, VIPER and VIP gave 7 findings, all wrong (2026-12-02: \
      its VIP scenes, now left alone). The 'uikit-mvp' preset enables it.
      """,
    sources: [
      PlaybookReference(.uikitMVP, "View Controller owns lifecycle, presenter wiring, and navigation triggers only")
    ],
    family: .mvp,
    defaultSeverity: .warning,
    isOptIn: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        final class ArticleListViewController: UIViewController {
          var presenter: ArticleListPresenterProtocol!
          private let repository: ↓ArticleRepository

          init(repository: ↓ArticleRepository) {
            self.repository = repository
            super.init(nibName: nil, bundle: nil)
          }

          override func viewDidLoad() {
            super.viewDidLoad()
            let request = ↓URLSession.shared.dataTask(with: URL(string: "https://example.com")!)
            request.resume()
          }
        }
        """,
        otherFiles: [
          "Sources/App/ArticleListPresenter.swift": "final class ArticleListPresenter {}",
          "Sources/App/ArticleRepository.swift":
            "protocol ArticleRepository { func latest() async throws -> [Article] }",
        ]),
      .flagged(
        """
        extension ProfileViewController {
          func refresh() {
            ↓ProfileService.shared.reload()
          }
        }
        """,
        otherFiles: [
          "Sources/App/ProfilePresenter.swift": "final class ProfilePresenter {}",
          "Sources/App/ProfileViewController.swift": "final class ProfileViewController: UIViewController {}",
          "Sources/App/ProfileService.swift":
            "final class ProfileService { static let shared = ProfileService(); func reload() {} }",
        ],
        note: "a singleton service called from the view controller"),
      .clean(
        """
        final class ArticleListViewController: UIViewController {
          private let contentView = ArticleListView()
          var presenter: ArticleListPresenterProtocol!

          override func loadView() { view = contentView }

          override func viewDidLoad() {
            super.viewDidLoad()
            presenter.onViewDidLoad()
          }
        }

        extension ArticleListViewController {
          static func make(articles: ArticleRepository, delegate: ArticleListCoordinatorDelegate) -> ArticleListViewController {
            let viewController = ArticleListViewController()
            viewController.presenter = ArticleListPresenter(view: viewController, repository: articles, delegate: delegate)
            return viewController
          }
        }
        """,
        otherFiles: [
          "Sources/App/ArticleListPresenter.swift": "final class ArticleListPresenter {}",
          "Sources/App/ArticleRepository.swift":
            "protocol ArticleRepository { func latest() async throws -> [Article] }",
        ],
        note: "the factory hands the repository to the presenter; the view controller does not keep it"),
      .clean(
        """
        final class SettingsViewController: UIViewController {
          private let service: SettingsService
          init(service: SettingsService) { self.service = service; super.init(nibName: nil, bundle: nil) }
        }
        """,
        otherFiles: ["Sources/App/SettingsService.swift": "final class SettingsService { func load() {} }"],
        note: "a view controller without a presenter is not an MVP screen: MVC is another design"),
      .clean(
        """
        final class GatherViewController: UIViewController {
          var interactor: GatherInteractorProtocol!
          var router: GatherRouterProtocol = GatherRouter()

          override func viewDidLoad() {
            super.viewDidLoad()
            interactor.loadPlayers(request: Gather.Load.Request())
          }
        }
        """,
        otherFiles: [
          "Sources/App/GatherPresenter.swift": "final class GatherPresenter { weak var view: GatherDisplayLogic? }",
          "Sources/App/GatherInteractor.swift": """
          protocol GatherInteractorProtocol: AnyObject { func loadPlayers(request: Gather.Load.Request) }
          final class GatherInteractor: GatherInteractorProtocol {
            func loadPlayers(request: Gather.Load.Request) {}
          }
          """,
        ],
        note: "a VIP scene: the view controller forwards to its own interactor, another design than MVP"),
      .clean(
        """
        final class ScannerViewController: UIViewController {
          init(service: CertificateService, presenter: ScannerPresenter) { super.init(nibName: nil, bundle: nil) }
        }
        """,
        otherFiles: [
          "Sources/App/ScannerPresenter.swift": "enum ScannerPresenter { case home, wallet }",
          "Sources/App/CertificateService.swift": "final class CertificateService { func load() {} }",
        ],
        note: "an enum named '…Presenter' says where the screen was presented from; it is not an MVP presenter"),
      .clean(
        """
        final class Editor {
          private let service: DraftService
          init(service: DraftService) { self.service = service }
        }
        """,
        otherFiles: [
          "Sources/App/Legacy.swift": """
          enum Legacy {
            final class Editor: UIViewController {
              var presenter: EditorPresenterProtocol!
            }
          }
          """,
          "Sources/App/DraftService.swift": "final class DraftService { func save() {} }",
        ],
        note: "a class that inherits from nothing is no view controller, whatever another type of its name is"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [
    .classDecl, .extensionDecl, .structDecl, .enumDecl, .actorDecl, .memberAccessExpr,
  ]

  /// A view controller (or its extension) being read: what its members hold, and the capitalised
  /// names its member block calls through, gathered as the engine's walk passes them.
  /// A class, so that reading one in the walk copies no arrays.
  private final class Screen {
    let typeName: String
    let condition: IndexCondition
    var heldTypes: [(name: String, node: Syntax)] = []
    var bases: [DeclReferenceExprSyntax] = []
    /// The member block's extent: member accesses in its attributes or inheritance clause are not
    /// the type's calls.
    let members: Range<Int>

    init(typeName: String, condition: IndexCondition, members: Range<Int>) {
      self.typeName = typeName
      self.condition = condition
      self.members = members
    }
  }

  /// The type declarations open at the walk's position, innermost last, each with the screen it
  /// gathers for (`nil` for types that are not read). A member access counts for the screens
  /// from the innermost declaration outwards, up to the first class, struct, enum or actor: the
  /// calls of a nested type are not its holder's (an extension, which only a broken file nests,
  /// hides nothing).
  private var openTypes: [(end: Int, screen: Int?, isType: Bool)] = []
  private var screens: [Screen] = []

  package func visit(_ node: Syntax) {
    let kind = node.kind
    // Most files hold no view controller: their member accesses stop here.
    if kind == .memberAccessExpr, screens.isEmpty { return }
    let offset = node.position.utf8Offset
    while let last = openTypes.last, last.end <= offset { openTypes.removeLast() }
    if kind == .memberAccessExpr {
      visitMemberAccess(node, at: offset)
      return
    }
    openTypes.append((node.endPosition.utf8Offset, nil, kind != .extensionDecl))
    guard kind == .classDecl || kind == .extensionDecl else { return }
    guard let group = node.asDeclGroup, let typeName = group.typeName, !node.isInPreview,
      !MVPNaming.isTestDoubleOrPreview(typeName)
    else { return }
    if MVPNaming.screenName(ofViewController: typeName) == nil {
      // A class that inherits from nothing is no view controller (an extension cannot add a
      // superclass): its members are not gathered only to wait on a question answered no.
      guard let declaration = ClassDeclSyntax(node), declaration.inheritanceClause != nil else { return }
    }
    let memberBlock = group.memberBlock
    let screen = Screen(
      typeName: typeName, condition: Self.isMVPViewController(typeName),
      members: memberBlock.position.utf8Offset..<memberBlock.endPosition.utf8Offset)
    for member in memberBlock.members {
      if let variable = VariableDeclSyntax(member.decl), !variable.isComputed, !variable.isStatic {
        for binding in variable.bindings {
          let type = binding.typeAnnotation?.type
          let constructed = binding.initializer?.value.constructedTypeName
          guard let name = type?.baseTypeName ?? constructed else { continue }
          screen.heldTypes.append((name, type.map(Syntax.init) ?? Syntax(binding)))
        }
      } else if let initializer = InitializerDeclSyntax(member.decl) {
        for parameter in initializer.signature.parameterClause.parameters {
          screen.heldTypes.append((parameter.type.baseTypeName, Syntax(parameter.type)))
        }
      }
    }
    openTypes[openTypes.count - 1].screen = screens.count
    screens.append(screen)
  }

  private func visitMemberAccess(_ node: Syntax, at offset: Int) {
    var base: DeclReferenceExprSyntax??
    var position = openTypes.count
    while position > 0 {
      position -= 1
      let open = openTypes[position]
      if let index = open.screen, case let screen = screens[index], screen.members.contains(offset) {
        if base == nil {
          base = MemberAccessExprSyntax(node)?.base.flatMap({ DeclReferenceExprSyntax($0) }).flatMap {
            $0.baseName.text.startsUppercase && $0.argumentNames == nil ? $0 : nil
          }
        }
        if let found = base ?? nil { screen.bases.append(found) }
      }
      if open.isType { return }
    }
  }

  /// Reports in the order the screens were met, each one's held types before its calls.
  package func finish() {
    for screen in screens {
      let typeName = screen.typeName
      for (name, node) in screen.heldTypes {
        reportDependency(name, at: node, holder: typeName, screen: screen.condition)
      }
      for base in screen.bases {
        let name = base.baseName.text
        if name == "URLSession" {
          context.report(
            "don't call the network from '\(typeName)'; let the presenter load through an injected repository",
            at: base.parent.flatMap { MemberAccessExprSyntax($0) }.map(Syntax.init) ?? Syntax(base),
            when: screen.condition)
        } else {
          context.report(
            "don't call '\(name)' from '\(typeName)'; the presenter talks to services, the view controller wires and forwards",
            at: base, when: screen.condition && Self.isDependency(name))
        }
      }
    }
  }

  private func reportDependency(_ name: String, at node: Syntax, holder: String, screen: IndexCondition) {
    guard name.startsUppercase else { return }
    context.report(
      "move '\(name)' out of '\(holder)' into its presenter; the view controller wires its view and presenter only",
      at: node, when: screen && Self.isDependency(name))
  }

  /// A service, repository or use case that is not also the screen's presenter.
  private static func isDependency(_ name: String) -> IndexCondition {
    IndexCondition { index in
      let roles = index.roles(of: name)
      return !roles.isDisjoint(with: .dependencies) && !roles.contains(.presenter)
        && !roles.contains(.coordinator)
    }
  }

  /// `XViewController` when the project declares `XPresenter`, or a view controller holding a
  /// presenter through its contract protocol (`ArticleListPresenterProtocol`). A class that merely
  /// presents alerts or popovers (`NoticePresenter`) does not make its holder an MVP screen.
  private static func isMVPViewController(_ name: String) -> IndexCondition {
    let screen = MVPNaming.screenName(ofViewController: name)
    return IndexCondition { index in
      guard index.roles(of: name).contains(.viewController) else { return false }
      if let screen, isVIPScene(name, screen: screen, in: index) { return false }
      // A presenter object: an enum or struct of that name says how the screen was presented.
      if let screen, index.types(named: screen + "Presenter").contains(where: { [.class, .actor].contains($0.kind) }) {
        return true
      }
      return (index.declarations[name] ?? []).contains { facts in
        facts.propertyTypes.contains { type in
          let names = [type] + index.supertypes(of: type)
          return names.contains { candidate in contractSuffixes.contains { candidate.hasSuffix($0) } }
        }
      }
    }
  }

  private static let contractSuffixes = ["PresenterProtocol", "PresenterInput", "PresenterType", "ViewOutput"]

  /// A VIP (Clean Swift) scene: the view controller sends its events to its own interactor
  /// ('GatherInteractorProtocol', 'GatherBusinessLogic'), whose presenter only formats results
  /// for display. That is another design than seed 004's, where the view controller forwards to
  /// the presenter and the presenter calls the use cases, so the interactor is not a dependency
  /// held around the presenter.
  private static func isVIPScene(_ name: String, screen: String, in index: ProjectIndex) -> Bool {
    (index.declarations[name] ?? []).contains { facts in
      facts.propertyTypes.contains { type in
        type.hasPrefix(screen + "Interactor") || type == screen + "BusinessLogic"
      }
    }
  }
}
