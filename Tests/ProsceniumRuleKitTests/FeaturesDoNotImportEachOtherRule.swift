import ProsceniumRuleKit

/// `features_do_not_import_each_other`: a feature module that imports another feature couples
/// the two; shared code belongs in a module both import.
final class FeaturesDoNotImportEachOtherRule: SyntaxRule<FeaturesDoNotImportEachOtherRule.Options>, Rule {
  struct Options: RuleOptions {
    /// How feature modules are named.
    var featureSuffix = "Feature"

    static var fields: [OptionField<Options>] {
      [
        .string(
          "feature_suffix", \.featureSuffix, "the suffix that names a feature module ('Feature' in 'HomeFeature')")
      ]
    }
  }

  static let description = RuleDescription(
    id: "features_do_not_import_each_other",
    summary: "feature module that imports another feature module",
    rationale: """
      Features are built, tested and changed on their own; when one imports another, a change to \
      either can break both. Move what they share into a module both import.
      """,
    sources: [],
    family: .custom,
    examples: [
      .flagged(
        """
        import SwiftUI
        ↓import SettingsFeature
        """,
        path: "Sources/HomeFeature/HomeView.swift"),
      .clean(
        """
        import SwiftUI
        import DesignSystem
        """,
        path: "Sources/HomeFeature/HomeView.swift"),
      .clean("import SettingsFeature", path: "Sources/App/AppRoot.swift", note: "the app may import every feature"),
    ])

  static let visitedKinds: Set<SyntaxKind> = [.importDecl]

  func visit(_ node: Syntax) {
    guard let module = context.module, module.hasSuffix(options.featureSuffix),
      let declaration = node.as(ImportDeclSyntax.self)
    else { return }
    let imported = declaration.path.map(\.name.text).joined(separator: ".")
    guard imported != module, imported.hasSuffix(options.featureSuffix) else { return }
    context.report(
      "'\(module)' imports the feature '\(imported)': move what they share into a module both import", at: declaration)
  }
}
