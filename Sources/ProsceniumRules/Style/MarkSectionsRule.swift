import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `mark_sections`: long views and view models group their members under `// MARK:` sections.
package final class MarkSectionsRule: SyntaxRule<MarkSectionsRule.Options>, Rule {
  package struct Options: RuleOptions {
    package var minLines = 40
    package var viewSections: [String] = []
    package var viewModelSections: [String] = []

    package init() {}

    package static var fields: [OptionField<Options>] {
      [
        .integer("min_lines", \.minLines, minimum: 1, "types shorter than this many lines need no sections"),
        .stringList(
          "view_sections", \.viewSections,
          "section names every long view must have, e.g. 'View' (searched in the type and the file's top level)"),
        .stringList(
          "view_model_sections", \.viewModelSections,
          "section names every long view model must have, e.g. 'Lifecycle', 'Public Functions'"),
      ]
    }
  }

  package static let description = RuleDescription(
    id: "mark_sections",
    summary: "a long view or view model has no '// MARK:' sections",
    rationale: """
      Seed 001 gives every view and view model the same skeleton — '// MARK: Internal Properties', \
      '// MARK: View', '// MARK: Private Properties', '// MARK: Initialization', '// MARK: Lifecycle', \
      '// MARK: Public Functions' — so any screen reads the same way and Xcode's jump bar lists its \
      parts. Short types read fine without them, so by default the rule asks only that a view or view \
      model of at least 'min_lines' lines has some '// MARK:' inside it; teams that want the exact \
      skeleton list the section names in 'view_sections' and 'view_model_sections' (sections in \
      the file's top level, such as '// MARK: - Private Functions' above a private extension, count). Marks \
      count when they group the type's members: inside its body (also within '#if' blocks), above its \
      extensions in the same file, or inside those extensions. A '// MARK: - ProfileView' right above the type \
      only names it — the jump bar then lists the type, not its parts — so a long type with nothing more is \
      still reported, and the message says why.
      """,
    sources: [
      PlaybookReference(.observableRouter, "Create RestaurantDetailView with proper MARK sections"),
      PlaybookReference(.observableRouter, "View Structure / ViewModel Structure: // MARK: sections"),
    ],
    family: .style,
    isOptIn: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        @MainActor
        @Observable
        final class ↓ProfileViewModel {
          private(set) var name = ""
          private(set) var isLoading = false

          init() {}

          func onAppear() async {
            isLoading = true
          }
        }
        """,
        options: #"{"min_lines": 5}"#),
      .flagged(
        """
        struct ↓ProfileView: View {
          // MARK: Internal Properties

          let viewModel: ProfileViewModel

          var body: some View {
            Text(viewModel.name)
          }
        }
        """,
        options: #"{"min_lines": 5, "view_sections": ["Internal Properties", "View"]}"#,
        note: "the 'View' section is missing"),
      .clean(
        """
        struct OrdersView: View {
          @State private var orders: [Order] = []
          @State private var isLoading = false

          var body: some View {
            content
          }
        }

        // MARK: - Content

        private extension OrdersView {
          var content: some View { List(orders) { OrderRow(order: $0) } }
        }
        """,
        options: #"{"min_lines": 5}"#,
        note: "the file sections the type with marks above its extensions"),
      .flagged(
        """
        // MARK: - Settings

        struct ↓SettingsView: View {
          @State private var isOn = false
          @State private var name = ""

          var body: some View {
            Form { Toggle("On", isOn: $isOn) }
          }
        }
        """,
        options: #"{"min_lines": 5}"#,
        note: "a mark above the type names it; it does not group its members"),
      .clean(
        """
        // MARK: - Player

        struct PlayerView: View {
          @State private var isPlaying = false
          #if os(iOS)
          // MARK: Gestures

          @GestureState private var drag = CGSize.zero
          #endif
          var body: some View { controls }
        }

        struct QueueView: View {
          let items: [Item]
          let onSelect: (Item) -> Void

          var body: some View { list }
        }

        extension QueueView {
          // MARK: Subviews

          var list: some View { List(items) { Row(item: $0) } }
        }
        """,
        options: #"{"min_lines": 5}"#,
        note: "marks inside an '#if' block of the type, or inside its extension"),
      .clean(
        """
        @MainActor
        @Observable
        final class ProfileViewModel {
          // MARK: Private Properties

          private(set) var name = ""
          private(set) var isLoading = false

          // MARK: Lifecycle

          func onAppear() async {
            isLoading = true
          }
        }
        """,
        options: #"{"min_lines": 5}"#),
      .clean(
        """
        struct ProfileView: View {
          // MARK: Internal Properties

          let viewModel: ProfileViewModel

          // MARK: View

          var body: some View {
            content
          }
        }

        // MARK: - Private Views

        private extension ProfileView {
          var content: some View { Text(viewModel.name) }
        }
        """,
        options: #"{"min_lines": 5, "view_sections": ["Internal Properties", "View", "Private Views"]}"#),
      .clean(
        """
        struct BadgeView: View {
          var body: some View { Text("New") }
        }
        """,
        note: "short types need no sections"),
      .clean(
        """
        struct Item {
          var title = ""
          var subtitle = ""
          var isNew = false
          var price = 0
          var rating = 0
        }
        """,
        options: #"{"min_lines": 3}"#,
        note: "models are not views or view models"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.structDecl, .classDecl]

  private var topLevelMarks: [String]?

  package func visit(_ node: Syntax) {
    guard let group = node.asDeclGroup, let name = group.typeName,
      group.enclosingTypeDeclaration == nil
    else { return }
    let inherited = group.inheritanceClause.typeNames
    let isView: Bool
    let condition: IndexCondition?
    if node.kind == .structDecl {
      guard inherited.contains("View") else { return }
      (isView, condition) = (true, nil)
    } else if name.hasSuffix("ViewModel") || inherited.contains("ObservableObject")
      || group.attributes.contains(named: "Observable")
    {
      (isView, condition) = (false, name.hasSuffix("ViewModel") ? nil : .type(name, is: .viewModel))
    } else {
      return
    }
    let required = isView ? options.viewSections : options.viewModelSections
    // The length first, from the line table: most types are short, and reading the members'
    // trivia is the dear part. Members whose text holds no 'MARK:' hold no mark.
    let lines = lineCount(of: group)
    guard lines >= options.minLines else { return }
    let memberBlock = group.memberBlock
    let inner = context.text(of: memberBlock, containsAnyOf: ["MARK:"]) ? Self.marks(inside: memberBlock) : []
    if required.isEmpty, !inner.isEmpty { return }
    let nameNode = Syntax(
      StructDeclSyntax(node)?.name ?? ClassDeclSyntax(node)?.name ?? group.memberBlock.leftBrace)
    if required.isEmpty {
      if hasMarkedExtension(of: name) { return }
      // A mark right above the type names it in the jump bar; say so, or the finding reads as wrong.
      let named = Self.marks(in: node.leadingTrivia).isEmpty ? "" : "; the '// MARK:' above it names the type"
      context.report(
        "add '// MARK:' sections inside '\(name)' (\(lines) lines) to group its members\(named)", at: nameNode,
        when: condition)
      return
    }
    let present = Set((inner + fileMarks()).map(Self.normalized))
    let missing = required.filter { !present.contains(Self.normalized($0)) }
    guard !missing.isEmpty else { return }
    context.report(
      "add the \(missing.map { "'// MARK: \($0)'" }.joined(separator: ", ")) section\(missing.count == 1 ? "" : "s") to '\(name)'",
      at: nameNode, when: condition)
  }

  /// The lines a declaration spans, without its leading and trailing trivia, from the engine's
  /// line table (no copy of the type's text).
  private func lineCount(of node: some SyntaxProtocol) -> Int {
    context.line(of: node.endPositionBeforeTrailingTrivia) - context.line(of: node.positionAfterSkippingLeadingTrivia)
      + 1
  }

  /// Whether the file sections `name` in its extensions, the other common way to group a type's
  /// members: a `// MARK:` above an extension of the type, or inside one.
  private func hasMarkedExtension(of name: String) -> Bool {
    context.tree.statements.contains { statement in
      guard let extensionDecl = ExtensionDeclSyntax(statement.item),
        extensionDecl.extendedType.trimmedDescription == name
      else { return false }
      return !Self.marks(in: statement.leadingTrivia).isEmpty || !Self.marks(inside: extensionDecl.memberBlock).isEmpty
    }
  }

  /// The `// MARK:` titles among a type's or extension's members, also inside `#if` blocks, and
  /// before its closing brace. A mark above the declaration itself names the type (it is how
  /// files list their types in the jump bar); it does not group the type's members.
  static func marks(inside memberBlock: MemberBlockSyntax) -> [String] {
    marks(among: memberBlock.members) + marks(in: memberBlock.rightBrace.leadingTrivia)
  }

  private static func marks(among members: MemberBlockItemListSyntax) -> [String] {
    members.flatMap { member -> [String] in
      var found = marks(in: member.leadingTrivia)
      if let ifConfig = IfConfigDeclSyntax(member.decl) {
        for clause in ifConfig.clauses {
          // The first '#if' starts the member: its trivia was read above.
          if clause.poundKeyword.tokenKind != .poundIf { found += marks(in: clause.poundKeyword.leadingTrivia) }
          if case .decls(let nested)? = clause.elements { found += marks(among: nested) }
        }
        found += marks(in: ifConfig.poundEndif.leadingTrivia)
      }
      return found
    }
  }

  /// `// MARK:` comments at the file's top level, read once.
  private func fileMarks() -> [String] {
    if let topLevelMarks { return topLevelMarks }
    let marks =
      context.tree.statements.flatMap { Self.marks(in: $0.leadingTrivia) }
      + Self.marks(in: context.tree.endOfFileToken.leadingTrivia)
    topLevelMarks = marks
    return marks
  }

  /// The titles of the `// MARK:` comments in `trivia`.
  static func marks(in trivia: Trivia) -> [String] {
    trivia.compactMap { piece -> String? in
      let text: String
      switch piece {
      case .lineComment(let comment), .blockComment(let comment): text = comment
      default: return nil
      }
      guard let range = text.firstRange(of: "MARK:") else { return nil }
      return String(text[range.upperBound...])
    }
  }

  /// `" - Private Functions */"` → `"private functions"`.
  static func normalized(_ title: String) -> String {
    var text = Substring(title)
    if text.hasSuffix("*/") { text = text.dropLast(2) }
    let trimmed = text.drop { $0 == " " || $0 == "-" }.reversed().drop { $0 == " " }.reversed()
    return String(trimmed).lowercased()
  }
}
