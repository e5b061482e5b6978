import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `private_subviews`: a view's helper subviews (`some View` properties and functions besides
/// `body`) are private and kept in an extension, so the view's declaration shows its state and
/// `body`, and nothing outside the view builds on its pieces.
package final class PrivateSubviewsRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "private_subviews",
    summary: "keep a view's helper subviews private, in a 'private extension'",
    rationale: """
      Seed 001's steps for a new screen end with "Extract private subviews into private \
      extension": 'body' reads as an outline of named parts, each part is declared once in a \
      'private extension' after the view, and no other file can come to depend on a piece of the \
      layout. The rule looks at SwiftUI views (as the index sees them) and flags a computed \
      property typed 'some View' or a function returning 'some View', other than 'body', that is \
      declared in the view's own declaration (move it into a 'private extension'), or that is \
      neither private nor in a private extension (make it private). Public, open and package \
      members (a library's API), 'static' members, overrides, members that satisfy a requirement \
      of a protocol the view adopts, and extensions in another file than the view are left alone, \
      as is preview code. Opt-in as a house style: on 14 open-source apps all 30 of a sample of its \
      2,071 findings were right (2026-12-02), yet apps that keep helpers in the declaration are not \
      wrong. The 'observable' preset enables it.
      """,
    sources: [PlaybookReference(.observableRouter, "Extract private subviews into private extension")],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    isOptIn: true,
    examples: [
      .flagged(
        """
        struct ProfileView: View {
          let viewModel: ProfileViewModel

          var body: some View {
            VStack { header; details }
          }

          private var ↓header: some View {
            Text(viewModel.name).font(.title)
          }

          @ViewBuilder
          func ↓details() -> some View {
            Text(viewModel.bio)
          }
        }
        """),
      .flagged(
        """
        struct ProfileView: View {
          var body: some View { header }
        }

        extension ProfileView {
          var ↓header: some View { Text("Profile") }
        }
        """,
        note: "an extension groups the subviews, but the subview is not private"),
      .clean(
        """
        struct ProfileView: View {
          let viewModel: ProfileViewModel

          var body: some View {
            VStack { header; details }
          }
        }

        // MARK: - Subviews

        private extension ProfileView {
          var header: some View { Text(viewModel.name).font(.title) }
          var details: some View { Text(viewModel.bio) }
        }
        """),
      .clean(
        """
        public struct Badge: View {
          public var body: some View { label }
          public var label: some View { Text("New") }
          static func placeholder() -> some View { Text("…") }
        }

        struct Card: CardContent {
          var body: some View { content }
          var content: some View { Text("Card") }
        }
        """,
        otherFiles: ["Sources/App/CardContent.swift": "protocol CardContent: View { var content: Content { get } }"],
        note: "public API, a static factory, and a protocol's requirement"),
      .clean(
        """
        struct Banner: View {
          var body: some View { Text("Hi") }
        }

        #Preview { Banner() }
        """),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.structDecl, .extensionDecl]

  private static let publicLevels: Set<String> = ["public", "open", "package"]

  package func visit(_ node: Syntax) {
    // Whether the type is preview code is asked at its first subview: most types have none.
    guard let group = node.asDeclGroup, let typeName = group.typeName else { return }
    if let access = group.modifiers.accessLevel, Self.publicLevels.contains(access) { return }
    let isExtension = node.kind == .extensionDecl
    let extensionIsPrivate = isExtension && ["private", "fileprivate"].contains(group.modifiers.accessLevel ?? "")
    if extensionIsPrivate { return }
    let path = context.path
    var previewChecked = false
    for member in group.memberBlock.members {
      guard let (name, nameToken, modifiers) = Self.subview(member.decl) else { continue }
      if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("override") { continue }
      let access = modifiers.accessLevel
      if let access, Self.publicLevels.contains(access) { continue }
      let isPrivate = access == "private" || access == "fileprivate"
      if isExtension && isPrivate { continue }
      if !previewChecked {
        if node.isInPreview { return }
        previewChecked = true
      }
      let message =
        isExtension
        ? "make '\(name)' private: a view's subviews are its own, grouped in a 'private extension \(typeName)'"
        : "move '\(name)' into a 'private extension \(typeName)': keep the view's declaration to its state and 'body'"
      let declaredHere = IndexCondition { index in
        index.types(named: typeName).contains { $0.path == path }
      }
      context.report(
        message, at: nameToken,
        when: .type(typeName, is: .view) && !Self.isRequirement(name, of: typeName)
          && (isExtension ? declaredHere : IndexCondition { _ in true }))
    }
  }

  /// The name, name token and modifiers of a `some View` computed property or function other
  /// than `body`.
  private static func subview(_ decl: DeclSyntax) -> (String, TokenSyntax, DeclModifierListSyntax)? {
    // The kind picks the one cast that can succeed: most members are stored properties.
    let kind = decl.kind
    if kind == .variableDecl, let variable = VariableDeclSyntax(decl), variable.bindings.count == 1,
      let binding = variable.bindings.first,
      binding.accessorBlock != nil, let type = binding.typeAnnotation?.type, isSomeView(type),
      let identifier = IdentifierPatternSyntax(binding.pattern), identifier.identifier.text != "body"
    {
      return (identifier.identifier.text, identifier.identifier, variable.modifiers)
    }
    if kind == .functionDecl, let function = FunctionDeclSyntax(decl), function.name.text != "body",
      let type = function.signature.returnClause?.type, isSomeView(type)
    {
      return (function.name.text, function.name, function.modifiers)
    }
    return nil
  }

  private static func isSomeView(_ type: TypeSyntax) -> Bool {
    guard let some = SomeOrAnyTypeSyntax(type), some.someOrAnySpecifier.tokenKind == .keyword(.some) else {
      return false
    }
    return some.constraint.baseTypeName == "View"
  }

  /// Whether a protocol the view adopts (other than `View`) declares a member of that name, which
  /// the view cannot make private.
  private static func isRequirement(_ name: String, of typeName: String) -> IndexCondition {
    IndexCondition { index in
      index.supertypes(of: typeName).contains { supertype in
        index.types(named: supertype).contains { $0.kind == .protocol && $0.propertyNames.contains(name) }
      }
    }
  }
}
