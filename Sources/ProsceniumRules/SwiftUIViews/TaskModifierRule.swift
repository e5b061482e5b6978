import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `task_modifier`: async work a view starts when it appears belongs in `.task`, which SwiftUI
/// cancels when the view disappears.
package final class TaskModifierRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "task_modifier",
    summary: "'.onAppear' whose work is starting a 'Task': use '.task'",
    rationale: """
      A 'Task' started in '.onAppear' is not tied to the view: it keeps running after the view disappears and runs \
      again, alongside the first, when the view reappears. '.task' starts the same work when the view appears and \
      cancels it when the view goes away; '.task(id:)' restarts it when a value changes. The rule flags an \
      '.onAppear' closure whose statements are unassigned 'Task { }' calls, optionally after plain assignments that \
      can move into '.task' as they are. A plain synchronous call ('.onAppear { viewModel.fetchCharacters() }', seed \
      002) is a different matter, and a task stored in a property ('loadTask = Task { }') is cancelled by hand, so \
      both stay clean, as do previews. The fix rewrites '.onAppear { Task { … } }' to '.task { … }' when the \
      closure holds nothing but one plain 'Task { }' (no priority, no closure signature, no comment outside the \
      task) and the deployment target is known to have '.task', moving the task's body out one indentation \
      level; anything more is left to a person, since \
      cancellation on disappear changes behaviour for work that must finish. '.task' needs iOS 15 and tvOS 15: where a platform the file is built for is older, the rule gives \
      the advice that fits those releases instead, keeping the 'Task' in a '@State' property and cancelling it \
      in '.onDisappear' (the pattern it already leaves alone). With no known deployment target it advises '.task'.
      """,
    sources: [
      PlaybookReference(.swiftUIPatterns, "Use .task for async work, not .onAppear"),
      PlaybookReference(.swiftUIPatterns, "Task management: .task cancels automatically when view disappears"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    usesDeploymentTarget: true,
    examples: [
      .flagged(
        """
        struct ItemListView: View {
          @State private var viewModel = ItemListViewModel()

          var body: some View {
            List(viewModel.items) { item in
              ItemRow(item: item)
            }
            ↓.onAppear {
              Task {
                await viewModel.loadItems()
              }
            }
          }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(17)]),
        fixed: """
          struct ItemListView: View {
            @State private var viewModel = ItemListViewModel()

            var body: some View {
              List(viewModel.items) { item in
                ItemRow(item: item)
              }
              .task {
                await viewModel.loadItems()
              }
            }
          }
          """,
        note: "the fix is offered where '.task' is known to exist (iOS 15, tvOS 15)"),
      .flagged(
        """
        struct ProfileView: View {
          @State private var isLoading = false
          var body: some View {
            ProgressView()
              ↓.onAppear(perform: {
                isLoading = true
                Task(priority: .userInitiated) { await load() }
              })
          }
        }
        """),
      .flagged(
        """
        #if os(tvOS)
        extension ShelfView {
          var shelf: some View {
            ScrollView(.horizontal) { row }↓.onAppear { Task { @MainActor in await model.refresh() } }
          }
        }
        #endif
        """),
      .flagged(
        """
        struct InboxView: View {
          var body: some View {
            List(messages) { MessageRow(message: $0) }
              ↓.onAppear { Task { await model.refresh() } }
          }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(14)]),
        note: "below iOS 15 the advice is to store the task and cancel it in '.onDisappear'"),
      .clean(
        """
        struct FeedView: View {
          @State private var isLoadingMore = false
          var body: some View {
            List {
              ForEach(items) { ItemRow(item: $0) }
              if !isLoadingMore {
                ProgressView().onAppear { Task { await loadMore() } }
              }
            }
          }

          private func loadMore() async {
            isLoadingMore = true
            defer { isLoadingMore = false }
            await model.loadNextPage()
          }
        }
        """,
        note:
          "exemption 'a trigger that removes itself': the row goes away as its work starts, so '.task' would cancel it"),
      .clean(
        """
        struct RootView: View {
          @Environment(AppModel.self) private var model
          var body: some View {
            TabsView()
              .onAppear { Task { await model.connect() } }
          }
        }
        """,
        otherFiles: [
          "Sources/App/MyApp.swift": """
          @main struct MyApp: App {
            var body: some Scene { WindowGroup { RootView() } }
          }
          """
        ],
        note: "exemption 'app start-up': the app's root view appears once, when the app starts, and is never removed"),
      .clean(
        """
        struct ItemListView: View {
          @State private var viewModel = ItemListViewModel()

          var body: some View {
            List(viewModel.items) { item in
              ItemRow(item: item)
            }
            .task {
              await viewModel.loadItems()
            }
          }
        }
        """,
        note: "seed 003's task management"),
      .clean(
        """
        public struct CharacterListView: View {
          @StateObject var viewModel: CharacterListViewModel

          public var body: some View {
            ScrollView { grid }
              .onAppear {
                viewModel.fetchCharacters()
              }
          }
        }
        """,
        note: "seed 002: a synchronous call is not flagged"),
      .clean(
        """
        struct PlayerView: View {
          @State private var pollTask: Task<Void, Never>?
          var body: some View {
            VideoPlayer(player: player)
              .onAppear {
                pollTask = Task { await poll() }
              }
              .onAppear {
                analytics.track("player")
                Task { await prefetch() }
              }
              .onDisappear { pollTask?.cancel() }
          }
        }
        """,
        note: "a stored task is cancelled by hand; other work beside the Task makes it more than a Task"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

  /// Built on first use: most files never reach a question about an API.
  private lazy var targets = DeploymentTargets(context)

  package func visit(_ node: Syntax) {
    guard let reading = context.reading(ofCall: node), reading.name == "onAppear",
      let member = reading.modifierAccess
    else { return }
    visitOnAppear(reading.call, member: member)
  }

  /// Apart from `visit(_:)`, so that the calls turned down by name do not fetch the metadata of
  /// every syntax type this body uses.
  @inline(never)
  private func visitOnAppear(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax) {
    guard let closure = call.closure(labeled: "perform", orTrailing: true),
      let statements = closure.statements.expressionStatements
    else { return }
    var taskCount = 0
    for statement in statements {
      if Self.isTaskStart(statement) {
        taskCount += 1
      } else if !Self.isPlainAssignment(statement) {
        return
      }
    }
    guard taskCount > 0 else { return }
    guard !call.isInPreview, !Self.isSelfRemovingTrigger(call) else { return }
    let status = targets.status(of: APIAvailabilityTable.task, at: Syntax(call))
    let message =
      status == .unavailable
      ? "keep this 'Task' in a '@State' property and cancel it in '.onDisappear', so it stops when the view disappears"
      : "use '.task' to run this work, so it is cancelled when the view disappears"
    // Exemption "app start-up": the root view the app makes appears once, when the app starts,
    // and is never taken away, so '.task' would cancel nothing.
    let typeName = call.enclosingTypeName ?? ""
    context.report(
      message,
      from: member.period.positionAfterSkippingLeadingTrivia, to: member.declName.endPositionBeforeTrailingTrivia,
      fix: status == .available ? Self.fix(call: call, member: member, closure: closure) : nil,
      when: IndexCondition { !$0.isAppRootView(typeName) })
  }

  /// `.onAppear { Task { body } }` → `.task { body }`: only for a trailing closure that holds one
  /// plain `Task { }` and no comment besides it, with the body moved out one indentation level.
  private static func fix(
    call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, closure: ClosureExprSyntax
  ) -> Fix? {
    guard call.trailingClosure == closure, call.arguments.isEmpty, call.leftParen == nil,
      call.additionalTrailingClosures.isEmpty, closure.signature == nil, closure.statements.count == 1,
      let statement = closure.statements.first, case .expr(let expression) = statement.item,
      let task = FunctionCallExprSyntax(expression), isTaskStart(expression),
      task.arguments.isEmpty, task.leftParen == nil, task.additionalTrailingClosures.isEmpty,
      let inner = task.trailingClosure, inner.signature == nil
    else { return nil }
    let outside = [
      closure.leftBrace.trailingTrivia, statement.leadingTrivia, statement.trailingTrivia,
      closure.rightBrace.leadingTrivia,
    ]
    guard !outside.contains(where: { $0.contains(where: \.isComment) }),
      !inner.description.contains("\"\"\"")
    else { return nil }
    let taskIndent = indentation(statement.leadingTrivia)
    let innerIndent = inner.statements.first.map { indentation($0.leadingTrivia) } ?? taskIndent
    let step = innerIndent.hasPrefix(taskIndent) ? innerIndent.count - taskIndent.count : 0
    let text = Array(inner.description.utf8)
    let bodyStart = inner.leftBrace.endPosition.utf8Offset - inner.position.utf8Offset
    let bodyEnd = inner.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset - inner.position.utf8Offset
    let bodyText = String(decoding: text[bodyStart..<bodyEnd], as: UTF8.self)
    let start = member.declName.positionAfterSkippingLeadingTrivia.utf8Offset
    return Fix(
      summary: "replace '.onAppear { Task { … } }' with '.task { … }'",
      edits: [
        TextEdit(start: start, end: member.declName.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "task"),
        TextEdit(
          start: closure.leftBrace.endPosition.utf8Offset,
          end: closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
          replacement: outdent(bodyText, by: step)),
      ])
  }

  /// The spaces and tabs after the last newline of `trivia`: a line's indentation.
  private static func indentation(_ trivia: Trivia) -> String {
    var result = ""
    for piece in trivia {
      switch piece {
      case .newlines, .carriageReturns, .carriageReturnLineFeeds: result = ""
      case .spaces(let count): result += String(repeating: " ", count: count)
      case .tabs(let count): result += String(repeating: "\t", count: count)
      default: break
      }
    }
    return result
  }

  /// `text` with up to `step` spaces or tabs removed after each line break.
  private static func outdent(_ text: String, by step: Int) -> String {
    guard step > 0 else { return text }
    var result = ""
    var toRemove = 0
    for character in text {
      if character == "\n" || character == "\r\n" || character == "\r" {
        toRemove = step
        result.append(character)
      } else if toRemove > 0 && (character == " " || character == "\t") {
        toRemove -= 1
      } else {
        toRemove = 0
        result.append(character)
      }
    }
    return result
  }

  /// `Task { }` or `Task(priority:) { }`, not assigned.
  private static func isTaskStart(_ expression: ExprSyntax) -> Bool {
    guard let call = FunctionCallExprSyntax(expression),
      DeclReferenceExprSyntax(call.calledExpression)?.baseName.text == "Task"
    else { return false }
    return call.trailingClosure != nil || call.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }
  }

  /// `name = value` or `self.name = value` with no call on the right.
  private static func isPlainAssignment(_ expression: ExprSyntax) -> Bool {
    guard let right = expression.assignmentOperands?.right else { return false }
    return right.kind != .functionCallExpr && right.kind != .awaitExpr && right.kind != .tryExpr
  }

  /// Exemption "a trigger that removes itself": a load-more row shown only while a flag is false
  /// (`if !isLoadingMore { ProgressView().onAppear { Task { … } } }`) whose work sets that flag to
  /// true. The row disappears as the work starts, so '.task' would cancel it at once.
  private static func isSelfRemovingTrigger(_ call: FunctionCallExprSyntax) -> Bool {
    var flags: Set<String> = []
    var child = Syntax(call)
    var current = call.parent
    var owner: DeclGroupSyntax?
    while let node = current {
      if let ifExpr = IfExprSyntax(node) {
        for condition in ifExpr.conditions {
          // `if !isLoading { trigger }`, or `if isLoading { … } else { trigger }`.
          if ifExpr.body.id == child.id {
            flags.formUnion(negatedNames(in: Syntax(condition)))
          } else if ifExpr.elseBody?.id == child.id {
            flags.formUnion(plainNames(in: Syntax(condition)))
          }
        }
      }
      if let group = node.asDeclGroup {
        owner = group
        break
      }
      child = node
      current = node.parent
    }
    guard !flags.isEmpty, let owner else { return false }
    // `isLoadingMore = true` anywhere in the type (the task's closure or a method it calls).
    let tokens = Array(owner.tokens(viewMode: .sourceAccurate))
    for index in tokens.indices.dropLast(2) where flags.contains(tokens[index].text) {
      if tokens[index + 1].tokenKind == .equal, tokens[index + 2].tokenKind == .keyword(.true) { return true }
    }
    return false
  }

  /// `isLoading`, `model.isLoading`: the last name of a flag the condition is.
  private static func plainNames(in condition: Syntax) -> Set<String> {
    guard let element = ConditionElementSyntax(condition), case .expression(let expression) = element.condition else {
      return []
    }
    let name =
      MemberAccessExprSyntax(expression)?.declName.baseName.text ?? DeclReferenceExprSyntax(expression)?.baseName.text
    return name.map { [$0] } ?? []
  }

  /// `!isLoading`, `!model.isLoading`, `isLoading == false`: the last names of negated flags.
  private static func negatedNames(in condition: Syntax) -> Set<String> {
    var result: Set<String> = []
    for token in condition.tokens(viewMode: .sourceAccurate) {
      if token.tokenKind == .prefixOperator("!"), let operand = token.parent.flatMap({ PrefixOperatorExprSyntax($0) }) {
        let name =
          MemberAccessExprSyntax(operand.expression)?.declName.baseName.text
          ?? DeclReferenceExprSyntax(operand.expression)?.baseName.text
        if let name { result.insert(name) }
      } else if token.tokenKind == .keyword(.false), let previous = token.previousToken(viewMode: .sourceAccurate),
        previous.text == "==", let name = previous.previousToken(viewMode: .sourceAccurate)?.text
      {
        result.insert(name)
      }
    }
    return result
  }
}
