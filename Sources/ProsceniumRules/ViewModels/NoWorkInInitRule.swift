import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `no_work_in_init`: a view model's or presenter's initialiser only stores its dependencies;
/// loading starts from an explicit entry point such as `onAppear()` or `onViewDidLoad()`.
public final class NoWorkInInitRule: Rule {
  public static let description = RuleDescription(
    id: "no_work_in_init",
    summary: "view-model and presenter initialisers start no tasks, loads or network requests",
    rationale: """
      Seed 004's presenter "does no work in init — loading starts from the explicit \
      onViewDidLoad() entry point". Work started in 'init' runs whenever the object is created: \
      SwiftUI may create a view model several times, previews and tests trigger real requests, \
      and errors surface before any view can show them. The rule reports, in initialisers of \
      view models and presenters, 'Task { … }' and 'Task.detached', calls to the object's own \
      'load…', 'fetch…', 'refresh…' and 'reload…' methods, and 'URLSession' requests (seed 002's \
      'CharacterViewModel' downloads its image this way). Closures stored for later \
      (Combine 'sink', callbacks) are not work, and synchronous reads such as 'UserDefaults' or \
      'FileManager' lookups are allowed.
      """,
    sources: [
      PlaybookReference(.uikitMVP, "does no work in init"),
      PlaybookReference(.cleanLayers, "CharacterViewModel starts a URLSession Task in init"),
    ],
    family: .viewModels,
    defaultSeverity: .warning,
    examples: [
      .flagged(
        """
        @MainActor
        final class CharacterViewModel: ObservableObject {
          @Published private(set) var uiImage: UIImage?

          public init(id: Int, name: String, species: String, image: String) {
            self.id = id
            ↓Task {
              do {
                let (data, _) = try await URLSession.shared.data(from: URL(string: image)!)
                uiImage = UIImage(data: data)
              } catch {
                print(error.localizedDescription)
              }
            }
          }
        }
        """, note: "seed 002's image-loading view model"),
      .flagged(
        """
        @MainActor
        final class ArticleListPresenter {
          private weak var view: ArticleListViewProtocol?

          init(repository: ArticleRepository) {
            self.repository = repository
            ↓loadArticles()
            self.↓fetchSettings()
            ↓URLSession.shared.dataTask(with: url).resume()
          }
        }
        """),
      .clean(
        """
        @MainActor
        final class ArticleListPresenter: ArticleListPresenterProtocol {
          private let repository: ArticleRepository

          init(repository: ArticleRepository) {
            self.repository = repository
          }

          func onViewDidLoad() {
            Task { await loadArticles(refresh: false) }
          }
        }
        """),
      .clean(
        """
        @MainActor
        final class SearchViewModel: ObservableObject {
          @Published var query = ""
          private let defaults: UserDefaults

          init(defaults: UserDefaults = .standard) {
            self.defaults = defaults
            query = defaults.string(forKey: "lastQuery") ?? ""
            $query
              .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
              .sink { [weak self] in self?.loadResults(for: $0) }
              .store(in: &cancellables)
          }
        }
        """, note: "a subscription's closure runs later; a defaults read is not I/O work"),
      .clean(
        """
        final class ImageDownloader {
          init(url: URL) {
            Task { try await URLSession.shared.data(from: url) }
          }
        }
        """, note: "not a view model or presenter"),
    ])

  public static let visitedKinds: Set<SyntaxKind> = [.initializerDecl]

  private let context: RuleContext

  public init(options: NoOptions, context: RuleContext) {
    self.context = context
  }

  public func visit(_ node: Syntax) {
    guard !context.isTestFile, let initializer = InitializerDeclSyntax(node), let body = initializer.body,
      let owner = initializer.enclosingTypeName
    else { return }
    for work in InitWorkFinder.work(in: body) {
      context.report(work.message, at: work.node, when: .isPresentationLogic(owner))
    }
  }
}

/// Finds work started directly in an initialiser body, without entering closures or nested
/// functions (they run later, if at all).
private final class InitWorkFinder: SyntaxVisitor {
  struct Work {
    var node: Syntax
    var message: String
  }

  private var found: [Work] = []

  static func work(in body: CodeBlockSyntax) -> [Work] {
    let finder = InitWorkFinder(viewMode: .sourceAccurate)
    finder.walk(body)
    return finder.found
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let called = node.calledExpression
    if let reference = DeclReferenceExprSyntax(called) {
      let name = reference.baseName.text
      if name == "Task" {
        found.append(Work(node: Syntax(reference), message: Self.taskMessage))
        return .skipChildren
      }
      if Self.isLoadingName(name) {
        found.append(Work(node: Syntax(reference), message: Self.loadMessage(name)))
      }
    } else if let member = MemberAccessExprSyntax(called), let base = member.base {
      let name = member.declName.baseName.text
      if let reference = DeclReferenceExprSyntax(base) {
        if reference.baseName.text == "Task", name == "detached" {
          found.append(Work(node: Syntax(reference), message: Self.taskMessage))
          return .skipChildren
        }
        if reference.baseName.tokenKind == .keyword(.self), Self.isLoadingName(name) {
          found.append(Work(node: Syntax(member.declName), message: Self.loadMessage(name)))
        }
      }
      if let root = Self.rootReference(of: base), root.baseName.text == "URLSession" {
        found.append(
          Work(
            node: Syntax(root),
            message: "start network requests from an entry point such as 'onAppear()', not from 'init'"))
        return .skipChildren
      }
    }
    return .visitChildren
  }

  private static let taskMessage =
    "start this 'Task' from an explicit entry point such as 'onAppear()' or 'onViewDidLoad()', not from 'init'"

  private static func loadMessage(_ name: String) -> String {
    "call '\(name)' from an explicit entry point such as 'onAppear()' or 'onViewDidLoad()', not from 'init'"
  }

  private static func isLoadingName(_ name: String) -> Bool {
    for prefix in ["load", "fetch", "refresh", "reload"] where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      if rest.isEmpty || rest.startsUppercase { return true }
    }
    return false
  }

  /// The leftmost name of a member chain: `URLSession.shared.data` → `URLSession`.
  private static func rootReference(of expression: ExprSyntax) -> DeclReferenceExprSyntax? {
    var current = expression
    while true {
      if let reference = DeclReferenceExprSyntax(current) { return reference }
      if let member = MemberAccessExprSyntax(current), let base = member.base {
        current = base
      } else if let call = FunctionCallExprSyntax(current) {
        current = call.calledExpression
      } else {
        return nil
      }
    }
  }
}
