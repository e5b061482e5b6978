import Foundation

/// `proscenium new rule <Name>`: a team's rule for a custom checker (docs/custom-rules.md), with a
/// test that runs its examples, registered in the checker's `CustomChecker.main(rules:)` list.
///
/// The rule it writes works as written (it reports imports of modules named in an option), so the
/// first build and test pass; a team then replaces the visitor, the examples and the option.
package struct RuleScaffold: Sendable {
  package let name: FeatureName

  package init(name: FeatureName) {
    self.name = name
  }

  /// `NoLegacyImportsRule`: the name given, with `Rule` added unless it ends with it.
  package var typeName: String {
    name.typeName.hasSuffix("Rule") ? name.typeName : name.typeName + "Rule"
  }

  /// `no_legacy_imports`: the type name without `Rule`, in snake case.
  package var ruleID: String {
    let characters = Array(typeName.dropLast("Rule".count))
    var id = ""
    for (offset, character) in characters.enumerated() {
      guard character.isUppercase else {
        id.append(character)
        continue
      }
      let previous = offset > 0 ? characters[offset - 1] : nil
      let next = offset + 1 < characters.count ? characters[offset + 1] : nil
      // A word starts after a lowercase letter or digit, or at the last capital of an acronym.
      if let previous,
        previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true)
      {
        id += "_"
      }
      id += character.lowercased()
    }
    return id
  }

  /// The files to write: the rule in `sources`, its test in `tests` (importing `module`), and the
  /// checker's `main.swift` with the rule added to its list, when `main` is given.
  package func plan(
    sources: String, tests: String, module: String, main: (path: String, text: String)?,
    existing: (String) -> String?
  ) throws(GeneratorError) -> [PlannedFile] {
    let rulePath = sources + "/" + typeName + ".swift"
    let testPath = tests + "/" + typeName + "Tests.swift"
    var files = [
      PlannedFile(path: rulePath, contents: ruleSource, existing: existing(rulePath)),
      PlannedFile(path: testPath, contents: testSource(module: module), existing: existing(testPath)),
    ]
    if let main {
      files.append(
        PlannedFile(path: main.path, contents: try registering(in: main.text), existing: main.text, isEdit: true))
    }
    return files
  }

  /// `text` (a `main.swift`) with `RuleType(<typeName>.self)` added to its `CustomChecker.main(rules: [...])`.
  package func registering(in text: String) throws(GeneratorError) -> String {
    let call = "CustomChecker.main(rules: ["
    guard let start = text.range(of: call) else {
      throw GeneratorError.cannotEdit(
        path: "main.swift",
        reason: "it does not call '\(call)…])'; add 'RuleType(\(typeName).self)' to the checker's rules")
    }
    var depth = 1
    var index = start.upperBound
    while index < text.endIndex {
      switch text[index] {
      case "[": depth += 1
      case "]": depth -= 1
      default: break
      }
      if depth == 0 { break }
      index = text.index(after: index)
    }
    guard depth == 0 else {
      throw GeneratorError.cannotEdit(path: "main.swift", reason: "its rules list is not closed")
    }
    let entry = "RuleType(\(typeName).self)"
    let listed = text[start.upperBound..<index].trimmingCharacters(in: .whitespacesAndNewlines)
    guard !listed.contains(entry) else { return text }
    let separator = listed.isEmpty ? "" : (listed.hasSuffix(",") ? " " : ", ")
    let trimmedEnd =
      text[start.upperBound..<index].lastIndex { !$0.isWhitespace && !$0.isNewline }
      .map { text.index(after: $0) } ?? start.upperBound
    return String(text[..<trimmedEnd]) + separator + entry + String(text[trimmedEnd...])
  }

  var ruleSource: String {
    """
    import ProsceniumRuleKit

    /// `\(ruleID)`: <#say in one sentence what the rule keeps out of the code, and why#>
    ///
    /// Written by `proscenium new rule`: it reports imports of the modules named in its
    /// `forbidden_modules` option. Replace the examples, the option and `visit(_:)` with your rule.
    final class \(typeName): SyntaxRule<\(typeName).Options>, Rule {
      struct Options: RuleOptions {
        /// Modules whose import the rule reports.
        var forbiddenModules = ["LegacyNetworking"]

        static var fields: [OptionField<Options>] {
          [.stringList("forbidden_modules", \\.forbiddenModules, "modules that may not be imported")]
        }
      }

      static let description = RuleDescription(
        id: "\(ruleID)",
        summary: "import of a module the team has retired",
        rationale: \"\"\"
          Explain why the code the rule reports is a problem and what to write instead: `proscenium \\
          explain \(ruleID)` prints this text.
          \"\"\",
        sources: [],
        family: .custom,
        examples: [
          .flagged(
            \"\"\"
            import SwiftUI
            ↓import LegacyNetworking
            \"\"\"),
          .clean(
            \"\"\"
            import SwiftUI
            import Networking
            \"\"\"),
        ])

      static let visitedKinds: Set<SyntaxKind> = [.importDecl]

      func visit(_ node: Syntax) {
        guard let declaration = node.as(ImportDeclSyntax.self), let module = declaration.path.first?.name.text,
          options.forbiddenModules.contains(module)
        else { return }
        context.report("'\\(module)' is retired: <#say what to use instead#>", at: declaration)
      }
    }

    """
  }

  func testSource(module: String) -> String {
    """
    import ProsceniumRuleKit
    import Testing

    @testable import \(module)

    @Suite struct \(typeName)Tests {
      /// The rule's flagged examples are flagged exactly at their markers and its clean ones are not.
      @Test func examplesHold() {
        #expect(RuleExamples.problems(of: RuleType(\(typeName).self)) == [])
      }
    }

    """
  }
}
