import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `mvp_contract_protocols_only`: a screen's `…Contract.swift` declares the protocols between
/// view, presenter and coordinator, and nothing that implements them.
package final class MVPContractProtocolsOnlyRule: SyntaxRule<MVPContractProtocolsOnlyRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// Whether protocol extensions (default implementations) may live in a contract.
    package var allowProtocolExtensions = false

    package init() {}

    package static var fields: [OptionField<Options>] {
      [
        .boolean(
          "allow_protocol_extensions", \.allowProtocolExtensions,
          "allow extensions (default implementations) in a contract file")
      ]
    }
  }

  package static let description = RuleDescription(
    id: "mvp_contract_protocols_only",
    summary: "a '…Contract.swift' file must declare protocols only",
    rationale: """
      The MVP screen template's contract declares the view protocol, the presenter protocol and \
      the coordinator delegate — "protocols only, no implementation". A contract that stays \
      declarative is the screen's table of contents: a reader sees every message between view, \
      presenter and coordinator in one place, and a test's spy view must implement every \
      requirement. Classes, structs, enums, functions and stored values belong in the files of the \
      part that owns them. Extensions are flagged too: a default implementation in an extension \
      quietly satisfies a requirement, so a spy view or a real view can forget to implement it and \
      still compile. Set 'allow_protocol_extensions' to accept them. Imports, comments, type \
      aliases, '#if' blocks around protocols and 'let' constants bound to literals (identifiers \
      both sides read) are fine. A '…Contract.swift' file that declares no view, presenter or \
      coordinator protocol (a domain 'PaymentContract', say) is not a screen contract and is left \
      alone.
      """,
    sources: [
      PlaybookReference(
        .uikitMVP,
        "Contract declares ArticleListViewProtocol, ArticleListPresenterProtocol, and ArticleListCoordinatorDelegate — protocols only, no implementation"
      )
    ],
    family: .mvp,
    defaultSeverity: .warning,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        import Foundation

        @MainActor
        protocol ArticleListViewProtocol: AnyObject {
          func reloadList()
        }

        ↓extension ArticleListViewProtocol {
          func reloadList() {}
        }

        ↓struct ArticleRowModel {
          let title: String
        }
        """,
        path: "Sources/App/ArticleList/ArticleListContract.swift"),
      .flagged(
        """
        protocol ProfileViewProtocol: AnyObject {}

        #if DEBUG
        ↓final class ProfileViewStub: ProfileViewProtocol {}
        #endif
        """,
        path: "Sources/App/Profile/ProfileContract.swift"),
      .clean(
        """
        import Foundation

        @MainActor
        protocol ArticleListViewProtocol: AnyObject, ApiProtocol {
          func reloadList()
        }

        @MainActor
        protocol ArticleListPresenterProtocol: PresenterProtocol {
          var numberOfArticles: Int { get }
          func onViewDidLoad()
          func refresh()
        }

        @MainActor
        protocol ArticleListCoordinatorDelegate: AnyObject {
          func articleList(didSelect article: Article)
        }

        typealias ArticleListRoute = ArticleListCoordinatorDelegate

        let articleListTableIdentifier = "articleList.table"
        """,
        path: "Sources/App/ArticleList/ArticleListContract.swift"),
      .clean(
        """
        protocol ProfileViewProtocol: AnyObject {}

        extension ProfileViewProtocol {
          func showLoading() {}
        }
        """,
        path: "Sources/App/Profile/ProfileContract.swift",
        options: #"{"allow_protocol_extensions": true}"#),
      .clean(
        """
        struct ArticleRowModel {
          let title: String
        }
        """,
        path: "Sources/App/ArticleList/ArticleListPresenter.swift",
        note: "other files may declare anything"),
      .clean(
        """
        struct PaymentContract: Codable {
          let id: String
          let amount: Decimal
        }
        """,
        path: "Sources/Domain/PaymentContract.swift",
        note: "a domain type in a file named '…Contract.swift' is not a screen contract"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.sourceFile]

  private var allowExtensions: Bool { options.allowProtocolExtensions }

  package func visit(_ node: Syntax) {
    guard let file = SourceFileSyntax(node) else { return }
    let fileName = context.path.fileName
    guard fileName.hasSuffix("Contract.swift") else { return }
    let contract = String(fileName.dropLast(".swift".count))
    guard Self.declaresScreenProtocol(file.statements) else { return }
    check(file.statements, contract: contract)
  }

  /// Whether the file declares a protocol of an MVP screen (a name with 'View', 'Presenter' or
  /// 'Coordinator' in it), so that a domain type such as 'PaymentContract.swift' is left alone.
  private static func declaresScreenProtocol(_ statements: CodeBlockItemListSyntax) -> Bool {
    statements.contains { statement in
      guard case .decl(let decl) = statement.item else { return false }
      if let proto = ProtocolDeclSyntax(decl) {
        let name = proto.name.text
        return name.contains("View") || name.contains("Presenter") || name.contains("Coordinator")
      }
      if let ifConfig = IfConfigDeclSyntax(decl) {
        return ifConfig.clauses.contains { clause in
          guard case .statements(let inner) = clause.elements else { return false }
          return declaresScreenProtocol(inner)
        }
      }
      return false
    }
  }

  private func check(_ statements: CodeBlockItemListSyntax, contract: String) {
    for statement in statements {
      switch statement.item {
      case .decl(let decl):
        check(decl, contract: contract)
      default:
        context.report("move this code out of '\(contract)': a contract declares protocols only", at: statement)
      }
    }
  }

  private func check(_ decl: DeclSyntax, contract: String) {
    if decl.kind == .importDecl || decl.kind == .protocolDecl || decl.kind == .typeAliasDecl {
      return
    }
    if let ifConfig = IfConfigDeclSyntax(decl) {
      for clause in ifConfig.clauses {
        if case .statements(let statements) = clause.elements { check(statements, contract: contract) }
      }
      return
    }
    if decl.kind == .extensionDecl && allowExtensions { return }
    if let variable = VariableDeclSyntax(decl), Self.isLiteralConstant(variable) { return }
    let what = Self.describe(decl)
    context.report(
      "move \(what) out of '\(contract)': a contract declares protocols only, no implementation",
      from: Self.reportedStart(decl), to: decl.endPositionBeforeTrailingTrivia)
  }

  /// A `let` bound to a literal: a shared identifier (an accessibility identifier, a page size)
  /// that both sides of the contract read, not an implementation.
  private static func isLiteralConstant(_ variable: VariableDeclSyntax) -> Bool {
    guard variable.bindingSpecifier.tokenKind == .keyword(.let) else { return false }
    return variable.bindings.allSatisfy { binding in
      guard let value = binding.initializer?.value else { return false }
      return value.kind == .stringLiteralExpr || value.kind == .integerLiteralExpr
        || value.kind == .floatLiteralExpr || value.kind == .booleanLiteralExpr
    }
  }

  /// Where the finding starts: at the first modifier or the introducing keyword, after attributes.
  private static func reportedStart(_ decl: DeclSyntax) -> AbsolutePosition {
    if let group = decl.asDeclGroup {
      return (group.modifiers.first.map(Syntax.init) ?? Syntax(group.introducer)).positionAfterSkippingLeadingTrivia
    }
    if let function = FunctionDeclSyntax(decl) {
      return (function.modifiers.first.map(Syntax.init) ?? Syntax(function.funcKeyword))
        .positionAfterSkippingLeadingTrivia
    }
    if let variable = VariableDeclSyntax(decl) {
      return (variable.modifiers.first.map(Syntax.init) ?? Syntax(variable.bindingSpecifier))
        .positionAfterSkippingLeadingTrivia
    }
    return decl.positionAfterSkippingLeadingTrivia
  }

  private static func describe(_ decl: DeclSyntax) -> String {
    if let group = decl.asDeclGroup, let name = group.typeName {
      let keyword = group.introducer.text
      return keyword == "extension" ? "the extension of '\(name)'" : "\(keyword) '\(name)'"
    }
    if let function = FunctionDeclSyntax(decl) { return "function '\(function.name.text)'" }
    if let variable = VariableDeclSyntax(decl), let name = variable.boundNames.first {
      return "'\(name)'"
    }
    return "this declaration"
  }
}
