import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `cancellation_treated_as_error`: a view model that shows every error also shows "cancelled".
package final class CancellationTreatedAsErrorRule: SyntaxRule<CancellationTreatedAsErrorRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// Fragments of names that mark state or calls as showing an error.
    package var presentingNames = ["error", "alert", "failure", "toast", "banner"]

    package init() {}

    package static var fields: [OptionField<Options>] {
      [
        .stringList(
          "presenting_names", \.presentingNames,
          "fragments of property and function names that show an error to the user (matched ignoring case)")
      ]
    }
  }

  package static let description = RuleDescription(
    id: "cancellation_treated_as_error",
    summary: "catch-all 'catch' in a view model that shows the error without excluding cancellation",
    rationale: """
      Seed 003 asks screens to handle cancellation: '.task' cancels its work when the view disappears, a new \
      search cancels the previous one, and pull-to-refresh cancels when released early. The cancelled work \
      throws 'CancellationError' (or 'URLError(.cancelled)' from URLSession), and a catch-all 'catch' that \
      assigns every error to state the view presents ('errorMessage = error.localizedDescription', \
      'state = .failed(error)', 'showError = true', 'presentAlert(error)') then shows the user a "cancelled" \
      alert for something they did on purpose. Catch 'CancellationError' first ('catch is CancellationError \
      { return }'), check 'Task.isCancelled' in the 'catch', or go through the runtime's \
      'PresentableError.presenting(_:)', which returns nil for cancellation. The rule looks only at view models \
      and presenters, at a 'do' that awaits (only async work is cancelled) and whose work the code shows can be \
      cancelled: the 'do' checks 'Task.isCancelled' or calls 'Task.checkCancellation()', or runs in a task the \
      type keeps ('searchTask = Task { ... }'), kept to be cancelled; a task started from a button and never \
      kept is not cancelled, and its 'catch' is left alone. It looks at a 'catch' that presents: \
      state and calls whose names contain one of 'presenting_names', assigned or passed the error. A 'catch' \
      that mentions 'CancellationError', 'isCancelled', '.cancelled' or 'PresentableError', or that calls a \
      function of the same file that does, is left alone, and so is seed 004's shared 'handleApiError(error:)', \
      which the runtime's 'LoadingDisplaying' implements with 'PresentableError'. A base class in another file that filters \
      cancellation is not seen: disable the rule on that line or for that type. Also left alone: a 'catch' that \
      throws (its caller decides what to show) and presenting done only for errors of a tested type ('if let \
      error = error as? APIError', 'case is URLError'), which cancellation is not. \
      It is opt-in: on 14 open-source apps it reports 2 findings, both right (2026-12-01), too few to \
      judge; before it asked for evidence that the work is cancellable, a sample of 16 held 13 wrong (most \
      tasks start from a button and are never cancelled).
      """,
    sources: [
      PlaybookReference(.swiftUIPatterns, "Handle cancellation"),
      PlaybookReference(.mvvmBaseViewModel, "All errors presented to user (alerts/toasts)"),
    ],
    family: .viewModels,
    defaultSeverity: .warning,
    isOptIn: true,
    examples: [
      .flagged(
        """
        @MainActor @Observable
        final class SearchViewModel {
          private(set) var results: [Result] = []
          private(set) var errorMessage: String?

          private var searchTask: Task<Void, Never>?

          func onChangedQuery(_ query: String) {
            searchTask?.cancel()
            searchTask = Task {
              do {
                results = try await service.search(query)
              } ↓catch {
                errorMessage = error.localizedDescription
              }
            }
          }
        }
        """,
        note: "a kept task is cancelled by the next search, and its cancellation shows an error"),
      .flagged(
        """
        @MainActor
        final class FeedViewModel: ObservableObject {
          @Published private(set) var state: LoadState = .idle
          @Published var showErrorAlert = false

          func load() async {
            do {
              let items = try await feed.fetch()
              try Task.checkCancellation()
              state = .loaded(items)
            } ↓catch let failure {
              state = .failed(failure)
              showErrorAlert = true
            }
          }
        }
        """),
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
        note: "seed 003's search checks 'Task.isCancelled'"),
      .clean(
        """
        @MainActor @Observable
        final class ProfileViewModel {
          private(set) var errorMessage: String?
          private(set) var error: PresentableError?

          func load() async {
            do {
              profile = try await profiles.current()
            } catch is CancellationError {
              return
            } catch {
              errorMessage = error.localizedDescription
            }
          }

          func refresh() async {
            do {
              profile = try await profiles.current()
            } catch {
              self.error = PresentableError.presenting(error)
            }
          }

          func save() async {
            do {
              try await profiles.save(profile)
            } catch {
              showError(error)
            }
          }

          private func showError(_ error: Error) {
            guard !(error is CancellationError) else { return }
            errorMessage = error.localizedDescription
          }

          func restore() async {
            do {
              try await purchases.restore()
            } catch {
              if let storeError = error as? StoreError { errorMessage = storeError.message }
            }
          }

          func delete(_ index: Int) async throws {
            do {
              try await subtitles.delete(index)
            } catch {
              throw ErrorMessage("Could not delete subtitle \\(index): \\(error)")
            }
          }

          func onTappedRetry() async {
            do {
              profile = try await profiles.current()
            } catch {
              errorMessage = error.localizedDescription
            }
          }

          func decode(_ data: Data) {
            do {
              profile = try JSONDecoder().decode(Profile.self, from: data)
            } catch {
              errorMessage = error.localizedDescription
            }
          }
        }
        """,
        note:
          "cancellation caught first, 'PresentableError', a helper that filters, one error type, a rethrow, work nothing shows is cancelled, a 'do' that never awaits"
      ),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.catchClause, .functionDecl]

  private lazy var presentingNames: [String] = options.presentingNames.map { $0.lowercased() }
  /// This file's function bodies by name. A `catch` that calls one mentioning cancellation is
  /// handled; the bodies are read only when a `catch` is about to be reported (reading every body
  /// of every file cost as much as the rest of the rule).
  private var functionBodies: [String: [CodeBlockSyntax]] = [:]
  private var candidates: [(clause: CatchClauseSyntax, typeName: String, calls: Set<String>)] = []

  package func visit(_ node: Syntax) {
    if let function = FunctionDeclSyntax(node) {
      if let body = function.body { functionBodies[function.name.text, default: []].append(body) }
      return
    }
    guard let clause = CatchClauseSyntax(node), Self.catchesEverything(clause),
      let doStmt = clause.parent?.parent.flatMap({ DoStmtSyntax($0) }), doStmt.catchClauses.last?.id == clause.id,
      Self.awaits(doStmt.body), Self.isEvidentlyCancellable(doStmt),
      !doStmt.catchClauses.contains(where: Self.mentionsCancellation),
      !Self.throwsAgain(clause),
      presents(clause), let typeName = clause.enclosingTypeName, !clause.isInPreview
    else { return }
    candidates.append((clause, typeName, Self.calledNames(in: clause.body)))
  }

  package func finish() {
    var filtering = Self.runtimeFilteringFunctions
    for name in Set(candidates.flatMap(\.calls))
    where functionBodies[name]?.contains(where: Self.mentionsCancellation) == true {
      filtering.insert(name)
    }
    for candidate in candidates where candidate.calls.isDisjoint(with: filtering) {
      context.report(
        "a cancelled task lands in this 'catch' and is shown as an error: catch 'CancellationError' first or use 'PresentableError'",
        at: candidate.clause.catchKeyword, when: .isPresentationLogic(candidate.typeName))
    }
    candidates = []
    functionBodies = [:]
  }

  /// Seed 004's shared `handleApiError(error:)`, which the runtime's `LoadingDisplaying` implements with
  /// `PresentableError`: it drops cancellation.
  private static let runtimeFilteringFunctions: Set<String> = ["handleApiError"]

  /// `catch` or `catch let error`: every error, cancellation included.
  private static func catchesEverything(_ clause: CatchClauseSyntax) -> Bool {
    guard let item = clause.catchItems.last else { return true }
    guard item.whereClause == nil, let binding = item.pattern.flatMap({ ValueBindingPatternSyntax($0) }) else {
      return false
    }
    return binding.pattern.is(IdentifierPatternSyntax.self)
  }

  /// Whether the code shows the work can be cancelled: the `do` checks `Task.isCancelled` or calls
  /// `Task.checkCancellation()` itself, or it runs in a task the type keeps (`loadTask = Task { … }`),
  /// which is kept to be cancelled. A task started from a button and never kept is not cancelled.
  private static func isEvidentlyCancellable(_ doStmt: DoStmtSyntax) -> Bool {
    if doStmt.body.tokens(viewMode: .sourceAccurate).contains(where: {
      ["isCancelled", "checkCancellation"].contains($0.text)
    }) {
      return true
    }
    var current = doStmt.parent
    while let node = current, node.kind != .memberBlockItem {
      if let closure = ClosureExprSyntax(node), let call = closure.parent.flatMap({ FunctionCallExprSyntax($0) }),
        DeclReferenceExprSyntax(call.calledExpression)?.baseName.text == "Task"
      {
        let owner = call.parent
        if owner?.is(InitializerClauseSyntax.self) == true { return true }
        if let list = owner.flatMap({ ExprListSyntax($0) }), list.contains(where: { $0.is(AssignmentExprSyntax.self) })
        {
          return true
        }
      }
      current = node.parent
    }
    return false
  }

  private static func awaits(_ body: CodeBlockSyntax) -> Bool {
    body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) }
  }

  private static func mentionsCancellation(_ node: some SyntaxProtocol) -> Bool {
    node.tokens(viewMode: .sourceAccurate).contains { token in
      ["CancellationError", "isCancelled", "cancelled", "PresentableError", "checkCancellation"].contains(token.text)
    }
  }

  /// Whether the `catch` assigns to, or calls, something named as presenting an error (not a logger).
  private func presents(_ clause: CatchClauseSyntax) -> Bool {
    for token in clause.body.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let text) = token.tokenKind else { continue }
      // `self.error = error`: the view model's own error property.
      if text == "error", let member = token.parent?.parent.flatMap({ MemberAccessExprSyntax($0) }),
        member.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.tokenKind == .keyword(.self),
        Self.isAssignmentTarget(token)
      {
        return true
      }
      guard isPresentingName(text) else { continue }
      if let member = token.parent?.parent.flatMap({ MemberAccessExprSyntax($0) }),
        member.declName.baseName.id == token.id
      {
        // `logger.error(...)`, `Log.error(...)`, `os_log`: logging is not presenting.
        if let base = member.base, base.trimmedDescription.lowercased().contains("log") { continue }
        // `error.localizedDescription` reads the caught error; it presents nothing by itself.
        if member.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.text == "error" { continue }
        // `.failed(error)`, `state = .error(…)` are values; the assignment below decides.
      }
      if Self.isAssignmentTarget(token) || Self.isCalled(token), !Self.isInsideTypeTest(token, within: clause) {
        return true
      }
    }
    return false
  }

  private func isPresentingName(_ name: String) -> Bool {
    guard name != "error" else { return false }
    let lowered = name.lowercased()
    return presentingNames.contains { lowered.contains($0) }
  }

  /// A `catch` that throws hands the error to its caller, which decides what to show.
  private static func throwsAgain(_ clause: CatchClauseSyntax) -> Bool {
    clause.body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.throw) }
  }

  /// Whether `token` runs only for some errors: inside an `if`, `guard` or `switch` that tests the
  /// error's type (`if let error = error as? APIError`, `case is URLError`), which cancellation fails.
  private static func isInsideTypeTest(_ token: TokenSyntax, within clause: CatchClauseSyntax) -> Bool {
    var current = token.parent
    while let node = current, node.id != clause.id {
      let tested: Syntax?
      if let ifExpr = IfExprSyntax(node) {
        tested = Syntax(ifExpr.conditions)
      } else if let switchCase = SwitchCaseSyntax(node), case .case(let label) = switchCase.label {
        tested = Syntax(label)
      } else {
        tested = nil
      }
      if let tested,
        tested.tokens(viewMode: .sourceAccurate).contains(where: { token in
          token.tokenKind == .keyword(.is)
            || (token.tokenKind == .keyword(.as)
              && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .postfixQuestionMark)
        })
      {
        return true
      }
      current = node.parent
    }
    return false
  }

  /// `errorMessage = …`, `self.showError = true`, `state.alert = …`.
  private static func isAssignmentTarget(_ token: TokenSyntax) -> Bool {
    var expression: Syntax? = token.parent
    if let reference = expression, reference.is(DeclReferenceExprSyntax.self),
      let member = reference.parent.flatMap({ MemberAccessExprSyntax($0) })
    {
      expression = Syntax(member)
    }
    guard let target = expression, let list = target.parent.flatMap({ ExprListSyntax($0) }) else { return false }
    var sawTarget = false
    for element in list {
      if sawTarget { return element.is(AssignmentExprSyntax.self) }
      if element.id == target.id { sawTarget = true }
    }
    return false
  }

  /// `showError(error)`, `viewModel.presentAlert(for: error)`; not an enum case (`.failure(error)`).
  private static func isCalled(_ token: TokenSyntax) -> Bool {
    guard let reference = token.parent.flatMap({ DeclReferenceExprSyntax($0) }) else { return false }
    let member = reference.parent.flatMap({ MemberAccessExprSyntax($0) })
    if let member, member.base == nil { return false }
    let callee = member.map(Syntax.init) ?? Syntax(reference)
    return callee.parent.flatMap({ FunctionCallExprSyntax($0) })?.calledExpression.id == callee.id
  }

  private static func calledNames(in body: CodeBlockSyntax) -> Set<String> {
    var names: Set<String> = []
    for token in body.tokens(viewMode: .sourceAccurate) where isCalled(token) { names.insert(token.text) }
    return names
  }
}
