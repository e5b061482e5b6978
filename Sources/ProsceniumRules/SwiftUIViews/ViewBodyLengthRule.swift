import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `view_body_length`: a long `body` is several views in one; extract them.
package final class ViewBodyLengthRule: SyntaxRule<ViewBodyLengthRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// The most lines of code a `body` or view-building member may have.
    package var maxLines = 60

    package init() {}

    package static var fields: [OptionField<Options>] {
      [
        .integer(
          "max_lines", \.maxLines, minimum: 1,
          "the most lines of code (blank and comment-only lines not counted) a 'body' or view-building member may have")
      ]
    }
  }

  package static let description = RuleDescription(
    id: "view_body_length",
    summary: "view 'body' or view-building member longer than 'max_lines' lines of code",
    rationale: """
      A long body hides the screen's structure and makes every state change re-evaluate one big expression. The \
      playbooks ask for small, focused views: extract sections into subviews or private '@ViewBuilder' members (seed \
      001 keeps them in a private extension). The rule measures, in views, view modifiers, apps and scenes, the \
      'body' (property or 'body(content:)'), '@ViewBuilder' members and members returning 'some View'. It counts the \
      lines between the braces that hold code, so blank lines and comment-only lines do not count, nor the braces' \
      own lines; the lines of a multi-line string do. The finding sits on the member's name. Preview code \
      ('#Preview', types nested in a 'PreviewProvider') is skipped.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "Break down complex views: small, focused views"),
      PlaybookReference(.swiftUIPatterns, "Break large views into smaller components; extracting subviews"),
      PlaybookReference(.observableRouter, "Extract private subviews into a private extension"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    examples: [
      .flagged(
        """
        struct ProfileView: View {
          var ↓body: some View {
            VStack {
              Text("Header")

              // Stats
              Text("Stats")
              Text("Actions")
            }
          }
        }
        """,
        options: #"{"max_lines": 4}"#,
        note: "five lines of code; the blank and comment lines are not counted"),
      .flagged(
        """
        #if os(tvOS)
        extension ShelfView {
          @ViewBuilder
          private func ↓row(for item: Item) -> some View {
            HStack {
              Poster(item: item)
              Text(item.title)
            }
          }
        }
        #endif

        struct CardStyle: ViewModifier {
          func ↓body(content: Content) -> some View {
            content
              .padding()
              .background(.regularMaterial)
              .clipShape(RoundedRectangle(cornerRadius: 12))
          }
        }
        """,
        otherFiles: ["Sources/App/ShelfView.swift": "struct ShelfView: View { var body: some View { EmptyView() } }"],
        options: #"{"max_lines": 3}"#),
      .flagged(
        """
        struct AboutView: View {
          var ↓body: some View {
            /* Credits, over
               two lines */
            Text(\"\"\"
              Proscenium
              version 1

              \"\"\")
          }
        }
        """,
        options: #"{"max_lines": 4}"#,
        note: "each line of a multi-line string counts, the blank one too: five lines; the comment's do not"),
      .clean(
        """
        struct ShareView: View {
          var body: some View {
            VStack {
              #if os(macOS)
                Text("Share from the menu bar")
                Button("Copy link") {}
              #else
                Text("Share")
                ShareLink(item: url)
              #endif
            }
          }
        }
        """,
        options: #"{"max_lines": 4}"#,
        note: "exemption 'one branch of #if': the macOS and iOS branches never compile together; four lines"),
      .flagged(
        """
        struct ShareView: View {
          var ↓body: some View {
            VStack {
              #if os(macOS)
                Text("Share from the menu bar")
                Button("Copy link") {}
                Button("Copy text") {}
              #endif
            }
          }
        }
        """,
        options: #"{"max_lines": 4}"#,
        note: "the longest branch counts: five lines"),
      .clean(
        """
        struct AboutView: View {
          var body: some View {
            /* Credits, over
               two lines */
            Text(\"\"\"
              Proscenium
              version 1

              \"\"\")
          }
        }
        """,
        options: #"{"max_lines": 5}"#,
        note: "the same five lines are within a limit of five"),
      .clean(
        """
        struct ProfileView: View {
          var body: some View {
            VStack {
              ProfileHeader()
              ProfileStats()
              ProfileActions()
            }
          }
        }
        """,
        options: #"{"max_lines": 5}"#,
        note: "seed 003's extracted subviews"),
      .clean(
        """
        enum AppRoute: Route {
          case home, settings

          @ViewBuilder
          func view() -> some View {
            switch self {
            case .home:
              HomeView(viewModel: HomeViewModel.create())
            case .settings:
              SettingsView(viewModel: SettingsViewModel.create())
            }
          }
        }

        struct Summary: View {
          let lines: [String]
          var title: String {
            let first = lines.first ?? ""
            let rest = lines.dropFirst().joined()
            return first + rest
          }
          var body: some View { Text(title) }
        }
        """,
        options: #"{"max_lines": 2}"#,
        note: "a route enum is not a view; plain computed properties are not view builders"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.variableDecl, .functionDecl]

  private var maxLines: Int { options.maxLines }

  package func visit(_ node: Syntax) {
    if node.kind == .variableDecl, let variable = VariableDeclSyntax(node) {
      // Stored properties (no accessors) are most variables: rule them out first.
      // `isTypeMember` by kind (the generic `is(_:)` looks the type up at run time); whether the
      // member is static is asked last, of view builders only.
      let bindings = variable.bindings
      guard node.parent?.kind == .memberBlockItem, bindings.count == 1, let binding = bindings.first,
        let accessors = binding.accessorBlock, let name = IdentifierPatternSyntax(binding.pattern)?.identifier
      else { return }
      let buildsViews =
        name.text == "body" || variable.attributes.contains(named: "ViewBuilder")
        || binding.typeAnnotation.map { Self.isSomeView($0.type) } == true
      guard buildsViews, !variable.isStatic else { return }
      measure(Syntax(accessors), name: name, in: variable)
    } else if node.kind == .functionDecl, let function = FunctionDeclSyntax(node) {
      guard node.parent?.kind == .memberBlockItem, let body = function.body else { return }
      let buildsViews =
        function.name.text == "body" || function.attributes.contains(named: "ViewBuilder")
        || function.signature.returnClause.map { Self.isSomeView($0.type) } == true
      guard buildsViews else { return }
      measure(Syntax(body), name: function.name, in: function)
    }
  }

  private static func isSomeView(_ type: TypeSyntax) -> Bool {
    guard let some = SomeOrAnyTypeSyntax(type), some.someOrAnySpecifier.text == "some" else { return false }
    return some.constraint.baseTypeName == "View"
  }

  /// Counts the lines of `block` (braces excluded) that hold code, and reports when too many.
  private func measure(_ block: Syntax, name: TokenSyntax, in member: some SyntaxProtocol) {
    // Cheap bound first: a block spanning no more lines than allowed cannot have too many. The
    // engine's line table answers that without visiting tokens, and most members are short.
    let spanned = context.line(of: block.endPosition) - context.line(of: block.position) + 1
    guard spanned > maxLines else { return }
    // The block's own braces, found once rather than compared token by token.
    let openingBrace = block.firstToken(viewMode: .sourceAccurate).flatMap { $0.tokenKind == .leftBrace ? $0 : nil }
    let closingBrace = block.lastToken(viewMode: .sourceAccurate).flatMap { $0.tokenKind == .rightBrace ? $0 : nil }
    let counter = CodeLineCounter(context: context, openingBrace: openingBrace, closingBrace: closingBrace)
    counter.walk(block)
    let count = counter.count
    guard count > maxLines, let typeName = member.enclosingTypeName, !member.isInPreview else { return }
    context.report(
      "'\(name.text)' has \(count) lines of code (more than \(maxLines)): extract subviews or '@ViewBuilder' members",
      at: name, when: .swiftUIRenderer(typeName))
  }
}

/// Counts the lines of a block that hold code: the lines on which a token with text starts, plus
/// every further line a multi-line string segment spans; `openingBrace` and `closingBrace` do not
/// count.
///
/// Tokens come in source order, so their lines never decrease. A node whose text sits on one line
/// therefore adds that line once, and a node ending on the line counted last adds nothing: neither
/// is entered, which spares visiting most of a body's tokens one by one (a position, a line lookup
/// and a parent each).
private final class CodeLineCounter: SyntaxAnyVisitor {
  private let context: RuleContext
  /// Where the braces' text starts (-1 for none): a node holding one is entered, and a token with
  /// text starting there is the brace, since no two tokens with text start at one offset.
  private let openingOffset: Int
  private let closingOffset: Int
  private var lastCounted = -1
  private(set) var count = 0

  init(context: RuleContext, openingBrace: TokenSyntax?, closingBrace: TokenSyntax?) {
    self.context = context
    openingOffset = openingBrace?.positionAfterSkippingLeadingTrivia.utf8Offset ?? -1
    closingOffset = closingBrace?.positionAfterSkippingLeadingTrivia.utf8Offset ?? -1
    super.init(viewMode: .sourceAccurate)
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if let conditional = IfConfigDeclSyntax(node) { return countLongestClause(of: conditional) }
    let endLine = context.line(of: node.endPositionBeforeTrailingTrivia)
    // Every token left starts on the line counted last or later; this node ends there.
    if endLine == lastCounted { return .skipChildren }
    let start = node.positionAfterSkippingLeadingTrivia
    guard context.line(of: start) == endLine, node.trimmedLength.utf8Length > 0 else { return .visitChildren }
    let startOffset = start.utf8Offset
    let endOffset = node.endPosition.utf8Offset
    let holdsBrace =
      (openingOffset >= startOffset && openingOffset < endOffset)
      || (closingOffset >= startOffset && closingOffset < endOffset)
    guard !holdsBrace else { return .visitChildren }
    count += 1
    lastCounted = endLine
    return .skipChildren
  }

  /// Exemption "one branch of '#if'": the clauses of an `#if` never compile together (an iOS
  /// branch and a macOS one), so only the longest counts; the directives' own lines do not.
  private func countLongestClause(of conditional: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    var longest = 0
    for clause in conditional.clauses {
      guard let elements = clause.elements else { continue }
      let counter = CodeLineCounter(context: context, openingBrace: nil, closingBrace: nil)
      counter.walk(elements)
      longest = max(longest, counter.count)
    }
    count += longest
    lastCounted = context.line(of: conditional.endPositionBeforeTrailingTrivia)
    return .skipChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    guard token.trimmedLength.utf8Length > 0 else { return .skipChildren }
    let start = token.positionAfterSkippingLeadingTrivia
    let offset = start.utf8Offset
    guard offset != openingOffset, offset != closingOffset else { return .skipChildren }
    let line = context.line(of: start)
    if line != lastCounted {
      count += 1
      lastCounted = line
    }
    // Only the segments of a multi-line string literal span lines; each of their lines counts.
    if let parent = token.parent, parent.kind == .stringSegment {
      let endLine = context.line(of: token.endPositionBeforeTrailingTrivia)
      if endLine > line {
        count += endLine - line
        lastCounted = endLine
      }
    }
    return .skipChildren
  }
}
