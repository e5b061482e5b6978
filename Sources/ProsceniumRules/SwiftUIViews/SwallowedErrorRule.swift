import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `swallowed_error`: errors in views and view models reach the user as state, not silence.
package final class SwallowedErrorRule: SyntaxRule<SwallowedErrorRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// Whether a `catch` that only logs counts as handling the error.
    package var allowLoggingOnly = false
    /// Whether empty and log-only catch-all clauses are judged, besides a dropped 'try?'.
    package var catches = false
    /// Whether a dropped 'try?' on any call is judged, not only on the screen's view model.
    package var everyTry = false

    package init() {}

    package static var fields: [OptionField<Options>] {
      [
        .boolean(
          "allow_logging_only", \.allowLoggingOnly,
          "accept a 'catch' whose only statements print or log the error"),
        .boolean(
          "catches", \.catches,
          "also flag empty and log-only catch-all 'catch' clauses; by default only a dropped 'try?' in a task is"),
        .boolean(
          "every_try", \.everyTry,
          "flag a dropped 'try?' on any call in a view, view model or presenter; by default only a view's call on "
            + "its screen's view model ('try? await viewModel.loadData()') is"),
      ]
    }
  }

  package static let description = RuleDescription(
    id: "swallowed_error",
    summary: "error dropped in a view or view model: 'try?' in a task, empty or log-only 'catch'",
    rationale: """
      Seed 000 makes it a quality gate that every error reaches the user (alert, toast, error state) and shows 'Task \
      { try? await viewModel.loadData() }' as the thing to avoid: the screen stays empty or stale with no \
      explanation and no retry. In views, view modifiers, apps, scenes, view models and presenters the rule flags \
      'try?' whose result is thrown away inside 'Task { }', '.task { }' or '.refreshable { }'; an empty catch-all \
      'catch { }'; and a catch-all 'catch' that only prints or logs (seed 002's \
      'print(error.localizedDescription)'), unless 'allow_logging_only' is set. Not flagged: 'try? await \
      Task.sleep(...)', the debounce idiom of seed 003 whose only error is cancellation (nor a 'do' whose only \
      'try' is that sleep); 'try?' whose optional result is used; 'try? FileManager.default.removeItem(...)' \
      cleanup; services, repositories and use cases, even when views hold them, and observable classes views \
      observe that are not named as models; 'catch' clauses for specific errors ('catch is CancellationError { }'); \
      an empty 'catch' holding a \
      comment that says why. Also not flagged, as best-effort work whose failure the user neither sees nor could \
      act on: a 'try?' of a call named for it, and a logging 'catch' whose function, or every throwing call in the \
      'do', is named for it — prefetching, preloading, caches, analytics or tracking, telemetry, metrics, cleanup, \
      purging, pruning, donations, Spotlight, read markers — unless that function also shows a loading \
      state (then someone waits for it); \
      work that a comment above it names as such ('// Prefetching this now for snappy load times'); a 'try?' of a \
      function of the same file that catches its own errors into state (it only throws preconditions); and a \
      'do' that only reads and decodes a resource of the app's own bundle ('Bundle.main.url(forResource:)', \
      'Data(contentsOf:)', 'decode'), whose failure is a build mistake. The rule does not go the other way (flag a \
      logging 'catch' only in recognisable user actions): on real apps most logging catches guard saves, exports \
      and loads started from save panels, menus and settings that syntax cannot tell from background work, and \
      those are the errors seed 000 wants presented. An empty 'catch' still needs a comment that says why. Preview \
      code ('#Preview', types nested in a 'PreviewProvider') is skipped. By default the rule judges only seed \
      000's headline: a view that drops, in a task, the error of a call on its screen's view model ('Task { \
      try? await viewModel.loadData() }'; a view model of the project, or one from another module named \
      '…ViewModel'). A 'try?' on any other call is judged with 'every_try' (on a tuning sample, 3 of 10 such \
      findings were right: best-effort steps, QA panels, callees that catch their own errors), and the \
      'catch' clauses with 'catches'; both are opt-in: on 14 open-source apps a sample of 16 findings of the whole rule held 1 wrong (94%, \
      2026-12-01, below the 95% a default rule must reach) — background discovery that logs on purpose, which \
      its names do not tell apart from a content load.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "Proper error handling: avoid silently ignoring errors"),
      PlaybookReference(.mvvmBaseViewModel, "All errors presented to user (alerts/toasts)"),
      PlaybookReference(.observableRouter, "Loading state: errors become an error state"),
      PlaybookReference(.swiftUIPatterns, "Cancellation handling: 'try? await Task.sleep' debounce"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    examples: [
      .flagged(
        """
        struct DashboardView: View {
          @StateObject private var viewModel = DashboardViewModel()
          var body: some View {
            List(viewModel.items) { ItemRow(item: $0) }
              .onAppear {
                Task {
                  ↓try? await viewModel.loadData()
                }
              }
          }
        }
        """,
        note: "seed 000's headline 'Task { try? await viewModel.loadData() }', the form judged by default"),
      .clean(
        """
        struct QueueSheet: View {
          let queueManager: QueueManager
          var body: some View {
            Button("Load more") { Task { try? await queueManager.loadMoreItems() } }
          }
        }
        """,
        note: "by default only a call on the screen's view model is judged; 'every_try': true judges this too"),
      .clean(
        """
        struct DashboardView: View {
          var body: some View {
            List(items) { ItemRow(item: $0) }
              .task {
                do { try await model.load() } catch {}
              }
          }
        }
        """,
        note: "by default catch clauses are not judged; 'catches': true judges empty and log-only ones"),
      .flagged(
        """
        struct DashboardView: View {
          @StateObject private var viewModel = DashboardViewModel()
          var body: some View {
            Button("Reload") {
              Task {
                ↓try? await viewModel.loadData()  // Error swallowed!
              }
            }
            .refreshable { _ = ↓try? await viewModel.refresh() }
          }
        }
        """,
        options: #"{"catches": true, "every_try": true}"#, note: "seed 000's ❌ example"),
      .flagged(
        """
        @MainActor
        public final class CharacterListViewModel: ObservableObject {
          @Published private(set) var characters: [CharacterViewModel] = []

          func fetchCharacters() {
            Task {
              do {
                let fetched = try await usecase.execute()
                characters = fetched.results.map(CharacterViewModel.init)
              } ↓catch {
                print(error.localizedDescription)
              }
            }
          }

          func save() async {
            do { try await store.save(characters) } ↓catch {}
          }
        }
        """,
        options: #"{"catches": true, "every_try": true}"#, note: "seed 002's view model logs and drops the error"),
      .flagged(
        """
        extension FeedView {
          func reload() {
            do { try store.reload() } ↓catch let error { logger.error("reload failed: \\(error)") }
          }
        }
        """,
        otherFiles: ["Sources/App/FeedView.swift": "struct FeedView: View { var body: some View { EmptyView() } }"],
        options: #"{"catches": true, "every_try": true}"#,
        note: "a view's extension; the type is a view in another file"),
      .clean(
        """
        @MainActor @Observable
        final class UserProfileViewModel {
          private(set) var errorMessage: String?

          func loadProfile() async {
            do {
              user = try await getUserProfileUseCase.execute()
            } catch {
              errorMessage = "Failed to load profile"
              ARCLogger.shared.error("Profile load failed")
            }
          }
        }
        """,
        options: #"{"catches": true, "every_try": true}"#, note: "seed 001: the error becomes state the view shows"),
      .clean(
        """
        @Observable
        class SearchViewModel {
          func search(query: String) {
            searchTask?.cancel()
            searchTask = Task {
              try? await Task.sleep(for: .milliseconds(300))
              guard !Task.isCancelled else { return }
              do {
                results = try await service.search(query)
              } catch {
                if !Task.isCancelled {
                  // Handle error
                }
              }
            }
          }
        }
        """,
        options: #"{"catches": true, "every_try": true}"#, note: "seed 003's debounce and cancellation handling"),
      .clean(
        """
        @MainActor
        final class VideoExportViewModel: ObservableObject {
          func onTappedExport(_ source: URL, to target: URL) {
            Task {
              await exporter.export(source, to: target)
              try? FileManager.default.removeItem(at: source)
            }
          }
        }

        final class PlaybackSessionManager: ObservableObject {
          func stop() {
            do { try audioSession.setActive(false) } catch { logger.error("could not stop: \\(error)") }
          }
        }

        struct PlayerView: View {
          @ObservedObject var session: PlaybackSessionManager
          var body: some View { Text("Player") }
        }
        """,
        options: #"{"catches": true, "every_try": true}"#,
        note: "removing a temporary file is best effort; an observed session manager is not a view model"),
      .flagged(
        """
        @MainActor @Observable
        final class FeedViewModel {
          private(set) var items: [Item] = []
          private(set) var isLoading = false

          func refresh() async {
            isLoading = true
            defer { isLoading = false }
            do { items = try await feedCache.reload() } ↓catch { logger.error("reload failed: \\(error)") }
          }

          func loadTracks() async {
            do { tracks = try await library.fetchTracks() } ↓catch { logger.error("\\(error)") }
          }
        }
        """,
        options: #"{"catches": true, "every_try": true}"#,
        note: "a cache the user waits for (a loading state) is not best effort; 'tracks' are not 'tracking'"),
      .clean(
        """
        @MainActor @Observable
        final class FeedViewModel {
          private(set) var items: [Item] = []

          func prefetchThumbnails(for items: [Item]) async {
            do { try await imageLoader.load(items.map(\\.thumbnailURL)) } catch { logger.debug("\\(error)") }
          }

          func onAppear() {
            Task {
              do { try await analytics.track(.feedShown) } catch { Logger.app.error("\\(error)") }
              try? await readPositions.saveMarker(lastSeenID)
            }
          }

          func indexForSpotlight() async {
            do {
              try await searchIndex.add(items)
            } catch {
              os_log("indexing failed")
            }
          }
        }
        """,
        options: #"{"catches": true, "every_try": true}"#,
        note: "best-effort work that logs or uses 'try?' on purpose: prefetching, analytics, a read marker, indexing"),
      .clean(
        """
        @MainActor @Observable
        final class AliasViewModel {
          private(set) var aliasStatus: AliasStatus = .unknown

          func onAppear() {
            // Prefetching the server list now so the picker opens at once.
            Task { _ = try? await serverRepository.fetchServers() }
            if isSignedIn { Task { try? await refreshAliasStatus() } }
          }

          private func refreshAliasStatus() async throws {
            guard isSignedIn else { throw AliasError.signedOut }
            do { aliasStatus = try await aliases.status(for: email) } catch { aliasStatus = .failed }
          }
        }

        final class CreditsViewModel: ObservableObject {
          @Published private(set) var credits: [Credit] = []

          init() {
            guard let url = Bundle.main.url(forResource: "credits", withExtension: "json") else { return }
            do {
              credits = try JSONDecoder().decode([Credit].self, from: Data(contentsOf: url))
            } catch {
              print(error)
            }
          }
        }
        """,
        options: #"{"catches": true, "every_try": true}"#,
        note: "a commented prefetch, a callee that records its own errors, the app's own bundled file"),
      .flagged(
        """
        @MainActor @Observable
        final class DocumentViewModel {
          func open(_ url: URL) {
            do {
              document = try JSONDecoder().decode(Document.self, from: Data(contentsOf: url))
            } ↓catch {
              logger.error("\\(error)")
            }
          }

          func onTappedSync() {
            // Sync the document with the server.
            Task { ↓try? await sync() }
          }

          private func sync() async throws { try await client.sync() }
        }
        """,
        options: #"{"catches": true, "every_try": true}"#,
        note: "a document the user opened is not a bundled resource; the callee leaves its errors to the caller"),
      .clean(
        """
        struct MemberSearchView: View {
          @State private var viewModel = MemberSearchViewModel()
          var body: some View {
            List(viewModel.results) { MemberRow(member: $0) }
              .task(id: viewModel.query) {
                do {
                  try await Task.sleep(for: .milliseconds(200))
                  await viewModel.search()
                } catch {}
              }
          }
        }
        """,
        options: #"{"catches": true, "every_try": true}"#,
        note: "a debounce whose only 'try' is the sleep fails only by cancellation"),
      .clean(
        """
        struct ArtworkView: View {
          var body: some View {
            Image(uiImage: image)
              .task {
                let cached = try? await cache.image(for: url)
                image = cached ?? placeholder
                do { try await Task.sleep(for: .seconds(1)) } catch is CancellationError {}
                do { try await Task.sleep(for: .milliseconds(500)) } catch {}
                do { try await prefetch() } catch {
                  // Prefetching is best effort: the real load reports its own errors.
                }
              }
          }
        }

        final class ImageCache {
          func warm() { Task { try? await disk.load() } }
        }

        @Observable final class PushNotificationsService {
          func register() { Task { try? await client.subscribe() } }
        }

        struct PushSettingsView: View {
          let pushNotificationsService: PushNotificationsService
          var body: some View { Text("Push") }
        }
        """,
        options: #"{"catches": true, "every_try": true}"#,
        note: "used results, specific catches, commented empty catches and non-presentation types"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.tryExpr, .catchClause]

  private var allowLoggingOnly: Bool { options.allowLoggingOnly }

  package func visit(_ node: Syntax) {
    if let tryExpr = TryExprSyntax(node) {
      visitTry(tryExpr)
    } else if let clause = CatchClauseSyntax(node) {
      visitCatch(clause)
    }
  }

  private func visitTry(_ tryExpr: TryExprSyntax) {
    guard tryExpr.questionOrExclamationMark?.text == "?", Self.isDiscarded(tryExpr),
      let call = FunctionCallExprSyntax(tryExpr.expression.strippingTryAwait), !Self.isTaskSleep(call),
      !Self.isFileCleanup(call), !Self.namesBestEffortWork(call.calledExpression),
      let closure = tryExpr.nearestClosure, Self.isTaskBody(closure), let typeName = tryExpr.enclosingTypeName,
      !tryExpr.isInPreview, !Self.commentsNameBestEffortWork(above: tryExpr),
      !Self.handlesItsOwnErrors(call)
    else { return }
    guard !options.everyTry else {
      context.report(
        "handle this error instead of 'try?': record it in state the view presents",
        at: tryExpr.tryKeyword, when: .isPresentationCode(typeName))
      return
    }
    // The default form, seed 000's headline: a view drops the error of its screen's view model.
    guard let model = Self.viewModelPropertyType(called: call, in: tryExpr) else { return }
    context.report(
      "handle this error instead of 'try?': record it in state the view presents",
      at: tryExpr.tryKeyword,
      when: IndexCondition { index in
        // A view model the project declares, or one from another module its name announces.
        let isViewModel =
          index.isScreenViewModel(model) || (model.hasSuffix("ViewModel") && index.types(named: model).isEmpty)
        return isViewModel && !index.roles(of: typeName).isDisjoint(with: .swiftUIRenderers)
      })
  }

  /// The type of the enclosing type's stored property a call is made on (`viewModel.loadData()`,
  /// `self.model.refresh()`), for the default form to ask whether it is the screen's view model.
  private static func viewModelPropertyType(called call: FunctionCallExprSyntax, in node: TryExprSyntax) -> String? {
    guard let member = MemberAccessExprSyntax(call.calledExpression), var base = member.base else { return nil }
    if let optional = OptionalChainingExprSyntax(base) { base = optional.expression }
    let name: String
    if let reference = DeclReferenceExprSyntax(base) {
      name = reference.baseName.text
    } else if let selfMember = MemberAccessExprSyntax(base),
      DeclReferenceExprSyntax(selfMember.base ?? base)?.baseName.tokenKind == .keyword(.self)
    {
      name = selfMember.declName.baseName.text
    } else {
      return nil
    }
    return node.enclosingTypeDeclaration?.storedPropertyTypes.first { $0.name == name }?.type
  }

  private func visitCatch(_ clause: CatchClauseSyntax) {
    guard options.catches, Self.catchesEverything(clause), !Self.onlySleeps(clause), !onlyReadsBundledResources(clause)
    else {
      return
    }
    let statements = clause.body.statements
    let message: String
    if statements.isEmpty {
      let brace = clause.body.rightBrace.leadingTrivia + clause.body.leftBrace.trailingTrivia
      if brace.contains(where: \.isComment) { return }
      message = "handle the error in this empty 'catch': record it in state the view presents"
    } else {
      guard !allowLoggingOnly, let expressions = statements.expressionStatements,
        expressions.allSatisfy(Self.isLogging),
        !Self.isBestEffort(clause)
      else { return }
      message = "present the error, not only log it: record it in state the view presents"
    }
    guard let typeName = clause.enclosingTypeName, !clause.isInPreview else { return }
    context.report(message, at: clause.catchKeyword, when: .isPresentationCode(typeName))
  }

  /// `try? f()` as a statement, or `_ = try? f()`.
  private static func isDiscarded(_ tryExpr: TryExprSyntax) -> Bool {
    if tryExpr.parent?.is(CodeBlockItemSyntax.self) == true { return true }
    guard let list = tryExpr.parent.flatMap({ ExprListSyntax($0) }),
      let sequence = list.parent.flatMap({ SequenceExprSyntax($0) }),
      sequence.parent?.is(CodeBlockItemSyntax.self) == true, list.count == 3, list.last?.id == tryExpr.id
    else { return false }
    return list.first?.is(DiscardAssignmentExprSyntax.self) == true
  }

  private static func isTaskSleep(_ call: FunctionCallExprSyntax) -> Bool {
    guard let member = MemberAccessExprSyntax(call.calledExpression) else { return false }
    return member.declName.baseName.text == "sleep"
      && member.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.text == "Task"
  }

  /// `try? FileManager.default.removeItem(at:)`: best-effort removal of a temporary file.
  private static func isFileCleanup(_ call: FunctionCallExprSyntax) -> Bool {
    MemberAccessExprSyntax(call.calledExpression)?.declName.baseName.text == "removeItem"
  }

  /// The closure of `Task { }`, `Task.detached { }`, `.task { }` or `.refreshable { }`.
  private static func isTaskBody(_ closure: ClosureExprSyntax) -> Bool {
    var owner = closure.parent
    if owner?.is(LabeledExprSyntax.self) == true || owner?.is(MultipleTrailingClosureElementSyntax.self) == true {
      owner = owner?.parent?.parent
    }
    guard let call = owner.flatMap({ FunctionCallExprSyntax($0) }) else { return false }
    if let reference = DeclReferenceExprSyntax(call.calledExpression) {
      return reference.baseName.text == "Task"
    }
    guard let member = MemberAccessExprSyntax(call.calledExpression) else { return false }
    switch member.declName.baseName.text {
    case "task", "refreshable": return member.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.text != "Task"
    case "detached": return member.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.text == "Task"
    default: return false
    }
  }

  /// Whether the `do` body only waits (`try await Task.sleep(...)`), whose one error is cancellation.
  private static func onlySleeps(_ clause: CatchClauseSyntax) -> Bool {
    guard let doStatement = clause.parent?.parent?.as(DoStmtSyntax.self) else { return false }
    // Every `try` in the `do` waits: a debounce (`try await Task.sleep(...)` then non-throwing
    // work) can only fail by being cancelled.
    var sawTry = false
    for token in doStatement.body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.try) {
      guard let tryExpr = token.parent.flatMap({ TryExprSyntax($0) }),
        let call = FunctionCallExprSyntax(tryExpr.expression.strippingTryAwait), isTaskSleep(call)
      else { return false }
      sawTry = true
    }
    return sawTry
  }

  /// Beginnings of the words that name work whose failure the user neither sees nor can act on:
  /// warming caches, analytics, housekeeping, indexing, read markers.
  private static let bestEffortWords = [
    "prefetch", "preload", "precach", "warm", "cach", "analytic", "tracking", "tracker", "telemetr", "metric",
    "cleanup", "purg", "prun", "donat", "spotlight", "marker",
  ]

  /// Whether a callee or function name (`imageCache.store`, `analytics.track`,
  /// `prefetchThumbnails`, `cleanUp`) names best-effort work, word by word, so that
  /// `fetchTracks` or `loadDiscoverFeed` do not.
  private static func namesBestEffortWork(_ name: some SyntaxProtocol) -> Bool {
    namesBestEffortWork(name.trimmedDescription)
  }

  private static func namesBestEffortWork(_ text: String) -> Bool {
    var words: [String] = []
    var word = ""
    for character in text {
      if character.isUppercase || !character.isLetter, !word.isEmpty {
        words.append(word)
        word = ""
      }
      if character.isLetter { word.append(Character(character.lowercased())) }
    }
    if !word.isEmpty { words.append(word) }
    // 'cleanUp' is one word spread over two.
    let joined = zip(words, words.dropFirst()).map { $0 + $1 }
    return words.contains("track")
      || (words + joined).contains { word in bestEffortWords.contains { word.hasPrefix($0) } }
  }

  /// Whether a comment on the statement, or on the 'Task' around it, says the work is best effort
  /// ('// Prefetching this now for snappy load times').
  private static func commentsNameBestEffortWork(above node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let ancestor = current, ancestor.kind != .memberBlockItem {
      if ancestor.kind == .codeBlockItem, let first = ancestor.firstToken(viewMode: .sourceAccurate) {
        for piece in first.leadingTrivia {
          switch piece {
          case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
            if namesBestEffortWork(text) { return true }
          default:
            continue
          }
        }
      }
      current = ancestor.parent
    }
    return false
  }

  /// Whether `try? load()` calls a function of the same file that catches its own errors and
  /// records them (`catch { status = .error }`): what 'try?' drops are the preconditions it throws.
  private static func handlesItsOwnErrors(_ call: FunctionCallExprSyntax) -> Bool {
    guard let body = call.calledFunctionInFile?.body else { return false }
    return body.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.tokenKind == .keyword(.catch), let clause = token.parent.flatMap({ CatchClauseSyntax($0) }),
        let statements = clause.body.statements.expressionStatements
      else { return token.tokenKind == .keyword(.catch) }
      return !statements.isEmpty && !statements.allSatisfy(isLogging)
    }
  }

  /// Whether the `do` only reads and decodes a resource of the app's own bundle
  /// ('Bundle.main.url(forResource:)', 'Data(contentsOf:)', 'JSONDecoder().decode'): failing is a
  /// build mistake the user can do nothing about.
  private func onlyReadsBundledResources(_ clause: CatchClauseSyntax) -> Bool {
    guard let doStatement = clause.parent?.parent?.as(DoStmtSyntax.self) else { return false }
    var scope = Syntax(doStatement)
    while let parent = scope.parent, parent.kind != .memberBlockItem, parent.kind != .sourceFile { scope = parent }
    // A byte search rules out most members before their tokens are read one by one.
    guard context.text(of: scope, containsAnyOf: ["forResource"]),
      scope.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "forResource" })
    else { return false }
    var sawTry = false
    for token in doStatement.body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.try) {
      guard let thrower = token.parent.flatMap({ TryExprSyntax($0) })?.expression,
        let call = FunctionCallExprSyntax(thrower.strippingTryAwait), Self.isResourceRead(call)
      else { return false }
      sawTry = true
    }
    return sawTry
  }

  /// `Data(contentsOf:)`, `String(contentsOf:)`, `decoder.decode(...)`, `JSONSerialization.jsonObject(...)`.
  private static func isResourceRead(_ call: FunctionCallExprSyntax) -> Bool {
    if let reference = DeclReferenceExprSyntax(call.calledExpression) {
      return call.arguments.first?.label?.text == "contentsOf"
        && ["Data", "String", "NSDictionary", "NSArray"].contains(reference.baseName.text)
    }
    guard let member = MemberAccessExprSyntax(call.calledExpression) else { return false }
    return ["decode", "jsonObject", "propertyList"].contains(member.declName.baseName.text)
  }

  /// Whether the work a logging `catch` guards is best effort: the function (or the 'Task' /
  /// '.task' closure's function) is named as such, or every throwing call of the `do` is — and
  /// the function does not also show a loading state, which means the user is waiting for it.
  private static func isBestEffort(_ clause: CatchClauseSyntax) -> Bool {
    guard let doStatement = clause.parent?.parent?.as(DoStmtSyntax.self) else { return false }
    var function: FunctionDeclSyntax?
    var current = doStatement.parent
    while let node = current, function == nil, node.kind != .memberBlock, node.kind != .sourceFile {
      function = FunctionDeclSyntax(node)
      current = node.parent
    }
    let scope = function?.body.map { Syntax($0) } ?? Syntax(doStatement)
    if scope.tokens(viewMode: .sourceAccurate).contains(where: { $0.text.lowercased().contains("loading") }) {
      return false
    }
    if let function, namesBestEffortWork(function.name) { return true }
    if commentsNameBestEffortWork(above: doStatement) { return true }
    var callees: [ExprSyntax] = []
    for token in doStatement.body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.try) {
      // `try f()`, or `for try await x in f()`.
      let thrower =
        token.parent.flatMap { TryExprSyntax($0) }?.expression ?? token.parent.flatMap { ForStmtSyntax($0) }?.sequence
      guard let call = thrower.flatMap({ FunctionCallExprSyntax($0.strippingTryAwait) }) else { return false }
      callees.append(call.calledExpression)
    }
    return !callees.isEmpty && callees.allSatisfy(namesBestEffortWork)
  }

  /// `catch`, `catch let error`.
  private static func catchesEverything(_ clause: CatchClauseSyntax) -> Bool {
    guard let item = clause.catchItems.first else { return true }
    guard clause.catchItems.count == 1, item.whereClause == nil,
      let binding = item.pattern.flatMap({ ValueBindingPatternSyntax($0) })
    else { return false }
    return binding.pattern.kind == .identifierPattern
  }

  private static let printFunctions: Set<String> = ["print", "debugPrint", "NSLog", "dump", "os_log"]

  /// `print(error)`, `logger.error(...)`, `Logger.shared.log(...)`.
  private static func isLogging(_ expression: ExprSyntax) -> Bool {
    guard let call = FunctionCallExprSyntax(expression) else { return false }
    if let reference = DeclReferenceExprSyntax(call.calledExpression) {
      return printFunctions.contains(reference.baseName.text)
    }
    var current = call.calledExpression
    while let member = MemberAccessExprSyntax(current), let base = member.base {
      current = base
    }
    guard let root = DeclReferenceExprSyntax(current) else { return false }
    let name = root.baseName.text.lowercased()
    return name.hasSuffix("logger") || name == "log" || name == "os_log"
  }
}
