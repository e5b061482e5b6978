import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `no_work_in_init`: a view model's or presenter's initialiser only stores its dependencies;
/// loading starts from an explicit entry point such as `onAppear()` or `onViewDidLoad()`.
package final class NoWorkInInitRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
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
      (Combine 'sink', callbacks) are not work, nor is a 'Task' that only observes a stream \
      ('for await … in'), the async form of a 'sink'. Synchronous reads are allowed: 'UserDefaults' \
      or 'FileManager' lookups, and an own 'load…' method declared in the same file that neither \
      awaits, starts a task or dispatch, sends a request, nor calls another object's \
      'fetch…'/'load…'/'request…' for its effect alone. It is opt-in, and preset detection \
      never turns it on: on 14 open-source apps a sample of 16 findings held 4 wrong (75%, \
      2026-12-01) — a 'Task' that only hands a value to an actor, one that calls an own method \
      which only observes a stream, a synchronous reload of local settings, and a shared store \
      that loads its files once. Syntax alone cannot tell those from loading work yet.
      """,
    sources: [
      PlaybookReference(.uikitMVP, "does no work in init"),
      PlaybookReference(.cleanLayers, "CharacterViewModel starts a URLSession Task in init"),
    ],
    family: .viewModels,
    defaultSeverity: .warning,
    isOptIn: true,
    judgesTestFiles: false,
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
        final class ThemeViewModel: ObservableObject {
          @Published private(set) var isDark = false

          init(settings: SettingsStore) {
            Task { @MainActor in
              self.isDark = settings.prefersDark
            }
          }
        }
        """, note: "a 'Task' that never awaits only defers synchronous code; it loads nothing"),
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
        final class CheckinsViewModel {
          @Published private(set) var checkins: [Checkin] = []
          private let store: CheckinStoring

          init(store: CheckinStoring) {
            self.store = store
            refreshFromStore()
          }

          func refreshFromStore() {
            checkins = store.checkins.sorted { $0.date > $1.date }
          }
        }

        final class CheckinsViewController: UIViewController {
          let viewModel: CheckinsViewModel
        }
        """, note: "a synchronous read of the store into state"),
      .flagged(
        """
        final class CommentsViewModel: ObservableObject {
          @Published var comments: [Comment] = []
          private let service: CommentServiceProtocol

          init(service: CommentServiceProtocol) {
            self.service = service
            ↓fetchComments()
          }

          func fetchComments() {
            service.fetchComments(for: postID)
          }
        }
        """, note: "the service's fetch runs for its effect: its results arrive later"),
      .clean(
        """
        @MainActor
        final class SearchScreenViewModel: ObservableObject {
          @Published var query = ""
          private var observation: Task<Void, Never>?

          init(queries: AsyncStream<String>) {
            observation = Task { [weak self] in
              for await query in queries {
                guard let self else { return }
                self.query = query
              }
            }
          }
        }
        """, note: "a task that only observes a stream is a subscription, like 'sink'"),
      .clean(
        """
        final class ImageDownloader {
          init(url: URL) {
            Task { try await URLSession.shared.data(from: url) }
          }
        }
        """, note: "not a view model or presenter"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.initializerDecl]

  package func visit(_ node: Syntax) {
    guard let initializer = InitializerDeclSyntax(node), let body = initializer.body,
      let owner = initializer.enclosingTypeName
    else { return }
    var methods: OwnMethods?
    for work in InitWorkFinder.work(in: body) {
      if let method = work.ownMethod {
        // Resolved only when init calls a loading method, and once per initialiser.
        let resolved = methods ?? OwnMethods(of: initializer, owner: owner)
        methods = resolved
        if !resolved.startsWork(method) { continue }
      }
      context.report(work.message, at: work.node, when: .isPresentationLogic(owner))
    }
  }
}

/// The methods a type declares in this file (its body and its top-level extensions), to tell a
/// synchronous `refreshFromStore()` from a `fetchComments()` that starts a request.
private struct OwnMethods {
  private var byName: [String: [FunctionDeclSyntax]] = [:]

  init(of initializer: InitializerDeclSyntax, owner: String) {
    var groups: [DeclGroupSyntax] = []
    if let group = initializer.memberOwner { groups.append(group) }
    var root = Syntax(initializer)
    while let parent = root.parent { root = parent }
    if let file = SourceFileSyntax(root) {
      for item in file.statements {
        if let extensionDecl = ExtensionDeclSyntax(item.item),
          extensionDecl.extendedType.trimmedDescription.lastTypeComponent == owner
        {
          groups.append(extensionDecl)
        }
      }
    }
    for group in groups {
      for member in group.memberBlock.members {
        if let function = FunctionDeclSyntax(member.decl) { byName[function.name.text, default: []].append(function) }
      }
    }
  }

  /// Whether calling `name` may start work that outlives the call. A method not declared here
  /// (in a superclass or another file) is assumed to.
  func startsWork(_ name: String, depth: Int = 0) -> Bool {
    guard let functions = byName[name], !functions.isEmpty, depth < 3 else { return true }
    return functions.contains { function in
      if function.signature.effectSpecifiers?.asyncSpecifier != nil { return true }
      guard let body = function.body else { return false }
      let finding = DeferredWorkFinder.find(in: body)
      // Own methods declared here are followed; others count only when named as loads.
      return finding.startsWork
        || finding.ownCalls.contains { called in
          byName[called] == nil ? InitWorkFinder.isLoadingName(called) : startsWork(called, depth: depth + 1)
        }
    }
  }
}

/// Finds, in a method body, what makes a call from `init` start work rather than read state:
/// `await`, tasks, dispatches, `URLSession`, and another object's `fetch…`/`load…`/`request…`
/// whose result is discarded (it arrives later, through a callback or a publisher). Closures are
/// not entered: they run later, if at all, and tasks and dispatches are caught at the call.
private final class DeferredWorkFinder: SyntaxVisitor {
  private(set) var startsWork = false
  /// The own methods the body calls, to follow.
  private(set) var ownCalls: [String] = []

  static func find(in body: CodeBlockSyntax) -> DeferredWorkFinder {
    let finder = DeferredWorkFinder(viewMode: .sourceAccurate)
    finder.walk(body)
    return finder
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    startsWork = true
    return .skipChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if startsWork { return .skipChildren }
    let called = node.calledExpression
    if let reference = DeclReferenceExprSyntax(called) {
      let name = reference.baseName.text
      if name == "Task" {
        startsWork = true
      } else if name.first?.isLowercase == true {
        ownCalls.append(name)
      }
    } else if let member = MemberAccessExprSyntax(called) {
      let name = member.declName.baseName.text
      let base = member.base.flatMap { DeclReferenceExprSyntax($0) }
      if base?.baseName.tokenKind == .keyword(.self) {
        ownCalls.append(name)
      } else if name.hasPrefix("async") || base?.baseName.text == "Task" || base?.baseName.text == "URLSession"
        || (Self.isForeignLoadingName(name) && node.isStatementLevel)
      {
        startsWork = true
      }
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.text == "URLSession" { startsWork = true }
    return .visitChildren
  }

  /// Names another object's loads go by. 'refresh…'/'reload…' are left out: on other objects they
  /// are mostly synchronous ('tableView.reloadData()', 'context.refreshAllObjects()').
  private static func isForeignLoadingName(_ name: String) -> Bool {
    for prefix in ["fetch", "load", "request", "download"] where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      if rest.isEmpty || rest.startsUppercase { return true }
    }
    return false
  }
}

extension FunctionCallExprSyntax {
  /// Whether the call stands as a statement, its result unused (after any `try` or `await`).
  fileprivate var isStatementLevel: Bool {
    var current = Syntax(self)
    while let parent = current.parent, parent.kind == .tryExpr || parent.kind == .awaitExpr {
      current = parent
    }
    return current.parent?.kind == .codeBlockItem
  }
}

/// Finds work started directly in an initialiser body, without entering closures or nested
/// functions (they run later, if at all).
private final class InitWorkFinder: SyntaxVisitor {
  struct Work {
    var node: Syntax
    var message: String
    /// The object's own method the work is a call to, when it is one.
    var ownMethod: String?
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
        if !Self.onlyObservesAStream(node), !Self.neverSuspends(node) {
          found.append(Work(node: Syntax(reference), message: Self.taskMessage))
        }
        return .skipChildren
      }
      if Self.isLoadingName(name) {
        found.append(Work(node: Syntax(reference), message: Self.loadMessage(name), ownMethod: name))
      }
    } else if let member = MemberAccessExprSyntax(called), let base = member.base {
      let name = member.declName.baseName.text
      if let reference = DeclReferenceExprSyntax(base) {
        if reference.baseName.text == "Task", name == "detached" {
          found.append(Work(node: Syntax(reference), message: Self.taskMessage))
          return .skipChildren
        }
        if reference.baseName.tokenKind == .keyword(.self), Self.isLoadingName(name) {
          found.append(Work(node: Syntax(member.declName), message: Self.loadMessage(name), ownMethod: name))
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

  /// Whether a `Task { … }` never awaits: it only defers synchronous code to the next turn of the
  /// main actor (`Task { @MainActor in self.applyTheme() }`), which loads nothing.
  private static func neverSuspends(_ call: FunctionCallExprSyntax) -> Bool {
    guard let closure = call.trailingClosure ?? call.arguments.first.flatMap({ ClosureExprSyntax($0.expression) })
    else { return false }
    return !closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) }
  }

  /// Whether a `Task { … }` only iterates a stream (`for await x in stream`, after an optional
  /// `guard let self`): a subscription, as a Combine `sink` is.
  private static func onlyObservesAStream(_ call: FunctionCallExprSyntax) -> Bool {
    guard let closure = call.trailingClosure ?? call.arguments.first.flatMap({ ClosureExprSyntax($0.expression) })
    else { return false }
    let statements = closure.statements.filter { GuardStmtSyntax($0.item) == nil }
    guard statements.count == 1, let loop = statements.first.flatMap({ ForStmtSyntax($0.item) }) else { return false }
    return loop.awaitKeyword != nil
  }

  private static let taskMessage =
    "start this 'Task' from an explicit entry point such as 'onAppear()' or 'onViewDidLoad()', not from 'init'"

  private static func loadMessage(_ name: String) -> String {
    "call '\(name)' from an explicit entry point such as 'onAppear()' or 'onViewDidLoad()', not from 'init'"
  }

  static func isLoadingName(_ name: String) -> Bool {
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
