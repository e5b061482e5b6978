import ProsceniumRuleKit

/// `scaffolded_example`: <#say in one sentence what the rule keeps out of the code, and why#>
///
/// Written by `proscenium new rule`: it reports imports of the modules named in its
/// `forbidden_modules` option. Replace the examples, the option and `visit(_:)` with your rule.
final class ScaffoldedExampleRule: SyntaxRule<ScaffoldedExampleRule.Options>, Rule {
  struct Options: RuleOptions {
    /// Modules whose import the rule reports.
    var forbiddenModules = ["LegacyNetworking"]

    static var fields: [OptionField<Options>] {
      [.stringList("forbidden_modules", \.forbiddenModules, "modules that may not be imported")]
    }
  }

  static let description = RuleDescription(
    id: "scaffolded_example",
    summary: "import of a module the team has retired",
    rationale: """
      Explain why the code the rule reports is a problem and what to write instead: `proscenium \
      explain scaffolded_example` prints this text.
      """,
    sources: [],
    family: .custom,
    examples: [
      .flagged(
        """
        import SwiftUI
        ↓import LegacyNetworking
        """),
      .clean(
        """
        import SwiftUI
        import Networking
        """),
    ])

  static let visitedKinds: Set<SyntaxKind> = [.importDecl]

  func visit(_ node: Syntax) {
    guard let declaration = node.as(ImportDeclSyntax.self), let module = declaration.path.first?.name.text,
      options.forbiddenModules.contains(module)
    else { return }
    context.report("'\(module)' is retired: <#say what to use instead#>", at: declaration)
  }
}
