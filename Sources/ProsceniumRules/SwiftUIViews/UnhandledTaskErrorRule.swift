import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `unhandled_task_error`: a throwing `Task { }` nobody awaits drops its error without a trace.
package final class UnhandledTaskErrorRule: SyntaxRule<UnhandledTaskErrorRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// Whether `Task.detached { }` is checked like `Task { }`.
    package var checkDetached = true

    package init() {}

    package static var fields: [OptionField<Options>] {
      [
        .boolean(
          "check_detached", \.checkDetached, "check 'Task.detached { }' as well as 'Task { }'")
      ]
    }
  }

  package static let description = RuleDescription(
    id: "unhandled_task_error",
    summary: "throwing 'Task { }' whose result is never read, in a view, view model or presenter",
    rationale: """
      A 'Task { try await ... }' whose value nobody awaits turns every error into nothing: the closure's error \
      is kept in a result no one reads, with no log, no alert and no retry. Seed 000 asks that every error reach \
      the user and that transient failures offer a retry, and its ❌ example is exactly this \
      ('Task { try await authService.login(...) }' in a view). The rule flags a 'Task { }' (and \
      'Task.detached { }' unless 'check_detached' is off) written as a statement in a view, view modifier, \
      view model or presenter when its body can throw past every 'catch': a 'try' (not 'try?' or 'try!') or a \
      'throw' outside a 'do' whose last 'catch' catches everything, or inside that 'catch' itself. A task that \
      is stored ('loadTask = Task { ... }'), returned, passed on, or whose '.value' or '.result' is read hands \
      its error to whoever holds it, and is left alone; so is a task whose only throwing calls are \
      'Task.sleep' and 'Task.checkCancellation()', which throw only when it is cancelled, or functions of the \
      same file that catch their own errors into state (they throw only when a precondition fails), a task with a \
      declared 'Never' failure type, a throw inside a nested 'Task', function or 'Result { }', and previews. \
      Catch the error in the task and record it in state the view presents ('swallowed_error' then checks the \
      'catch'). \
      It is opt-in: on 14 open-source apps a sample of 16 of its 21 findings held 3 wrong (81%, 2026-12-01) — \
      one function in another file that catches its own errors into state, which a single file cannot see.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "All errors presented to user (alerts/toasts)"),
      PlaybookReference(.mvvmBaseViewModel, "Retry mechanisms for transient failures"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    isOptIn: true,
    examples: [
      .flagged(
        """
        struct LoginView: View {
          @State private var email = ""
          @State private var password = ""

          var body: some View {
            Button("Login") {
              // ❌ Business logic should be in ViewModel!
              ↓Task {
                try await authService.login(email: email, password: password)
              }
            }
          }
        }
        """,
        note: "seed 000's ❌ example"),
      .flagged(
        """
        @MainActor @Observable
        final class InboxViewModel {
          private(set) var messages: [Message] = []

          func onAppear() {
            ↓Task {
              do {
                messages = try await inbox.fetch()
              } catch is DecodingError {
                messages = []
              }
            }
            ↓Task.detached(priority: .background) {
              try await self.inbox.markAllSeen()
            }
            _ = ↓Task<Void, _> {
              do { try await inbox.sync() } catch { throw InboxError.syncFailed }
            }
          }
        }
        """,
        note: "a 'catch' for one error type, a detached task, a 'catch' that throws again"),
      .clean(
        """
        @MainActor @Observable
        final class InboxViewModel {
          private(set) var messages: [Message] = []
          private(set) var errorMessage: String?
          private var loadTask: Task<Void, Error>?

          func onAppear() {
            Task {
              do {
                messages = try await inbox.fetch()
              } catch {
                errorMessage = error.localizedDescription
              }
            }
            loadTask = Task { try await inbox.fetch() }
            Task {
              try await Task.sleep(for: .seconds(30))
              try Task.checkCancellation()
              await refresh()
            }
            Task<Void, Never> { await refresh() }
            Task { try await toggleStatus() }
          }

          private func toggleStatus() async throws {
            guard isSignedIn else { throw StatusError.signedOut }
            do { status = try await inbox.toggle() } catch { errorMessage = error.localizedDescription }
          }

          func export() async throws -> URL {
            try await Task { try await exporter.export(messages) }.value
          }
        }
        """,
        note:
          "a catch-all 'catch', a stored task, a cancellation-only sleep, a callee that catches, a task whose value is read"
      ),
      .clean(
        """
        final class InboxSyncService {
          func start() {
            Task { try await client.subscribe() }
          }
        }
        """,
        note: "a service, not presentation code"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

  private var checkDetached: Bool { options.checkDetached }

  package func visit(_ node: Syntax) {
    // `Task {}`, `Task.detached {}`, `Task<…> {}`: the called name rules out other calls first.
    guard let reading = context.reading(ofCall: node) else { return }
    if let name = reading.name {
      guard name == "Task" || name == "detached" else { return }
    } else {
      // A named callee is a reference or a member, never a specialisation: only nameless ones
      // pay for reading the callee's kind.
      guard reading.callee.kind == .genericSpecializationExpr else { return }
    }
    visitTask(reading.call)
  }

  /// Apart from `visit(_:)`, so that the calls turned down by name do not fetch the metadata of
  /// every syntax type this body uses.
  @inline(never)
  private func visitTask(_ call: FunctionCallExprSyntax) {
    guard Self.isTaskCall(call, detached: checkDetached),
      let body = call.trailingClosure ?? call.arguments.lazy.compactMap({ ClosureExprSyntax($0.expression) }).first,
      Self.isDiscarded(call),
      // No 'try' or 'throw' in the text, nothing to throw: most tasks are ruled out without a walk.
      context.text(of: body.statements, containsAnyOf: ["try", "throw"]),
      Self.throwsPastEveryCatch(Syntax(body.statements)), !call.isInPreview,
      let typeName = call.enclosingTypeName
    else { return }
    context.report(
      "this task drops its error: catch it inside the task and record it in state the view presents",
      at: call.calledExpression, when: .isPresentationCode(typeName))
  }

  /// `Task { }`, `Task(priority:) { }`, `Task<Void, _> { }`, `Task.detached { }`; not `Task<_, Never>`.
  private static func isTaskCall(_ call: FunctionCallExprSyntax, detached: Bool) -> Bool {
    var callee = call.calledExpression
    if let member = MemberAccessExprSyntax(callee) {
      guard detached, member.declName.baseName.text == "detached", let base = member.base else { return false }
      callee = base
    }
    if let specialized = GenericSpecializationExprSyntax(callee) {
      // `Task<Void, Never>` cannot throw; another named failure type is not the untyped error dropped here.
      let failure = specialized.genericArgumentClause.arguments.last?.argument.trimmedDescription
      if let failure, !["_", "Error", "any Error"].contains(failure) { return false }
      callee = specialized.expression
    }
    return DeclReferenceExprSyntax(callee)?.baseName.text == "Task"
  }

  /// A statement of its own, or `_ = Task { }`: nobody holds the task to read its error.
  private static func isDiscarded(_ call: FunctionCallExprSyntax) -> Bool {
    var node = Syntax(call)
    if let list = call.parent.flatMap({ ExprListSyntax($0) }), list.count == 3, list.last?.id == call.id,
      list.first?.is(DiscardAssignmentExprSyntax.self) == true, let sequence = list.parent
    {
      node = sequence
    } else if let infix = call.parent.flatMap({ InfixOperatorExprSyntax($0) }),
      infix.leftOperand.is(DiscardAssignmentExprSyntax.self), infix.rightOperand.id == call.id
    {
      node = Syntax(infix)
    }
    guard let item = node.parent.flatMap({ CodeBlockItemSyntax($0) }) else { return false }
    // The only statement of a function or getter that returns something returns the task.
    guard let list = item.parent.flatMap({ CodeBlockItemListSyntax($0) }), list.count == 1 else { return true }
    let owner = list.parent?.parent
    if let function = owner.flatMap({ FunctionDeclSyntax($0) }) { return function.signature.returnClause == nil }
    if owner?.is(AccessorDeclSyntax.self) == true || owner?.is(PatternBindingSyntax.self) == true { return false }
    return true
  }

  /// Whether code can throw out of `node`: a `try` or `throw` not covered by a catch-all `catch`.
  ///
  /// The node's kind picks the case before any cast, and each case reads its syntax in a function
  /// of its own: this walk visits every node of a task's body.
  private static func throwsPastEveryCatch(_ node: Syntax) -> Bool {
    switch node.kind {
    case .token:
      // No children, and neither a `try` nor a `throw` by itself.
      return false
    case .doStmt:
      if let doStmt = DoStmtSyntax(node) { return doThrowsPastEveryCatch(doStmt) }
    case .tryExpr:
      if let tryExpr = TryExprSyntax(node) { return tryThrowsPastEveryCatch(tryExpr) }
    case .throwStmt:
      if let throwStmt = ThrowStmtSyntax(node) {
        return throwStmt.expression.constructedTypeName != "CancellationError"
      }
    case .functionDecl, .initializerDecl, .accessorBlock, .classDecl, .structDecl, .enumDecl:
      // Nested declarations throw to their own callers.
      return false
    case .functionCallExpr:
      // A nested task or `Result { }` keeps its error.
      if keepsItsError(node) { return false }
    default:
      break
    }
    return node.children(viewMode: .sourceAccurate).contains(where: throwsPastEveryCatch)
  }

  @inline(never)
  private static func doThrowsPastEveryCatch(_ doStmt: DoStmtSyntax) -> Bool {
    guard let last = doStmt.catchClauses.last, catchesEverything(last) else {
      return doStmt.children(viewMode: .sourceAccurate).contains(where: throwsPastEveryCatch)
    }
    return doStmt.catchClauses.contains { throwsPastEveryCatch(Syntax($0.body)) }
  }

  @inline(never)
  private static func tryThrowsPastEveryCatch(_ tryExpr: TryExprSyntax) -> Bool {
    if tryExpr.questionOrExclamationMark == nil, !onlyCancellation(tryExpr.expression),
      !callsFunctionThatCatches(tryExpr.expression)
    {
      return true
    }
    return throwsPastEveryCatch(Syntax(tryExpr.expression))
  }

  /// A call of a nested task or of `Result { }`, which keep their errors.
  @inline(never)
  private static func keepsItsError(_ node: Syntax) -> Bool {
    guard let call = FunctionCallExprSyntax(node) else { return false }
    return isTaskCall(call, detached: true) || DeclReferenceExprSyntax(call.calledExpression)?.baseName.text == "Result"
  }

  /// `try await refresh()` where this file's `refresh()` catches its own errors into state and only throws
  /// when a precondition fails (not signed in): the task calls it for its effect.
  private static func callsFunctionThatCatches(_ expression: ExprSyntax) -> Bool {
    guard let call = FunctionCallExprSyntax(expression.strippingTryAwait) else { return false }
    guard let body = call.calledFunctionInFile?.body else { return false }
    return body.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.tokenKind == .keyword(.catch), let clause = token.parent.flatMap({ CatchClauseSyntax($0) })
      else { return false }
      return catchesEverything(clause) && !clause.body.statements.isEmpty
    }
  }

  /// `catch`, `catch let error`, `catch let error where …` is not: it lets the rest through.
  private static func catchesEverything(_ clause: CatchClauseSyntax) -> Bool {
    guard let item = clause.catchItems.last else { return true }
    guard item.whereClause == nil, let binding = item.pattern.flatMap({ ValueBindingPatternSyntax($0) }) else {
      return false
    }
    return binding.pattern.is(IdentifierPatternSyntax.self)
  }

  /// `try await Task.sleep(...)`, `try Task.checkCancellation()`: they throw only on cancellation.
  private static func onlyCancellation(_ expression: ExprSyntax) -> Bool {
    guard let call = FunctionCallExprSyntax(expression.strippingTryAwait),
      let member = MemberAccessExprSyntax(call.calledExpression),
      member.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.text == "Task"
    else { return false }
    return ["sleep", "checkCancellation"].contains(member.declName.baseName.text)
  }
}
