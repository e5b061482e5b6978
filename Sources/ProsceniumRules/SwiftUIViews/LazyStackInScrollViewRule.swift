import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `lazy_stack_in_scroll_view`: rows of a scrolling `ForEach` belong in a lazy stack, which builds
/// only the rows on screen.
package final class LazyStackInScrollViewRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "lazy_stack_in_scroll_view",
    summary: "vertical 'ScrollView' whose content 'VStack' holds a 'ForEach': use 'LazyVStack'",
    rationale: """
      A 'VStack' or 'HStack' builds and lays out every row of its 'ForEach' up front, so a long or paginated list \
      costs memory and time before the first frame, and pagination triggers ('.task' on the last row) fire at once. \
      'LazyVStack' and 'LazyHStack' take the same arguments and build rows as they scroll into view. The rule flags \
      a 'VStack' that is a vertical 'ScrollView's direct content and holds a 'ForEach' among its direct children. \
      Horizontal 'ScrollView's are left alone: in real apps they are mostly short strips of tags, filters or pills, \
      where a lazy stack buys nothing. A stack across the axis (a 'VStack' in a horizontal 'ScrollView') is entirely \
      visible along the scroll direction, so laziness would not help; two-axis or computed axes are left alone, and \
      so are preview code and a 'ForEach' over a fixed, short list: a literal range or array, an array constant \
      ('let' or 'static let' of the type, or 'Type.member' of a type in the same file), an enum's 'allCases', or \
      values identified by '\\.rawValue' (enum cases, such as the kinds of section a screen shows). \
      The fix renames the stack. Lazy stacks need iOS 14 and tvOS 14: below that, on any platform the file is \
      built for, the rule is silent (a 'List' is the only lazy container there, and turning a stack into one \
      restyles the screen). With no known deployment target it advises as always but offers no fix, since it \
      cannot tell whether 'LazyVStack' would build.
      """,
    sources: [
      PlaybookReference(.swiftUIPatterns, "Use lazy containers for lists: LazyVStack in ScrollView"),
      PlaybookReference(.cleanLayers, "LazyVGrid and LazyVStack for character cards"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    usesDeploymentTarget: true,
    examples: [
      .flagged(
        """
        struct FeedView: View {
          var body: some View {
            ScrollView {
              ↓VStack(alignment: .leading, spacing: 12) {
                FeedHeader()
                ForEach(items) { item in
                  ItemRow(item: item)
                }
              }
              .padding()
            }
          }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(15)]),
        fixed: """
          struct FeedView: View {
            var body: some View {
              ScrollView {
                LazyVStack(alignment: .leading, spacing: 12) {
                  FeedHeader()
                  ForEach(items) { item in
                    ItemRow(item: item)
                  }
                }
                .padding()
              }
            }
          }
          """),
      .flagged(
        """
        #if os(tvOS)
        struct Shelf<Item: Identifiable & View>: View {
          let items: [Item]
          var body: some View {
            ScrollView(.vertical, showsIndicators: false) {
              ↓SwiftUI.VStack(spacing: 40) { ForEach(items) { $0.focusable() } }
            }
          }
        }
        #endif
        """,
        settings: ProjectSettings(deploymentTargets: [.tvOS: OSVersion(15)]),
        fixed: """
          #if os(tvOS)
          struct Shelf<Item: Identifiable & View>: View {
            let items: [Item]
            var body: some View {
              ScrollView(.vertical, showsIndicators: false) {
                SwiftUI.LazyVStack(spacing: 40) { ForEach(items) { $0.focusable() } }
              }
            }
          }
          #endif
          """),
      .flagged(
        """
        struct InboxView: View {
          var body: some View {
            ScrollView { ↓VStack { ForEach(messages) { MessageRow(message: $0) } } }
          }
        }
        """,
        note: "no known deployment target: the advice stands, but no fix is offered"),
      .clean(
        """
        struct SettingsView: View {
          var body: some View {
            ScrollView {
              VStack {
                ForEach(Section.allCases.filter { $0.isAvailable }) { SectionRow(section: $0) }
                ForEach(shortcuts()) { ShortcutRow(shortcut: $0) }
                ForEach(detailSections) { DetailSection(kind: $0) }
                ForEach(friends.prefix(5)) { FriendRow(friend: $0) }
                ForEach(formats.indices, id: \\.self) { FormatRow(format: formats[$0]) }
              }
            }
          }

          private var detailSections: [DetailKind] { [.name, .address, .phone, .notes] }
          private let formats = ["CSV", "JSON", "TSV"]

          private func shortcuts() -> [Shortcut] {
            if isCompact { return [.search, .compose] }
            return [.search, .compose, .inbox]
          }
        }
        """,
        note:
          "exemption 'short by construction': a selection of an enum's cases, a method or property returning literals"),
      .clean(
        """
        struct InboxView: View {
          var body: some View {
            ScrollView { VStack { ForEach(messages) { MessageRow(message: $0) } } }
          }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(14), .tvOS: OSVersion(13)]),
        note: "tvOS 13 has no lazy stack"),
      .clean(
        """
        struct FeedView: View {
          var body: some View {
            ScrollView {
              LazyVStack {
                ForEach(items) { item in
                  ItemRow(item: item)
                }
              }
            }
          }
        }
        """,
        note: "seed 003's lazy container"),
      .clean(
        """
        struct CharacterListView: View {
          var body: some View {
            ScrollView {
              LazyVGrid(columns: columns) {
                ForEach(viewModel.characters, id: \\.id) { CharacterView(viewModel: $0) }
              }
            }
          }
        }

        struct CharacterView: View {
          var body: some View {
            LazyVStack {
              Text(viewModel.name)
            }
          }
        }
        """,
        note: "seed 002's grid and card"),
      .clean(
        """
        struct Gallery: View {
          var body: some View {
            ScrollView(.horizontal) {
              VStack { ForEach(rows) { Text($0.title) } }
            }
            ScrollView {
              VStack {
                ForEach(0..<3) { Text("Step \\($0)") }
              }
              VStack { Section { ForEach(items) { Text($0.name) } } }
            }
            ScrollView(axes) { HStack { ForEach(items) { Text($0.name) } } }
          }
        }
        """,
        note: "across the axis, a literal range, a non-direct 'ForEach', a computed axis"),
      .clean(
        """
        struct TagBar: View {
          let tags: [Tag]
          var body: some View {
            ScrollView(.horizontal, showsIndicators: false) {
              HStack(spacing: 8) {
                ForEach(tags) { TagPill(tag: $0) }
              }
            }
          }
        }
        """,
        note: "a horizontal strip of pills or filters is short; only vertical lists are checked"),
      .clean(
        """
        struct StyleGallery: View {
          private let styles = [("Compact", Style.compact), ("Large", Style.large)]

          var body: some View {
            ScrollView {
              VStack {
                ForEach(styles, id: \\.0) { name, style in
                  StylePreview(style: style, title: name)
                }
              }
            }
          }
        }
        """,
        note: "a 'ForEach' over an array constant of the type"),
      .clean(
        """
        struct IconPicker: View {
          var body: some View {
            ScrollView {
              VStack(alignment: .leading) {
                ForEach(IconCatalog.groups) { group in IconGrid(icons: group.icons) }
              }
            }
          }
        }

        enum IconCatalog {
          static let groups = [IconGroup(title: "Classic"), IconGroup(title: "Seasonal")]
        }
        """,
        note: "a 'static let' array constant of a type in the same file"),
      .clean(
        """
        struct SortPicker<Option: CaseIterable & Identifiable & CustomStringConvertible>: View {
          var body: some View {
            ScrollView {
              VStack {
                Text("Sort by")
                ForEach(Array(Option.allCases)) { Text($0.description) }
              }
            }
          }
        }

        struct HomeSections: View {
          var body: some View {
            ScrollView {
              VStack(spacing: 24) {
                WelcomeBanner()
                ForEach(settings.enabledSections, id: \\.rawValue) { section in
                  switch section {
                  case .favorites: FavoritesSection()
                  case .shortcuts: ShortcutsSection()
                  }
                }
              }
            }
          }
        }
        """,
        note: "an enum's cases are a handful: sort options, the kinds of section a screen shows"),
      .flagged(
        """
        struct FolderPicker: View {
          var body: some View {
            ScrollView {
              ↓VStack {
                ForEach(model.folders, id: \\.uuid) { FolderRow(folder: $0) }
              }
            }
          }
        }
        """),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

  /// Built on first use: most files never reach a question about an API.
  private lazy var targets = DeploymentTargets(context)

  package func visit(_ node: Syntax) {
    // The name first: `viewName` is the name itself when it is a view's, but costs more to read.
    guard let reading = context.reading(ofCall: node), reading.name == "ScrollView",
      reading.viewName == "ScrollView"
    else { return }
    visitScrollView(reading.call)
  }

  /// Apart from `visit(_:)`, so that the calls turned down by name do not fetch the metadata of
  /// every syntax type this body uses.
  @inline(never)
  private func visitScrollView(_ scrollView: FunctionCallExprSyntax) {
    guard let expectedStack = Self.stackName(forAxisOf: scrollView), expectedStack == "VStack",
      let content = scrollView.closure(labeled: "content", orTrailing: true)?.statements.singleExpression,
      let stack = content.chainRootViewCall, stack.viewName == expectedStack,
      let rows = stack.closure(labeled: "content", orTrailing: true)?.statements,
      rows.contains(where: { Self.isDynamicForEach($0, in: scrollView.enclosingTypeDeclaration) })
    else { return }
    let nameToken =
      DeclReferenceExprSyntax(stack.calledExpression)?.baseName
      ?? MemberAccessExprSyntax(stack.calledExpression)?.declName.baseName
    guard let nameToken else { return }
    let lazyName = "Lazy" + expectedStack
    let fix = Fix(
      summary: "replace '\(expectedStack)' with '\(lazyName)'",
      edits: [
        TextEdit(
          start: nameToken.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: nameToken.endPositionBeforeTrailingTrivia.utf8Offset, replacement: lazyName)
      ])
    guard !scrollView.isInPreview else { return }
    let status = targets.status(of: APIAvailabilityTable.lazyVStack, at: Syntax(stack))
    guard status != .unavailable else { return }
    context.report(
      "use '\(lazyName)' so the rows of this 'ScrollView' are built only when they scroll into view",
      at: stack.calledExpression, fix: status == .available ? fix : nil,
      when: stack.enclosingTypeName.map { .isNotOnlyPreviewed($0) })
  }

  /// `VStack` for a vertical scroll view (the default), `HStack` for a horizontal one, `nil` when
  /// the axis is both or computed.
  private static func stackName(forAxisOf scrollView: FunctionCallExprSyntax) -> String? {
    guard let axis = scrollView.arguments.first(where: { $0.label == nil || $0.label?.text == "axes" })?.expression
    else { return "VStack" }
    var names: [String] = []
    if let array = ArrayExprSyntax(axis) {
      for element in array.elements {
        guard let member = MemberAccessExprSyntax(element.expression) else { return nil }
        names.append(member.declName.baseName.text)
      }
    } else if let member = MemberAccessExprSyntax(axis) {
      names.append(member.declName.baseName.text)
    } else {
      return nil
    }
    switch names {
    case ["vertical"]: return "VStack"
    case ["horizontal"]: return "HStack"
    default: return nil
    }
  }

  /// A `ForEach` statement (with any modifiers) over something other than a literal.
  private static func isDynamicForEach(_ item: CodeBlockItemSyntax, in owner: DeclGroupSyntax?) -> Bool {
    guard case .expr(let expression) = item.item, let forEach = expression.chainRootViewCall,
      forEach.viewName == "ForEach"
    else { return false }
    guard var data = forEach.arguments.first?.expression else { return true }
    // `ForEach(columns.indices)` is as short as `columns`.
    if let member = MemberAccessExprSyntax(data), member.declName.baseName.text == "indices", let base = member.base {
      data = base
    }
    if data.kind == .arrayExpr || isEnumCases(data, forEach: forEach) { return false }
    if let owner, let call = FunctionCallExprSyntax(data), returnsArrayLiteral(call, in: owner) { return false }
    if isCappedByPrefix(data) { return false }
    if let reference = DeclReferenceExprSyntax(data), let owner,
      isArrayConstant(reference.baseName.text, in: owner) || isComputedLiteral(reference.baseName.text, in: owner)
    {
      return false
    }
    if let member = MemberAccessExprSyntax(data), let base = member.base.flatMap({ DeclReferenceExprSyntax($0) }),
      isTypeArrayConstant(member.declName.baseName.text, of: base.baseName.text, in: forEach)
    {
      return false
    }
    if let sequence = SequenceExprSyntax(data) {
      return !sequence.elements.allSatisfy {
        $0.is(IntegerLiteralExprSyntax.self) || $0.is(BinaryOperatorExprSyntax.self)
      }
    }
    if let infix = InfixOperatorExprSyntax(data) {
      return
        !(infix.leftOperand.kind == .integerLiteralExpr && infix.rightOperand.kind == .integerLiteralExpr)
    }
    return true
  }

  /// `Kind.allCases`, `Array(Kind.allCases)`, or values identified by `\.rawValue`: the cases of
  /// an enum, a short list fixed at compile time.
  private static func isEnumCases(_ data: ExprSyntax, forEach: FunctionCallExprSyntax) -> Bool {
    let identifiedByRawValue = forEach.arguments.contains { argument in
      guard argument.label?.text == "id", let keyPath = KeyPathExprSyntax(argument.expression) else { return false }
      return keyPath.components.trimmedDescription == ".rawValue"
    }
    if identifiedByRawValue { return true }
    var expression = data
    if let call = FunctionCallExprSyntax(expression), call.arguments.count == 1,
      DeclReferenceExprSyntax(call.calledExpression)?.baseName.text == "Array",
      let argument = call.arguments.first?.expression
    {
      expression = argument
    }
    // `Kind.allCases.filter { … }`, `.sorted()`, `.prefix(3)`: a selection of the cases is no longer.
    while let call = FunctionCallExprSyntax(expression), let member = MemberAccessExprSyntax(call.calledExpression),
      let base = member.base, selectingMethods.contains(member.declName.baseName.text)
    {
      expression = base
    }
    return MemberAccessExprSyntax(expression)?.declName.baseName.text == "allCases"
  }

  /// Methods that select or order elements: applied to an enum's cases, the list stays as short.
  private static let selectingMethods: Set<String> = [
    "filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast",
  ]

  /// `ForEach(sections)` where the type computes `var sections: [Section] { [.a, .b] }` or returns
  /// an enum's cases: a fixed handful, whatever the getter picks.
  private static func isComputedLiteral(_ name: String, in owner: DeclGroupSyntax) -> Bool {
    owner.memberBlock.members.contains { member in
      guard let variable = VariableDeclSyntax(member.decl) else { return false }
      return variable.bindings.contains { binding in
        guard IdentifierPatternSyntax(binding.pattern)?.identifier.text == name,
          case .getter(let statements)? = binding.accessorBlock?.accessors
        else { return false }
        let returns = statements.allReturnedExpressions
        return !returns.isEmpty
          && returns.allSatisfy {
            $0.is(ArrayExprSyntax.self) || MemberAccessExprSyntax($0)?.declName.baseName.text == "allCases"
          }
      }
    }
  }

  /// `ForEach(friends.prefix(5))`, `Array(items.prefix(3))`: at most a written handful of rows.
  private static func isCappedByPrefix(_ data: ExprSyntax) -> Bool {
    var expression = data
    if let call = FunctionCallExprSyntax(expression), call.arguments.count == 1,
      DeclReferenceExprSyntax(call.calledExpression)?.baseName.text == "Array",
      let argument = call.arguments.first?.expression
    {
      expression = argument
    }
    guard let call = FunctionCallExprSyntax(expression),
      MemberAccessExprSyntax(call.calledExpression)?.declName.baseName.text == "prefix",
      let count = call.arguments.first.flatMap({ IntegerLiteralExprSyntax($0.expression) }),
      let value = Int(count.literal.text)
    else { return false }
    return value <= 20
  }

  /// `ForEach(tabs())` where the type's method `tabs()` returns an array literal: a fixed handful
  /// of values, whatever the method picks among them.
  private static func returnsArrayLiteral(_ call: FunctionCallExprSyntax, in owner: DeclGroupSyntax) -> Bool {
    guard let name = DeclReferenceExprSyntax(call.calledExpression)?.baseName.text else { return false }
    return owner.memberBlock.members.contains { member in
      guard let function = FunctionDeclSyntax(member.decl), function.name.text == name,
        let statements = function.body?.statements, !statements.isEmpty
      else { return false }
      // Every value it can return is a literal: `[.a, .b]`, or `if … { return [.a] } return [.a, .b]`.
      let returns = statements.allReturnedExpressions
      return !returns.isEmpty && returns.allSatisfy { $0.is(ArrayExprSyntax.self) }
    }
  }

  /// `Catalog.groups` where a type named `Catalog` in this file declares `static let groups = [...]`.
  /// Only the file's type declarations are searched, and only for a `ForEach` about to be reported.
  private static func isTypeArrayConstant(_ name: String, of typeName: String, in node: some SyntaxProtocol) -> Bool {
    guard typeName.first?.isUppercase == true,
      let file = node.root.as(SourceFileSyntax.self)
    else { return false }
    var pending: [DeclGroupSyntax] = file.statements.compactMap { item in
      guard case .decl(let decl) = item.item else { return nil }
      return decl.asDeclGroup
    }
    while let group = pending.popLast() {
      if group.typeName == typeName, isArrayConstant(name, in: group) { return true }
      pending += group.memberBlock.members.compactMap { $0.decl.asDeclGroup }
    }
    return false
  }

  /// `let variants = [...]` declared on the type: a fixed, short list.
  private static func isArrayConstant(_ name: String, in owner: DeclGroupSyntax) -> Bool {
    owner.memberBlock.members.contains { member in
      guard let variable = VariableDeclSyntax(member.decl), variable.bindingSpecifier.tokenKind == .keyword(.let)
      else { return false }
      return variable.bindings.contains { binding in
        IdentifierPatternSyntax(binding.pattern)?.identifier.text == name
          && binding.initializer?.value.is(ArrayExprSyntax.self) == true
      }
    }
  }
}

extension CodeBlockItemListSyntax {
  /// The expressions a function body returns: its single expression, or every `return` value
  /// (not inside nested closures or functions). Empty when a `return` has no value.
  fileprivate var allReturnedExpressions: [ExprSyntax] {
    if count == 1, let only = first, case .expr(let expression) = only.item { return [expression] }
    final class Returns: SyntaxVisitor {
      var values: [ExprSyntax] = []
      var bare = false
      override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.expression { values.append(value) } else { bare = true }
        return .skipChildren
      }
      override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
      override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
    let visitor = Returns(viewMode: .sourceAccurate)
    visitor.walk(self)
    return visitor.bare ? [] : visitor.values
  }
}
