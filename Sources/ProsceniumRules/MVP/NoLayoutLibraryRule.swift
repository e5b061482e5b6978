import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `no_layout_library`: UIKit views lay out with UIKit's own anchors, not a third-party DSL.
package final class NoLayoutLibraryRule: SyntaxRule<NoLayoutLibraryRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// Module names of layout libraries that must not be imported.
    package var libraries: [String] = [
      "SnapKit", "PureLayout", "Cartography", "TinyConstraints", "EasyPeasy", "Stevia", "Anchorage",
    ]

    package init() {}

    package static var fields: [OptionField<Options>] {
      [.stringList("libraries", \.libraries, "module names of third-party layout libraries to flag")]
    }
  }

  package static let description = RuleDescription(
    id: "no_layout_library",
    summary: "lay out UIKit views with layout anchors, not a third-party layout library",
    rationale: """
      The MVP screen template's view "owns every subview and every constraint, built once with \
      UIKit's own layout anchors (no third-party layout library)". Anchors and \
      'NSLayoutConstraint.activate' are as short as most DSLs today, every iOS engineer reads \
      them, the debugger and Instruments speak them, and they cost no dependency to update with \
      each SDK. The rule flags imports of the modules in 'libraries' (SnapKit, PureLayout, \
      Cartography, TinyConstraints, EasyPeasy, Stevia and Anchorage by default) and, in files that \
      reach SnapKit through an '@_exported' import, its 'snp.makeConstraints', \
      'snp.remakeConstraints' and 'snp.updateConstraints' calls. It is opt-in — a deliberate \
      house choice rather than a defect — and the 'uikit-mvp' preset enables it.
      """,
    sources: [
      PlaybookReference(
        .uikitMVP,
        "View owns every subview and every constraint, built once with UIKit's own layout anchors (no third-party layout library)"
      )
    ],
    family: .mvp,
    defaultSeverity: .warning,
    isOptIn: true,
    examples: [
      .flagged(
        """
        import UIKit
        ↓import SnapKit

        final class ArticleListView: UIView {
          private let tableView = UITableView()

          func setUpLayout() {
            addSubview(tableView)
            tableView.snp.makeConstraints { $0.edges.equalToSuperview() }
          }
        }
        """),
      .flagged(
        """
        final class ProfileView: UIView {
          func setUpLayout() {
            ↓avatar.snp.makeConstraints { make in make.top.equalToSuperview() }
          }
        }
        """,
        note: "SnapKit reached through an '@_exported import' elsewhere"),
      .flagged(
        """
        ↓import class PureLayout.ALView
        """),
      .clean(
        """
        import UIKit

        final class ArticleListView: UIView {
          let tableView = UITableView()

          func setUpLayout() {
            tableView.translatesAutoresizingMaskIntoConstraints = false
            addSubview(tableView)
            NSLayoutConstraint.activate([
              tableView.topAnchor.constraint(equalTo: topAnchor),
              tableView.leadingAnchor.constraint(equalTo: leadingAnchor),
              tableView.trailingAnchor.constraint(equalTo: trailingAnchor),
              tableView.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
          }
        }
        """),
      .clean(
        """
        import SnapKit
        """,
        options: #"{"libraries": ["PureLayout"]}"#),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.importDecl, .functionCallExpr]

  private lazy var libraries: Set<String> = Set(options.libraries)
  private var importsSnapKit = false

  /// SnapKit's `makeConstraints`, `remakeConstraints` or `updateConstraints`, length first.
  private static func isConstraintBlock(_ name: String) -> Bool {
    switch name.utf8.count {
    case 15: name == "makeConstraints"
    case 17: name == "remakeConstraints" || name == "updateConstraints"
    default: false
    }
  }

  package func visit(_ node: Syntax) {
    if node.kind == .importDecl, let importDecl = ImportDeclSyntax(node) {
      guard let module = importDecl.path.first?.name.text, libraries.contains(module) else { return }
      if module == "SnapKit" { importsSnapKit = true }
      context.report(
        "remove 'import \(module)': build constraints with UIKit's layout anchors and 'NSLayoutConstraint.activate'",
        at: importDecl)
      return
    }
    // The called name first: it turns down every other call without hashing into `libraries`.
    guard let reading = context.reading(ofCall: node), let name = reading.name, Self.isConstraintBlock(name),
      let member = reading.member, !importsSnapKit, libraries.contains("SnapKit"),
      let snp = member.base.flatMap({ MemberAccessExprSyntax($0) }), snp.declName.baseName.text == "snp"
    else { return }
    context.report(
      "replace SnapKit's 'snp.\(member.declName.baseName.text)' with UIKit's layout anchors and 'NSLayoutConstraint.activate'",
      at: reading.callee)
  }
}
